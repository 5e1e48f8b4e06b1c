import type { Meeting, SurveyQuestion } from '@konsult/domain';
import { Anchor, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { looseT } from '../../../i18n/loose-t';
import { formatList } from '../../../lib/format-list';
import type { TabPanelProps } from '../../../lib/record-pane/tab-panels';
import { EmptyText } from '../../../ui/empty-state';
import { LoadingState } from '../../../ui/loading-state';
import { QueryErrorState } from '../../../ui/query-state';
import { isIgnoredSurveyError, useSurveyResponse } from '../api/use-survey-response';
import { InternalReferralBanner } from './internal-referral-banner';
import { SymptomPhotos } from './symptom-photos';

/** Seed 001 §2.3: photo questions' answers are image ids. */
const PHOTO_NODE_TYPES: ReadonlySet<string> = new Set(['photo', 'taggable_photos']);

/**
 * Seed 001 §2.3 symptoms panel: the form's name, its policy document, the internal-referral banner and the
 * patient's answers, photos as thumbnails.
 */
export function SymptomsPanel({ meeting }: TabPanelProps) {
  const { t } = useTranslation();
  const survey = useSurveyResponse(meeting);
  if (!meeting) return null;

  const referral = meeting.internalReferral ? <InternalReferralBanner referral={meeting.internalReferral} /> : null;
  if (!meeting.symptoms) {
    // A referred meeting without a survey: the panel is there for the referral's banner.
    return (
      <Stack gap="sm">
        <FormHeading name={null} />
        {referral}
      </Stack>
    );
  }
  if (survey.isPending) {
    return (
      <Stack gap="sm">
        {referral}
        <LoadingState label={t('symptoms.loading')} />
      </Stack>
    );
  }
  if (survey.isError) {
    // Seed 001 §8: the survey store's known failure is ignored — the panel shows nothing from it.
    if (isIgnoredSurveyError(survey.error)) {
      return (
        <Stack gap="sm">
          <FormHeading name={meeting.symptoms?.formName ?? null} />
          {referral}
        </Stack>
      );
    }
    return (
      <Stack gap="sm">
        {referral}
        <QueryErrorState
          query={survey}
          error={{ title: t('symptoms.error.title'), message: t('symptoms.error.message') }}
        />
      </Stack>
    );
  }

  const form = survey.data.survey;
  return (
    <Stack gap="sm">
      <FormHeading name={form?.formName ?? meeting.symptoms?.formName ?? null} />
      {form?.policyUrl ? (
        <Anchor href={form.policyUrl} target="_blank" rel="noopener noreferrer" size="sm" c="teal.9" underline="always">
          {t('symptoms.policy')}
          <VisuallyHidden> {t('symptoms.newTab')}</VisuallyHidden>
        </Anchor>
      ) : null}
      {referral}
      {form && form.questions.length > 0 ? (
        <Answers questions={form.questions} meeting={meeting} />
      ) : (
        <EmptyText>{t('symptoms.noAnswers')}</EmptyText>
      )}
    </Stack>
  );
}

/** Forms are named by code ('sore_throat'); known ones have a title, others read as their words. */
function FormHeading({ name }: { name: string | null }) {
  const { t, i18n } = useTranslation();
  const key = `symptoms.formNames.${name}`;
  const title = !name
    ? t('consultation.leftbar.symptoms')
    : i18n.exists(key)
      ? looseT(t)(key)
      : name.charAt(0).toUpperCase() + name.slice(1).replaceAll('_', ' ');
  return (
    <Title order={2} size="h5">
      {title}
    </Title>
  );
}

function Answers({ questions, meeting }: { questions: SurveyQuestion[]; meeting: Meeting }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (
    <dl className="record-pane__facts record-pane__facts--stacked">
      {questions.map((question) => (
        <div key={question.nodeName}>
          <dt>{question.title}</dt>
          <dd>
            {PHOTO_NODE_TYPES.has(question.nodeTypeName) ? (
              <SymptomPhotos question={question.title} imageIds={question.answers} meetingId={meeting.id} />
            ) : question.answers.length === 0 ? (
              <Text size="sm" c="gray.7" span>
                {t('symptoms.noAnswer')}
              </Text>
            ) : (
              answerText(question, locale)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Choice answers arrive as option values; the clinician reads the options' labels as a list in the UI language. */
function answerText(question: SurveyQuestion, locale: string): string {
  const labels = new Map(question.options.map((option) => [option.value, option.label]));
  return formatList(
    question.answers.map((answer) => labels.get(answer) ?? answer),
    locale,
  );
}
