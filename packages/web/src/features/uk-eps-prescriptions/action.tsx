import { epsMedicineLabel } from '@konsult/domain';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakenActionItemsProps, WebActionModule } from '../../lib/actions/action-module';
import { TakenActionCard } from '../../ui/taken-action-card';

/** The meeting's EPS prescriptions in taken actions: the medicines, the pharmacy, the status and when. */
function EpsPrescriptions({ items, when }: TakenActionItemsProps<'eps-prescriptions'>) {
  const { t } = useTranslation();
  return items.map((item) => (
    <TakenActionCard
      key={item.id}
      title={item.items.map((line) => epsMedicineLabel(line)).join(', ')}
      meta={`${item.nominatedPharmacy.name} · ${t(`ukEpsPrescriptions.status.${item.status}`)} · ${item.epsPrescriptionId} · ${when(item.sentAt)}`}
    />
  ));
}

/** The UK EPS prescription (seed 002 §2; issue 19). */
export const ukEpsPrescriptionActions: WebActionModule = {
  id: 'uk-eps-prescriptions',
  panels: {
    'uk-eps-prescription': lazy(() => import('./components/eps-panel').then((m) => ({ default: m.EpsPanel }))),
  },
  takenActions: { 'eps-prescriptions': EpsPrescriptions },
};
