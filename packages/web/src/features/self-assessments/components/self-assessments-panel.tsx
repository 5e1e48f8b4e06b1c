import {
  MARKET_TIME_ZONE,
  partitionBySurveyType,
  type SelfAssessmentResponse,
  visibleSurveyResponses,
} from '@konsult/domain';
import { Button } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import type { TabPanelProps } from '../../../lib/record-pane/tab-panels';
import { useMe } from '../../../lib/session/me-context';
import { EmptyText } from '../../../ui/empty-state';
import { QueryBoundary } from '../../../ui/query-state';
import { useSelfAssessments } from '../api/use-self-assessments';
import { logUnknownSurveyTypes } from '../log-unknown-types';
import { SelfAssessmentItem } from './self-assessment-item';
import '../self-assessments.css';

/**
 * Seed 001 §2.3 "Self-assessment list": expandable items (date, survey title, total score), the first 10 and a
 * 'show all' button (§9), a copy action per item. Surveys of a type the seed does not list are logged and left out.
 * In a meeting, a patient's answer to a questionnaire sent from it shows without a reload (useSelfAssessments).
 */
export function SelfAssessmentsPanel({ patientId, meeting }: TabPanelProps) {
  const { t } = useTranslation();
  const query = useSelfAssessments(patientId, meeting?.id ?? null);
  const [showAll, setShowAll] = useState(false);
  return (
    <QueryBoundary
      query={query}
      loading={t('selfAssessments.loading')}
      error={{ title: t('selfAssessments.error.title'), message: t('selfAssessments.error.message') }}
    >
      {(data) => (
        <SelfAssessmentList responses={data.surveyResponses} showAll={showAll} onShowAll={() => setShowAll(true)} />
      )}
    </QueryBoundary>
  );
}

interface SelfAssessmentListProps {
  responses: SelfAssessmentResponse[];
  showAll: boolean;
  onShowAll: () => void;
}

function SelfAssessmentList({ responses, showAll, onShowAll }: SelfAssessmentListProps) {
  const { t, i18n } = useTranslation();
  const { pool } = useMe();
  const partition = useMemo(() => partitionBySurveyType(responses), [responses]);
  useEffect(() => {
    logUnknownSurveyTypes(partition.unknownTypes);
  }, [partition]);

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
        <Button size="xs" variant="default" onClick={onShowAll}>
          {t('selfAssessments.showAll', { count: hidden })}
        </Button>
      ) : null}
    </>
  );
}
