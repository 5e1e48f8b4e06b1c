import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakenActionItemsProps, WebActionModule } from '../../lib/actions/action-module';
import { TakenActionButton } from '../../ui/taken-action-card';

/** Internal and physical referrals; seed 002 §2: each opens a modal with its message. */
function Referrals({ items, when, openMessage }: TakenActionItemsProps<'referrals'>) {
  const { t } = useTranslation();
  return items.map((item) => {
    const to = t('takenActions.referralTo', {
      profession: t(`referrals.profession.${item.profession}`),
      name: item.clinicianName,
      when: when(item.startTimeInclusive),
    });
    const meta = item.careFacilityName
      ? `${to} · ${t('takenActions.referralAt', { facility: item.careFacilityName })}`
      : to;
    const kind = t(`takenActions.referralKind.${item.kind}`);
    return (
      <TakenActionButton
        key={item.internalReferralId}
        title={kind}
        meta={meta}
        onClick={() => openMessage({ title: kind, meta, body: item.message })}
      />
    );
  });
}

/** Internal and physical referrals (seed 000 §2, §9; seed 002 §3, §7; issue 7). */
export const referralActions: WebActionModule = {
  id: 'referrals',
  panels: {
    'internal-referral': lazy(() =>
      import('./components/internal-referral-panel').then((m) => ({ default: m.InternalReferralPanel })),
    ),
    'physical-referral': lazy(() =>
      import('./components/physical-referral-panel').then((m) => ({ default: m.PhysicalReferralPanel })),
    ),
  },
  takenActions: { referrals: Referrals },
};
