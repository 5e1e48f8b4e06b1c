import {
  asksMeetingMeans,
  isEnded,
  MEETING_MEANS,
  MEETING_MEANS_FIELD,
  type Meeting,
  type MeetingMeans,
  missingMeetingMeans,
} from '@konsult/domain';
import { Alert, Button, Group, Paper, Radio, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../../i18n/loose-t';
import { useFinishingParticipant } from '../../../lib/finishing';
import { useSaveMeetingMeans } from '../api/use-save-meeting-means';

/**
 * Seed 000 §3, §5: for a one-time web user, "How was the meeting held?" — phone, video or both. Saved as soon as it
 * is chosen; until it is, ending the meeting is blocked. Other patients are not asked (nothing renders).
 */
export function MeetingMeansQuestion({ meeting }: { meeting: Meeting }) {
  if (!asksMeetingMeans(meeting.user.gb?.isOneTimeUser === true)) return null;
  return <Question meetingId={meeting.id} saved={meeting.meetingMeans} readOnly={isEnded(meeting.status)} />;
}

function Question({
  meetingId,
  saved,
  readOnly,
}: {
  meetingId: string;
  saved: MeetingMeans | null;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const tr = looseT(t);
  const save = useSaveMeetingMeans(meetingId);
  const [choice, setChoice] = useState<MeetingMeans | null>(saved);
  // Read after awaits, where the render's values may be stale: the latest choice, what the server holds, the save
  // in flight.
  const choiceRef = useRef(choice);
  const savedRef = useRef(saved);
  const inFlight = useRef<Promise<boolean> | null>(null);

  const persist = (value: MeetingMeans): Promise<boolean> => {
    const attempt = save.mutateAsync({ meetingMeans: value }).then(
      () => {
        savedRef.current = value;
        return true;
      },
      () => false,
    );
    inFlight.current = attempt;
    return attempt;
  };

  const choose = (value: string) => {
    const means = MEETING_MEANS.find((m) => m === value);
    if (!means) return;
    choiceRef.current = means;
    setChoice(means);
    void persist(means);
  };

  useFinishingParticipant({
    id: 'meeting-means',
    isReady: () => true,
    /** True once the server holds the current choice (or there is nothing to save). */
    flush: async () => {
      if (readOnly || choiceRef.current === null) return true;
      await inFlight.current;
      const wanted = choiceRef.current;
      return savedRef.current === wanted || persist(wanted);
    },
    blockers: () =>
      readOnly
        ? []
        : missingMeetingMeans({ isOneTimeUser: true, meetingMeans: choice }).map((missing) => ({
            id: `meeting-means.${missing.name}`,
            section: tr(missing.section),
            label: tr(missing.label),
          })),
    describe: (name) =>
      name === MEETING_MEANS_FIELD ? { section: t('meetingMeans.section'), label: t('meetingMeans.missing') } : null,
  });

  return (
    <Paper component="section" aria-label={t('meetingMeans.question')} withBorder p="md">
      <Radio.Group label={t('meetingMeans.question')} value={choice} onChange={choose} required={!readOnly}>
        <Group gap="lg" mt="xs">
          {MEETING_MEANS.map((means) => (
            <Radio key={means} value={means} label={t(`meetingMeans.options.${means}`)} disabled={readOnly} />
          ))}
        </Group>
      </Radio.Group>
      <Text size="xs" c="dimmed" role="status" aria-live="polite" mt="xs">
        {save.isPending ? t('meetingMeans.saving') : save.isSuccess ? t('meetingMeans.saved') : null}
      </Text>
      {save.isError && choice !== null && (
        <Alert color="red" variant="light" role="alert" mt="xs">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('meetingMeans.failed')}</Text>
            <Button size="xs" variant="default" onClick={() => void persist(choice)}>
              {t('meetingMeans.retry')}
            </Button>
          </Group>
        </Alert>
      )}
    </Paper>
  );
}
