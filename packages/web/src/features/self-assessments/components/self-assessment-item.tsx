import {
  bandOf,
  QUESTIONNAIRES,
  SELF_ASSESSMENT_TYPES,
  SURVEY_TYPES,
  scoreQuestionnaire,
  severityOf,
  type SelfAssessmentResponse,
  type SurveyType,
} from '@konsult/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-time';
import { ExpandableCard } from '../../../ui/expandable-card';
import { answerText, surveyResponseText } from '../survey-text';

type Props = {
  response: SelfAssessmentResponse & { formName: SurveyType };
  locale: string;
  timeZone: string;
};

type CopyState = 'idle' | 'copied' | 'failed';

/** One self-assessment: date, survey title and total score; opens into its questions and a copy action (§2.3). */
export function SelfAssessmentItem({ response, locale, timeZone }: Props) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const info = SURVEY_TYPES[response.formName];
  const title = t(`selfAssessments.type.${response.formName}`);
  const date = formatDate(response.createdAt, locale, timeZone);
  const scoreLine = useScoreLine(response, locale);
  const phq9 = info.scoring === 'phq9' ? scoreQuestionnaire('phq9', response.questions) : null;

  const copyToClipboard = async () => {
    const text = surveyResponseText({
      title,
      date,
      scoreLine,
      questions: response.questions,
      notAnswered: t('selfAssessments.notAnswered'),
      locale,
    });
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <ExpandableCard
      block="self-assessment"
      header={
        <>
          <span className="expandable-card__meta self-assessment__date">{date}</span>
          <span className="expandable-card__title self-assessment__title">{title}</span>
          <span className="self-assessment__score">{scoreLine ?? t('selfAssessments.noScore')}</span>
        </>
      }
    >
      <Group gap="xs" mb="xs">
        <Button size="xs" variant="default" onClick={() => void copyToClipboard()}>
          {t('selfAssessments.copy')}
        </Button>
        <Text size="xs" c={copy === 'failed' ? 'red.9' : 'gray.7'} role="status">
          {copy === 'copied' ? t('selfAssessments.copied') : copy === 'failed' ? t('selfAssessments.copyFailed') : ''}
        </Text>
      </Group>
      {phq9?.selfHarmThoughts ? (
        <Alert color="orange" variant="light" mb="xs">
          {t('selfAssessments.selfHarm', { answer: answerText(response.questions[8]!, locale) ?? '' })}
        </Alert>
      ) : null}
      <ol className="self-assessment__questions">
        {response.questions.map((question, i) => (
          <li key={i}>
            {question.subtitle ? <p className="self-assessment__subtitle">{question.subtitle}</p> : null}
            <p className="self-assessment__question">{question.title}</p>
            <p className="self-assessment__answer">
              {answerText(question, locale) ?? t('selfAssessments.notAnswered')}
            </p>
          </li>
        ))}
      </ol>
    </ExpandableCard>
  );
}

/** "Total score 14 of 27, moderate"; PHQ-9 and GAD-7 with their severity band. null for surveys without a score. */
function useScoreLine(response: SelfAssessmentResponse & { formName: SurveyType }, locale: string): string | null {
  const { t } = useTranslation();
  const { maxScore, scoring } = SURVEY_TYPES[response.formName];
  if (response.score === null || maxScore === null) return null;
  // Two decimals: an SMBQ mean of 3.95 is below its 4.0 threshold and must not read as 4.
  const score = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(response.score);
  if (scoring) {
    return t('selfAssessments.scoreWithSeverity', {
      score,
      max: maxScore,
      severity: t(`selfAssessments.severity.${severityOf(scoring, response.score)}`),
    });
  }
  // SMBQ and WSAS, as sent from a meeting (issue 18): what the score means by the instrument's cut-offs.
  const type = SELF_ASSESSMENT_TYPES.find((candidate) => QUESTIONNAIRES[candidate].formName === response.formName);
  if (!type) return t('selfAssessments.score', { score, max: maxScore });
  return t('selfAssessments.scoreWithSeverity', {
    score,
    max: maxScore,
    severity: t(`selfAssessments.band.${bandOf(type, response.score)}`),
  });
}
