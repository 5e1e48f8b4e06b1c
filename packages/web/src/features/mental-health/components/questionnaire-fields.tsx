import { questionnaireText, type Locale } from '@konsult/domain';
import { Alert, Fieldset, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runningTotal } from './score-form';

const INSTRUMENT = { phq9: 'DEPRESSION', gad7: 'ANXIETY' } as const;

/**
 * One questionnaire answered item by item, in the published wording of the clinician's language: each item a radio
 * group named by its question, answered Not at all … Nearly every day (0–3); below it, the running total and, once
 * every item is answered, its severity band.
 */
export function QuestionnaireFields({
  kind,
  locale,
  answers,
  onAnswer,
  showMissing,
}: {
  kind: 'phq9' | 'gad7';
  locale: Locale;
  answers: readonly (number | null)[];
  onAnswer: (item: number, answer: number) => void;
  /** After a save was refused: unanswered items say so. */
  showMissing: boolean;
}) {
  const { t } = useTranslation();
  const text = questionnaireText(INSTRUMENT[kind], locale);
  const running = runningTotal(kind, answers);
  const selfHarm = kind === 'phq9' && (answers[8] ?? 0) > 0;
  return (
    <Fieldset legend={t(`mentalHealth.${kind}.legend`)}>
      <Stack gap="md">
        <Text size="sm" fw={500}>
          {text.instructions}
        </Text>
        {text.items.map((item, index) => (
          <Radio.Group
            key={item}
            label={item}
            value={answers[index] === null || answers[index] === undefined ? null : String(answers[index])}
            onChange={(value) => onAnswer(index, Number(value))}
            error={showMissing && answers[index] === null ? t('mentalHealth.itemRequired') : undefined}
          >
            <Group gap="md" mt={6}>
              {text.scale.map((option, points) => (
                <Radio key={option} value={String(points)} label={`${option} (${points})`} />
              ))}
            </Group>
          </Radio.Group>
        ))}
        <Text fw={600} aria-live="polite">
          {running.band
            ? t(`mentalHealth.${kind}.total`, {
                total: running.sum,
                band: t(`selfAssessments.severity.${running.band}`),
              })
            : t(`mentalHealth.${kind}.partial`, {
                total: running.sum,
                answered: running.answered,
                of: answers.length,
              })}
        </Text>
        {selfHarm ? (
          <Alert color="yellow" variant="light" role="status">
            {t('mentalHealth.phq9.selfHarm')}
          </Alert>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
