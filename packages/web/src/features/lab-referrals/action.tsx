import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakenActionItemsProps, WebActionModule } from '../../lib/actions/action-module';
import { TakenActionCard } from '../../ui/taken-action-card';
import { useTestNames } from './components/use-test-names';

/** The meeting's lab referrals in taken actions: the tests, the site, the state and when. */
function LabReferrals({ items, when }: TakenActionItemsProps<'lab-referrals'>) {
  const { t } = useTranslation();
  const namesOf = useTestNames();
  return items.map((item) => (
    <TakenActionCard
      key={item.id}
      title={namesOf(item.tests)}
      meta={`${item.labTestSite.name} · ${t(`labReferrals.state.${item.state}`)} · ${when(item.sentAt)}`}
    />
  ));
}

/** The meeting's patient in the clinic's lab queue: the tests, the clinic, waiting or done. */
function PhysicalLabQueue({ items, when }: TakenActionItemsProps<'physical-lab-queue'>) {
  const { t } = useTranslation();
  const namesOf = useTestNames();
  return items.map((item) => (
    <TakenActionCard
      key={item.id}
      title={namesOf(item.tests)}
      meta={`${item.careFacility.name} · ${
        item.doneAt === null ? t('labReferrals.queue.waiting') : t('labReferrals.queue.done')
      } · ${when(item.queuedAt)}`}
    />
  ));
}

/** Swedish lab referrals and the physical lab queue (seed 002 §2, §3; issue 18). */
export const labReferralActions: WebActionModule = {
  id: 'lab-referrals',
  panels: {
    'se-lab-referral': lazy(() =>
      import('./components/lab-referral-panel').then((m) => ({ default: m.LabReferralPanel })),
    ),
    'physical-lab-queue': lazy(() =>
      import('./components/lab-queue-panel').then((m) => ({ default: m.LabQueuePanel })),
    ),
  },
  takenActions: { 'lab-referrals': LabReferrals, 'physical-lab-queue': PhysicalLabQueue },
};
