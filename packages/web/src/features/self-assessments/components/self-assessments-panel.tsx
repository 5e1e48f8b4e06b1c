import { MARKET_TIME_ZONE, partitionBySurveyType, visibleSurveyResponses } from '@konsult/domain';
import { Button } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { useMe } from '../../../lib/session/me-context';
import { EmptyText } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingState } from '../../../ui/loading-state';
import { useSelfAssessments } from '../api/use-self-assessments';
import { logUnknownSurveyTypes } from '../log-unknown-types';
import { SelfAssessmentItem } from './self-assessment-item';
import '../self-assessments.css';

/**
 * Seed 001 §2.3 "Self-assessment list": expandable items (date, survey title, total score), the first 10 and a
 * 'show all' button (§9), a copy action per item. Surveys of a type the seed does not list are logged and left out.
 */
export function SelfAssessmentsPanel({ patientId }: { patientId: string }) {
  const { t, i18n } = useTranslation();
  const { pool } = useMe();
  const query = useSelfAssessments(patientId);
  const [showAll, setShowAll] = useState(false);
  const partition = useMemo(
    () => (query.data ? partitionBySurveyType(query.data.surveyResponses) : null),
    [query.data],
  );
  useEffect(() => {
    if (partition) logUnknownSurveyTypes(partition.unknownTypes);
  }, [partition]);

  if (query.isPending) return <LoadingState label={t('selfAssessments.loading')} />;
  if (query.isError || !partition) {
    return (
      <ErrorState
        title={t('selfAssessments.error.title')}
        message={t('selfAssessments.error.message')}
        retryLabel={t('common.tryAgain')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (partition.known.length === 0) return <EmptyText>{t('selfAssessments.empty')}</EmptyText>;
  const { visible, hidden } = visibleSurveyResponses(partition.known, showAll);
  const locale = intlLocale(i18n.language);
  const timeZone = MARKET_TIME_ZONE[pool.country];
  return (
    <>
      <ul className="self-assessment-list" aria-label={t('selfAssessments.list')}>
        {visible.map((response) => (
          <SelfAssessmentItem key={response.id} response={response} locale={locale} timeZone={timeZone} />
        ))}
      </ul>
      {hidden > 0 ? (
        <Button size="xs" variant="default" onClick={() => setShowAll(true)}>
          {t('selfAssessments.showAll', { count: hidden })}
        </Button>
      ) : null}
    </>
  );
}
