import { isLocale } from '../../../i18n/language';
import {
  MENTAL_HEALTH_SCORE_FIELD,
  mentalHealthScoreApplies,
  type Meeting,
  type MentalHealthScore,
} from '@konsult/domain';
import { Alert, Button, Checkbox, Fieldset, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinishingParticipant } from '../../../lib/finishing';
import { useMe } from '../../../lib/session/me-context';
import { RequestErrorBanner } from '../../../ui/error-state';
import { QueryFallback } from '../../../ui/query-state';
import { useMentalHealthScore, useSaveMentalHealthScore } from '../api/mental-health-score';
import { QuestionnaireFields } from './questionnaire-fields';
import { completeBody, formOf, formProblems, sameAsSaved, type ScoreForm } from './score-form';

/**
 * The UK mental-health score (seed 002 §3, §5; issue 19), below the evaluation in a British mental-health meeting held
 * by a psychologist or a GP: PHQ-9 and GAD-7 item by item with their totals and bands, the clinical impressions
 * (a description with "other"), and Save. An incomplete score is not sent (the form says what is missing); a failed
 * save keeps every answer and says "Could not formulate UK Mental Health Score". Until a complete score is saved, the
 * meeting does not end.
 */
export function MentalHealthFinishing({ meeting }: { meeting: Meeting }) {
  const me = useMe();
  const applies = mentalHealthScoreApplies({
    country: me.pool.country,
    activityType: meeting.activityType,
    profession: me.profession,
  });
  return applies ? <MentalHealthScoreSection meetingId={meeting.id} /> : null;
}

type Notice = 'incomplete' | 'saveFailed' | 'saved' | null;

function MentalHealthScoreSection({ meetingId }: { meetingId: string }) {
  const { t, i18n } = useTranslation();
  const query = useMentalHealthScore(meetingId);
  const save = useSaveMentalHealthScore(meetingId);
  const saved: MentalHealthScore | null = query.data?.score ?? null;
  // The saved score fills the form until the clinician's first answer; from then on the form is theirs.
  const [edited, setEdited] = useState<ScoreForm | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const form = edited ?? (query.data ? formOf(query.data.score) : null);

  const problems = form ? formProblems(form) : [];
  const upToDate = form !== null && sameAsSaved(form, saved);

  const send = async (current: ScoreForm): Promise<boolean> => {
    const body = completeBody(current);
    if (!body) {
      setNotice('incomplete');
      return false;
    }
    try {
      await save.mutateAsync(body);
      setNotice('saved');
      return true;
    } catch {
      setNotice('saveFailed');
      return false;
    }
  };

  const section = t('mentalHealth.title');
  const blocker = { section, label: t('mentalHealth.finishing.label') };
  useFinishingParticipant({
    id: MENTAL_HEALTH_SCORE_FIELD,
    isReady: () => !query.isPending,
    // A complete score not saved yet is saved now; an incomplete one cannot be sent, and its blocker says so.
    flush: async () => (form === null || upToDate || completeBody(form) === null ? true : send(form)),
    blockers: () => (upToDate ? [] : [{ id: MENTAL_HEALTH_SCORE_FIELD, ...blocker }]),
    describe: (name) => (name === MENTAL_HEALTH_SCORE_FIELD ? blocker : null),
  });

  const edit = (change: (current: ScoreForm) => ScoreForm) => {
    setEdited((current) => {
      const base = current ?? (query.data ? formOf(query.data.score) : null);
      return base ? change(base) : base;
    });
    if (notice === 'saved') setNotice(null);
  };
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const showMissing = notice === 'incomplete';
  const descriptionMissing = problems.some((p) => p.path === 'clinicalImpressionDescription');

  return (
    <Paper component="section" aria-label={section} withBorder p="md">
      <Stack gap="md">
        <Title order={3}>{section}</Title>
        <Text size="sm" c="dimmed">
          {t('mentalHealth.intro')}
        </Text>
        {form === null ? (
          <QueryFallback
            query={query}
            loading={t('mentalHealth.loading')}
            error={{ title: t('mentalHealth.loadErrorTitle'), message: t('mentalHealth.loadError') }}
          />
        ) : (
          <>
            <QuestionnaireFields
              kind="phq9"
              locale={locale}
              answers={form.phq9Items}
              showMissing={showMissing}
              onAnswer={(item, answer) =>
                edit((f) => ({ ...f, phq9Items: f.phq9Items.map((a, i) => (i === item ? answer : a)) }))
              }
            />
            <QuestionnaireFields
              kind="gad7"
              locale={locale}
              answers={form.gad7Items}
              showMissing={showMissing}
              onAnswer={(item, answer) =>
                edit((f) => ({ ...f, gad7Items: f.gad7Items.map((a, i) => (i === item ? answer : a)) }))
              }
            />
            <Fieldset legend={t('mentalHealth.impressions.legend')}>
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {t('mentalHealth.impressions.hint')}
                </Text>
                <Checkbox
                  name="depression"
                  label={t('mentalHealth.impressions.depression')}
                  checked={form.depression}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    edit((f) => ({ ...f, depression: checked }));
                  }}
                />
                <Checkbox
                  name="anxiety"
                  label={t('mentalHealth.impressions.anxiety')}
                  checked={form.anxiety}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    edit((f) => ({ ...f, anxiety: checked }));
                  }}
                />
                <Checkbox
                  name="stress"
                  label={t('mentalHealth.impressions.stress')}
                  checked={form.stress}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    edit((f) => ({ ...f, stress: checked }));
                  }}
                />
                <Checkbox
                  name="other_diagnosis_method"
                  label={t('mentalHealth.impressions.other')}
                  checked={form.other}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    edit((f) => ({ ...f, other: checked }));
                  }}
                />
                {form.other ? (
                  <Textarea
                    label={t('mentalHealth.impressions.description')}
                    required
                    autosize
                    minRows={2}
                    maxLength={2000}
                    value={form.description}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      edit((f) => ({ ...f, description: value }));
                    }}
                    error={
                      showMissing && descriptionMissing ? t('mentalHealth.impressions.descriptionRequired') : undefined
                    }
                  />
                ) : null}
              </Stack>
            </Fieldset>
            {notice === 'incomplete' && problems.length > 0 ? <IncompleteAlert form={form} /> : null}
            <RequestErrorBanner
              title={t('mentalHealth.saveError')}
              message={notice === 'saveFailed' ? t('mentalHealth.saveErrorDetail') : null}
            />
            <Group gap="md">
              <Button onClick={() => void send(form)} loading={save.isPending}>
                {t('mentalHealth.save')}
              </Button>
              <Text size="sm" c="dimmed" role="status">
                {upToDate ? t('mentalHealth.saved') : saved ? t('mentalHealth.changed') : t('mentalHealth.notSaved')}
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Seed 002 §5: "otherwise a generic error is reported and nothing is sent" — and what is missing, in a list. */
function IncompleteAlert({ form }: { form: ScoreForm }) {
  const { t } = useTranslation();
  const problems = formProblems(form);
  const unanswered = problems.filter((p) => /^(phq9|gad7)Items\.\d+$/.test(p.path)).length;
  const lines = [
    unanswered > 0 ? t('mentalHealth.incomplete.items', { count: unanswered }) : null,
    problems.some((p) => p.path === 'clinicalImpressions') ? t('mentalHealth.incomplete.impression') : null,
    problems.some((p) => p.path === 'clinicalImpressionDescription') ? t('mentalHealth.incomplete.description') : null,
  ].filter((line): line is string => line !== null);
  return (
    <Alert color="red" variant="light" role="alert" title={t('mentalHealth.incomplete.title')}>
      <Text size="sm">{t('mentalHealth.incomplete.nothingSent')}</Text>
      {lines.length > 0 ? (
        <List size="sm" mt="xs">
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
