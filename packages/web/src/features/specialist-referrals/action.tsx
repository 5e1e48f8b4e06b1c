import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakenActionItemsProps, WebActionModule } from '../../lib/actions/action-module';
import { TakenActionLink } from '../../ui/taken-action-card';
import { referralPdfUrl } from './api/paths';

/** The meeting's specialist referrals in taken actions: purpose, specialty and recipient, when; each opens its PDF. */
function SpecialistReferrals({ items, when }: TakenActionItemsProps<'specialist-referrals'>) {
  const { t } = useTranslation();
  return items.map((item) => (
    <TakenActionLink
      key={item.id}
      href={referralPdfUrl(item.id)}
      title={item.purposeTitle ?? t(`specialistReferrals.types.${item.specialistTypeId}`)}
      meta={`${t(`specialistReferrals.types.${item.specialistTypeId}`)} · ${
        item.specialistUnit?.name ?? item.externalSpecialistInfo ?? ''
      } · ${when(item.sentAt)}`}
    />
  ));
}

/** The Swedish specialist referral (seed 000 §2; seed 002 §3, §9; issue 18). */
export const specialistReferralActions: WebActionModule = {
  id: 'specialist-referrals',
  panels: {
    'se-specialist-referral': lazy(() =>
      import('./components/specialist-referral-panel').then((m) => ({ default: m.SpecialistReferralPanel })),
    ),
  },
  takenActions: { 'specialist-referrals': SpecialistReferrals },
};
