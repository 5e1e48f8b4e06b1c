import { type Meeting, type UkClinicianCheckbox, type UkClinicianCheckboxes } from '@konsult/domain';
import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinishingParticipant } from '../../../lib/finishing';
import { useMe } from '../../../lib/session/me-context';
import { RequestErrorBanner } from '../../../ui/error-state';
import { QueryFallback } from '../../../ui/query-state';
import { useCheckboxes, useMeetingTasks, useSaveCheckboxes } from '../api/uk-tasks';

const PARTICIPANT = 'uk-clinician-checkboxes';
/** The server's name for "a task is not yet published" in its 409 missing_fields. */
const UNPUBLISHED = 'uk-tasks-unpublished';
/** The boxes could not be loaded: which of them this meeting asks for is unknown, so finishing waits for them. */
const UNAVAILABLE = 'uk-clinician-checkboxes-unavailable';

/**
 * The UK end-of-meeting checkboxes (seed 000 §3, §5; issue 19), below the evaluation for a GB clinician (not for a
 * one-time web user): "Before you finish", the boxes this meeting asks for (the server says which: with tasks, clear
 * instructions and correct documents; without, the no-tasks confirmation; the prescriptions confirmation unless it
 * is a mental-health or insurer meeting or a prescription was sent). Each tick is saved at once. Until every box is
 * ticked and every task published, the meeting does not end: the missing-fields dialog names each.
 */
export function UkTasksFinishing({ meeting }: { meeting: Meeting }) {
  const me = useMe();
  const applies = me.pool.country === 'GB' && !meeting.user.gb?.isOneTimeUser;
  return applies ? <CheckboxesSection meetingId={meeting.id} /> : null;
}

function CheckboxesSection({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const query = useCheckboxes(meetingId);
  const tasks = useMeetingTasks(meetingId);
  const save = useSaveCheckboxes(meetingId);
  // What the clinician ticked that the server has not confirmed yet (it wins over the fetched boxes meanwhile).
  const [pending, setPending] = useState<Partial<UkClinicianCheckboxes>>({});
  const [saveFailed, setSaveFailed] = useState(false);
  const saving = useRef(new Set<Promise<boolean>>());

  const ticked: UkClinicianCheckboxes | null = query.data ? { ...query.data.checkboxes, ...pending } : null;
  const required = query.data?.required ?? [];
  const unpublished = (tasks.data?.tasks ?? []).filter((task) => task.status !== 'PUBLISHED').length;
  const section = t('ukTasks.checkboxes.section');
  const boxLabel = (box: UkClinicianCheckbox) => t(`ukTasks.checkboxes.${box}`);
  const unpublishedBlocker = () => ({
    section: t('ukTasks.title'),
    label: t('ukTasks.finishing.unpublished', { count: unpublished || 1 }),
  });

  const tick = (box: UkClinicianCheckbox, value: boolean) => {
    // One save per box at a time (its box is disabled meanwhile): two quick toggles cannot land out of order.
    if (box in pending) return;
    setSaveFailed(false);
    setPending((current) => ({ ...current, [box]: value }));
    const request = save
      .mutateAsync({ [box]: value })
      .then(() => true)
      .catch(() => {
        setSaveFailed(true);
        return false;
      })
      .finally(() => {
        saving.current.delete(request);
        setPending(({ [box]: _done, ...rest }) => rest);
      });
    saving.current.add(request);
  };

  useFinishingParticipant({
    id: PARTICIPANT,
    isReady: () => !query.isPending,
    flush: async () => (await Promise.all([...saving.current])).every(Boolean),
    blockers: () => [
      ...(query.isError ? [{ id: UNAVAILABLE, section, label: t('ukTasks.checkboxes.unavailable') }] : []),
      ...(unpublished > 0 ? [{ id: UNPUBLISHED, ...unpublishedBlocker() }] : []),
      ...(ticked ? required.filter((box) => !ticked[box]) : []).map((box) => ({
        id: box,
        section,
        label: boxLabel(box),
      })),
    ],
    describe: (name) => {
      if (name === UNPUBLISHED) return unpublishedBlocker();
      if (name in (query.data?.checkboxes ?? {})) return { section, label: boxLabel(name as UkClinicianCheckbox) };
      return null;
    },
  });

  if (query.data && required.length === 0) return null;
  return (
    <Paper component="section" aria-label={section} withBorder p="md">
      <Stack gap="sm">
        <Title order={3}>{section}</Title>
        {ticked === null ? (
          <QueryFallback
            query={query}
            loading={t('ukTasks.checkboxes.loading')}
            error={{ title: t('ukTasks.checkboxes.errorTitle'), message: t('ukTasks.checkboxes.error') }}
          />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('ukTasks.checkboxes.intro')}
            </Text>
            {required.map((box) => (
              <Checkbox
                key={box}
                label={boxLabel(box)}
                checked={ticked[box]}
                disabled={box in pending}
                onChange={(event) => tick(box, event.currentTarget.checked)}
              />
            ))}
            <RequestErrorBanner message={saveFailed ? t('ukTasks.checkboxes.saveError') : null} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
