import type { LabTest } from '@konsult/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatList } from '../../../lib/format-list';
import { EmptyText } from '../../../ui/empty-state';
import { LoadingState } from '../../../ui/loading-state';
import { useLabTest } from '../api/use-lab-test';
import { BodyMeasurements } from './body-measurements';
import { DetailSection } from './detail-section';
import { LabError } from './lab-error';
import { LabResults } from './lab-results';

/** An opened lab test: the doctor's comment, results by category, body measurements and health form (§2.3). */
export function LabTestDetails({
  patientId,
  labTestId,
  encounterId,
  locale,
}: {
  patientId: string;
  labTestId: string;
  encounterId: string | null;
  locale: string;
}) {
  const { t } = useTranslation();
  const query = useLabTest(patientId, labTestId);
  if (query.isPending) return <LoadingState label={t('healthChecks.loadingTest')} minHeight="4rem" />;
  if (query.isError) {
    return (
      <LabError error={query.error} thing="labTest" onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const test = query.data;
  return (
    <>
      <DetailSection title={t('healthChecks.comment.title')}>
        {test.conclusion ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {test.conclusion}
          </Text>
        ) : (
          <EmptyText>{t('healthChecks.comment.none')}</EmptyText>
        )}
        {test.reviewerFullName ? (
          <Text size="xs" c="gray.7" mt={4}>
            {t('healthChecks.comment.reviewedBy', { name: test.reviewerFullName })}
          </Text>
        ) : null}
      </DetailSection>
      <DetailSection title={t('healthChecks.results.title')}>
        <LabResults results={test.results} locale={locale} />
      </DetailSection>
      <DetailSection title={t('healthChecks.measurements.title')}>
        <BodyMeasurements patientId={patientId} encounterId={encounterId} locale={locale} />
      </DetailSection>
      <DetailSection title={t('healthChecks.healthForm.title')}>
        <HealthForm form={test.healthForm} />
      </DetailSection>
    </>
  );
}

function HealthForm({ form }: { form: LabTest['healthForm'] }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  if (!form || form.questions.length === 0) return <EmptyText>{t('healthChecks.healthForm.none')}</EmptyText>;
  return (
    <dl className="lab-test__facts lab-test__facts--stacked">
      {form.questions.map((question, i) => (
        <div key={i}>
          <dt>{question.question}</dt>
          <dd>{question.answers ? formatList(question.answers, locale) : (question.answer ?? '–')}</dd>
        </div>
      ))}
    </dl>
  );
}
