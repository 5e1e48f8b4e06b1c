import { diaryWindow, isDiaryActivityType, type DiaryActivity, type TreatmentProgramme } from '@konsult/domain';
import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TabPanelProps } from '../../../lib/record-pane/tab-panels';
import { EmptyText } from '../../../ui/empty-state';
import { ExpandableCard } from '../../../ui/expandable-card';
import { QueryBoundary } from '../../../ui/query-state';
import { useDiaryActivities } from '../api/exercises';
import { CarePlanBoundary } from './care-plan-boundary';
import { averageRating, dayStartUtc, type DiaryWeek, diaryWeeks } from './diary-weeks';
import { useProgrammeFormat } from './use-programme-format';
import './exercise-list.css';

/** Seed 001 §2.3 activity diary: the programme's diary exercise by week, newest first, each week expandable. */
export function ActivityDiaryPanel({ patientId }: TabPanelProps) {
  const { t } = useTranslation();
  return (
    <CarePlanBoundary patientId={patientId}>
      {(carePlan) => {
        const exercise = carePlan.exercises.find((e) => e.type === 'activity-diary');
        return exercise ? (
          <DiaryActivities key={exercise.exerciseId} exerciseId={exercise.exerciseId} carePlan={carePlan} />
        ) : (
          <EmptyText>{t('treatmentProgrammes.diary.missing')}</EmptyText>
        );
      }}
    </CarePlanBoundary>
  );
}

function DiaryActivities({ exerciseId, carePlan }: { exerciseId: string; carePlan: TreatmentProgramme }) {
  const { t } = useTranslation();
  // The diary's span (the domain's diaryWindow, the same the patient may write in), as of when the tab opened, so
  // the query stays one.
  const [now] = useState(() => Date.now());
  const { from, to } = diaryWindow(carePlan.created, carePlan.ended, now);
  const query = useDiaryActivities(exerciseId, from, to);
  return (
    <QueryBoundary
      query={query}
      loading={t('treatmentProgrammes.diary.loading')}
      error={{ title: t('treatmentProgrammes.diary.errorTitle'), message: t('treatmentProgrammes.exerciseLoadError') }}
      empty={{ text: t('treatmentProgrammes.diary.empty'), when: (activities) => activities.length === 0 }}
    >
      {(activities) => <DiaryWeeks activities={activities} />}
    </QueryBoundary>
  );
}

function DiaryWeeks({ activities }: { activities: DiaryActivity[] }) {
  const { t } = useTranslation();
  const format = useProgrammeFormat();
  const weeks = useMemo(() => diaryWeeks(activities, format.timeZone), [activities, format.timeZone]);
  // The newest week opens with the tab: what the patient did lately is what the psychologist reads first.
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(weeks.slice(0, 1).map((w) => w.monday)));
  const toggle = (monday: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(monday)) next.add(monday);
      return next;
    });
  return (
    <ul className="programme-exercise-list" aria-label={t('treatmentProgrammes.diary.weeks')}>
      {weeks.map((week) => (
        <WeekCard key={week.monday} week={week} expanded={open.has(week.monday)} onToggle={() => toggle(week.monday)} />
      ))}
    </ul>
  );
}

function WeekCard({ week, expanded, onToggle }: { week: DiaryWeek; expanded: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const format = useProgrammeFormat();
  const dayFormat = useMemo(
    () => new Intl.DateTimeFormat(format.locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }),
    [format.locale],
  );
  const rangeFormat = useMemo(
    () => new Intl.DateTimeFormat(format.locale, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }),
    [format.locale],
  );
  const count = week.days.reduce((n, d) => n + d.activities.length, 0);
  // The patient's form offers DIARY_ACTIVITY_TYPES; a type from elsewhere is shown as it was written.
  const activityTypeLabel = (type: string) =>
    isDiaryActivityType(type) ? t(`treatmentProgrammes.diary.types.${type}`) : type;
  const average = averageRating(week);
  return (
    <ExpandableCard
      block="programme-week"
      expanded={expanded}
      onToggle={onToggle}
      header={
        <>
          <span className="expandable-card__title">
            {t('treatmentProgrammes.diary.week', {
              number: week.weekNumber,
              range: rangeFormat.formatRange(dayStartUtc(week.monday), dayStartUtc(week.monday + 6)),
            })}
          </span>
          <span className="expandable-card__meta">
            {[
              t('treatmentProgrammes.diary.activities', { count }),
              ...(average !== null
                ? [t('treatmentProgrammes.diary.average', { rating: average.toLocaleString(format.locale) })]
                : []),
            ].join(' · ')}
          </span>
        </>
      }
    >
      {week.days.map(({ day, activities }) => (
        <div key={day} role="group" aria-label={dayFormat.format(dayStartUtc(day))}>
          <h3 className="programme-week__day">{dayFormat.format(dayStartUtc(day))}</h3>
          <ul className="programme-week__activities">
            {activities.map((activity) => (
              <li key={activity.id} className="programme-week__activity">
                <Text size="sm" c="gray.7" component="span">
                  {format.clock(activity.activityTime)}
                </Text>
                <Text size="sm" component="span">
                  {activity.title}
                  {activity.type ? (
                    <Text size="xs" c="gray.7" component="span">
                      {' · '}
                      {activityTypeLabel(activity.type)}
                    </Text>
                  ) : null}
                </Text>
                <Text size="sm" component="span">
                  {t('treatmentProgrammes.rating', { rating: activity.rating })}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </ExpandableCard>
  );
}
