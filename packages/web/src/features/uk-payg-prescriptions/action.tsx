import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakenActionItemsProps, WebActionModule } from '../../lib/actions/action-module';
import { TakenActionLink } from '../../ui/taken-action-card';
import { paygPdfPath } from './api/payg-prescriptions';

/** The meeting's pay-as-you-go prescriptions in taken actions: the file, sent or not and when; each opens its PDF. */
function PaygPrescriptions({ items, when }: TakenActionItemsProps<'payg-prescriptions'>) {
  const { t } = useTranslation();
  return items.map((item) => (
    <TakenActionLink
      key={item.id}
      href={paygPdfPath(item.meetingId, item.id)}
      title={t('ukPaygPrescriptions.takenAction', { file: item.fileName })}
      meta={`${t(`ukPaygPrescriptions.status.${item.status}`)} · ${when(item.sentAt ?? item.uploadedAt)}`}
    />
  ));
}

/** The UK pay-as-you-go prescription by PDF (seed 000 §4; issue 19). */
export const paygPrescriptionActions: WebActionModule = {
  id: 'uk-payg-prescriptions',
  panels: {
    'uk-payg-prescription': lazy(() =>
      import('./components/payg-prescription-panel').then((m) => ({ default: m.PaygPrescriptionPanel })),
    ),
  },
  takenActions: { 'payg-prescriptions': PaygPrescriptions },
};
