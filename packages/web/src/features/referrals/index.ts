// Internal and physical referrals (seed 000 §2, §9; seed 002 §3, §7; issue 7): the two actions' panels.
export { InternalReferralPanel } from './components/internal-referral-panel';
export { PhysicalReferralPanel } from './components/physical-referral-panel';
