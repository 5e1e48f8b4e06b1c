import { completedLabTests, MARKET_TIME_ZONE } from '@konsult/domain';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { useMe } from '../../../lib/session/me-context';
import { EmptyText } from '../../../ui/empty-state';
import { LoadingState } from '../../../ui/loading-state';
import { useLabTests } from '../api/use-lab-tests';
import { LabError } from './lab-error';
import { LabTestItem } from './lab-test-item';
import '../health-checks.css';

/**
 * Seed 001 §2.3 "Health checks": the patient's completed lab tests (§4: COMPLETE only), each expandable into the
 * doctor's comment, results by category, body measurements and health form; a spinner, the lab errors of §8 and a
 * not-found text.
 */
export function HealthChecksPanel({ patientId }: { patientId: string }) {
  const { t, i18n } = useTranslation();
  const { pool } = useMe();
  const query = useLabTests(patientId);
  if (query.isPending) return <LoadingState label={t('healthChecks.loading')} />;
  if (query.isError) {
    return (
      <LabError error={query.error} thing="labTests" onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const tests = completedLabTests(query.data.labTestsMetaData);
  if (tests.length === 0) return <EmptyText>{t('healthChecks.empty')}</EmptyText>;
  const locale = intlLocale(i18n.language);
  const timeZone = MARKET_TIME_ZONE[pool.country];
  return (
    <ul className="lab-test-list" aria-label={t('healthChecks.list')}>
      {tests.map((test) => (
        <LabTestItem key={test.id} patientId={patientId} test={test} locale={locale} timeZone={timeZone} />
      ))}
    </ul>
  );
}
