import {
  MARKET_TIME_ZONE,
  type Meeting,
  SELF_ASSESSMENT_TYPES,
  type SelfAssessmentType,
  type SentSelfAssessment,
} from '@konsult/domain';
import { Badge, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-time';
import { formatList } from '../../../lib/format-list';
import { useMe } from '../../../lib/session/me-context';
import { ActionForm } from '../../../ui/action-form';
import { QueryBoundary } from '../../../ui/query-state';
import { SuccessNotice } from '../../../ui/success-notice';
import { useMeetingSelfAssessments } from '../api/use-meeting-self-assessments';
import { useSendSelfAssessments } from '../api/use-send-self-assessments';
import { useScoreText } from './score-text';
import '../self-assessments.css';

/**
 * The se-self-assessment action (seed 002 §3; issue 18): tick the questionnaires, send them; the patient answers on
 * the meeting's link page. Below, the meeting's questionnaires, waiting or answered with their score. A type still
 * waiting for its answer cannot be ticked; a refused send keeps the ticks and says which type is waiting. (The record
 * pane's self-assessment list polls for the answers: useSelfAssessments.)
 */
export function SendSelfAssessmentPanel({ meeting }: { meeting: Meeting }) {
  const { t, i18n } = useTranslation();
  const sent = useMeetingSelfAssessments(meeting.patientId, meeting.id);
  const send = useSendSelfAssessments(meeting.patientId, meeting.id);
  const [chosen, setChosen] = useState<SelfAssessmentType[]>([]);
  const [sentCount, setSentCount] = useState<number | null>(null);

  const waiting = new Set(sent.data?.assessments.filter((a) => a.state === 'SENT').map((a) => a.type));
  const choosable = chosen.filter((type) => !waiting.has(type));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choosable.length === 0 || send.isPending) return;
    setSentCount(null);
    send.mutate(
      { types: choosable },
      {
        onSuccess: () => {
          setSentCount(choosable.length);
          setChosen([]);
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <ActionForm
        label={t('selfAssessments.send.formLabel')}
        onSubmit={submit}
        failure={{ title: t('selfAssessments.send.failedTitle'), message: send.isError ? failureText() : null }}
        actions={
          <Button type="submit" disabled={choosable.length === 0} loading={send.isPending}>
            {choosable.length === 0 ? t('selfAssessments.send.chooseFirst') : t('selfAssessments.send.submit')}
          </Button>
        }
      >
        {sentCount !== null ? (
          <SuccessNotice onClose={() => setSentCount(null)}>
            {t('selfAssessments.send.sent', { count: sentCount })}
          </SuccessNotice>
        ) : null}
        <Text size="sm">{t('selfAssessments.send.intro')}</Text>
        <Checkbox.Group
          label={t('selfAssessments.send.types')}
          value={choosable}
          onChange={(value) => setChosen(value as SelfAssessmentType[])}
        >
          <Stack gap="xs" mt="xs">
            {SELF_ASSESSMENT_TYPES.map((type) => (
              <Checkbox
                key={type}
                value={type}
                label={t(`selfAssessments.send.type.${type}`)}
                description={
                  waiting.has(type) ? t('selfAssessments.send.waiting') : t(`selfAssessments.send.typeHint.${type}`)
                }
                disabled={waiting.has(type)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </ActionForm>
      <section aria-labelledby="sent-self-assessments">
        <Title order={3} size="h5" id="sent-self-assessments" mb="xs">
          {t('selfAssessments.send.listTitle')}
        </Title>
        <QueryBoundary
          query={sent}
          loading={t('selfAssessments.send.loading')}
          error={{ title: t('selfAssessments.error.title'), message: t('selfAssessments.send.loadError') }}
          empty={{ text: t('selfAssessments.send.none'), when: (data) => data.assessments.length === 0 }}
        >
          {(data) => <SentList assessments={data.assessments} />}
        </QueryBoundary>
      </section>
    </Stack>
  );

  function failureText(): string {
    const error = send.error;
    if (isApiError(error) && error.key === 'self_assessment_already_sent') {
      const types = error.issues
        .map((issue) => issue.code)
        .filter((code): code is SelfAssessmentType => (SELF_ASSESSMENT_TYPES as readonly string[]).includes(code));
      return t('selfAssessments.send.alreadySent', {
        types: formatList(
          types.map((type) => t(`selfAssessments.send.type.${type}`)),
          intlLocale(i18n.language),
        ),
      });
    }
    return t('selfAssessments.send.failed');
  }
}

function SentList({ assessments }: { assessments: SentSelfAssessment[] }) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const scoreText = useScoreText();
  const when = (epochMs: number) =>
    formatDateTime(epochMs, intlLocale(i18n.language), MARKET_TIME_ZONE[me.pool.country]);
  return (
    <ul className="sent-self-assessments">
      {assessments.map((a) => (
        <li key={a.id} className="sent-self-assessments__item">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600}>
              {t(`selfAssessments.send.type.${a.type}`)}
            </Text>
            <Badge color={a.state === 'ANSWERED' ? 'teal' : 'gray'} variant="light">
              {t(`selfAssessments.send.state.${a.state}`)}
            </Badge>
          </Group>
          <Text size="xs" c="gray.7">
            {t('selfAssessments.send.sentAt', { when: when(a.sentAt), name: a.sentBy })}
            {a.answeredAt !== null ? ` · ${t('selfAssessments.send.answeredAt', { when: when(a.answeredAt) })}` : null}
          </Text>
          {a.score !== null ? <Text size="sm">{scoreText(a)}</Text> : null}
        </li>
      ))}
    </ul>
  );
}
