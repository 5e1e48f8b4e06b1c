import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakenActionItemsProps, WebActionModule } from '../../lib/actions/action-module';
import { TakenActionCard } from '../../ui/taken-action-card';
import { UkTasksFinishing } from './components/clinician-checkboxes';

/** The meeting's tasks in taken actions: type, urgency and state, and when the practice should have done it. */
function UkClinicianTasks({ items, when }: TakenActionItemsProps<'uk-clinician-tasks'>) {
  const { t } = useTranslation();
  return items.map((item) => (
    <TakenActionCard
      key={item.id}
      title={t(`ukTasks.types.${item.type}`)}
      meta={[
        t('ukTasks.taken.meta', {
          urgency: t(`ukTasks.urgency.${item.urgency}`),
          status: t(`ukTasks.status.${item.status}`),
        }),
        ...(item.dueAt !== null ? [t('ukTasks.taken.due', { when: when(item.dueAt) })] : []),
      ].join(' · ')}
    />
  ));
}

/** UK clinician tasks and the end-of-meeting checkboxes (issue 19; seed 002 §3, seed 000 §5). */
export const ukTaskActions: WebActionModule = {
  id: 'uk-tasks',
  panels: {
    'uk-clinician-action': lazy(() => import('./components/uk-tasks-panel').then((m) => ({ default: m.UkTasksPanel }))),
  },
  takenActions: { 'uk-clinician-tasks': UkClinicianTasks },
  Finishing: UkTasksFinishing,
};
