import type { SituationAnalysis } from '@konsult/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TabPanelProps } from '../../../lib/record-pane/tab-panels';
import { EmptyText } from '../../../ui/empty-state';
import { ExpandableCard } from '../../../ui/expandable-card';
import { QueryBoundary } from '../../../ui/query-state';
import { useSituations } from '../api/exercises';
import { CarePlanBoundary } from './care-plan-boundary';
import { useProgrammeFormat } from './use-programme-format';
import './exercise-list.css';

const FIELDS = [
  'description',
  'thoughts',
  'sensations',
  'behaviour',
  'shortTermConsequences',
  'longTermConsequences',
] as const;

/** Seed 001 §2.3 situation analysis: the patient's analyses, newest first, each expandable. */
export function SituationAnalysisPanel({ patientId }: TabPanelProps) {
  const { t } = useTranslation();
  return (
    <CarePlanBoundary patientId={patientId}>
      {(carePlan) => {
        const exercise = carePlan.exercises.find((e) => e.type === 'situation-analysis');
        return exercise ? (
          <Situations key={exercise.exerciseId} exerciseId={exercise.exerciseId} />
        ) : (
          <EmptyText>{t('treatmentProgrammes.situations.missing')}</EmptyText>
        );
      }}
    </CarePlanBoundary>
  );
}

function Situations({ exerciseId }: { exerciseId: string }) {
  const { t } = useTranslation();
  const query = useSituations(exerciseId);
  return (
    <QueryBoundary
      query={query}
      loading={t('treatmentProgrammes.situations.loading')}
      error={{
        title: t('treatmentProgrammes.situations.errorTitle'),
        message: t('treatmentProgrammes.exerciseLoadError'),
      }}
      empty={{ text: t('treatmentProgrammes.situations.empty'), when: (situations) => situations.length === 0 }}
    >
      {(situations) => (
        <ul className="programme-exercise-list" aria-label={t('treatmentProgrammes.situations.list')}>
          {[...situations]
            .sort((a, b) => b.time - a.time)
            .map((situation) => (
              <SituationCard key={situation.id} situation={situation} />
            ))}
        </ul>
      )}
    </QueryBoundary>
  );
}

function SituationCard({ situation }: { situation: SituationAnalysis }) {
  const { t } = useTranslation();
  const format = useProgrammeFormat();
  const [open, setOpen] = useState(false);
  return (
    <ExpandableCard
      block="programme-situation"
      expanded={open}
      onToggle={() => setOpen((current) => !current)}
      header={
        <>
          <span className="expandable-card__title">{format.dateTime(situation.time)}</span>
          <span className="expandable-card__meta">
            {t('treatmentProgrammes.rating', { rating: situation.rating })} · {firstLine(situation.description)}
          </span>
        </>
      }
    >
      <dl className="programme-situation__details">
        {FIELDS.map((field) => (
          <div key={field}>
            <dt>{t(`treatmentProgrammes.situations.fields.${field}`)}</dt>
            <dd>{situation[field].trim() || t('treatmentProgrammes.situations.notWritten')}</dd>
          </div>
        ))}
      </dl>
    </ExpandableCard>
  );
}

/** The description's start, for the closed card: enough to tell the situations apart. */
function firstLine(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}
