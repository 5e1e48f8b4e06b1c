import type { ActionDefinition } from '../actions/action-definition';

/** Sweden: to a colleague of the clinic, for clinicians who are not external. */
export const internalReferralAction: ActionDefinition = {
  name: 'internal-referral',
  category: 'calendar',
  offered: ({ clinician }) => clinician.country === 'SE' && !clinician.isExternal,
};

/** Sweden: a physical visit, from a digital meeting (at a clinic the visit is already physical). */
export const physicalReferralAction: ActionDefinition = {
  name: 'physical-referral',
  category: 'calendar',
  offered: ({ clinician, meeting }) => clinician.country === 'SE' && !meeting.hasCareFacility,
};

/** Sweden: a referral to a specialist, written by a doctor. */
export const specialistReferralAction: ActionDefinition = {
  name: 'se-specialist-referral',
  category: 'referral-specialist',
  offered: ({ clinician }) => clinician.country === 'SE' && clinician.profession === 'DOCTOR',
};
