import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakenActionItemsProps, WebActionModule } from '../../lib/actions/action-module';
import { TakenActionCard } from '../../ui/taken-action-card';
import { RenewalFinishing } from './components/renewal-finishing';

/** The meeting's e-prescriptions in taken actions: product, amount, status and when. */
function EPrescriptions({ items, when }: TakenActionItemsProps<'e-prescriptions'>) {
  const { t } = useTranslation();
  return items.map((item) => (
    <TakenActionCard
      key={item.id}
      title={`${item.product.tradeName} ${item.product.drugFormTextSv}`}
      meta={`${t('prescriptions.meeting.amount', { count: item.numberOfPackages, size: item.size })} · ${t(
        `prescriptions.status.${item.status}`,
      )} · ${when(item.prescribedAt)}`}
    />
  ));
}

/** Swedish e-prescriptions and renewals (seed 000 §4, §5; seed 002 §3, §7; issue 17). */
export const prescriptionActions: WebActionModule = {
  id: 'prescriptions',
  panels: {
    'se-prescription': lazy(() =>
      import('./components/prescription-panel').then((m) => ({ default: m.PrescriptionPanel })),
    ),
    'pollen-text-prescription': lazy(() =>
      import('./components/pollen-panel').then((m) => ({ default: m.PollenPanel })),
    ),
  },
  takenActions: { 'e-prescriptions': EPrescriptions },
  Finishing: RenewalFinishing,
};
