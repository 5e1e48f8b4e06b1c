import { treatsInClinic, type ActionDefinition } from '../actions/action-definition';

/** Sweden: a home-test referral order (Labportalen), by doctors and nurses, where home tests are switched on. */
export const seHomeTestReferralOrderAction: ActionDefinition = {
  name: 'se-home-test-referral-order',
  category: 'flask',
  offered: ({ clinician, features }) =>
    clinician.country === 'SE' && treatsInClinic(clinician) && features.homeTestOrders,
};

/** Norway: a home-test order, by doctors and nurses, except in a child meeting (the kits are for adults). */
export const noHomeTestOrderAction: ActionDefinition = {
  name: 'no-home-test-order',
  category: 'flask',
  offered: ({ clinician, features, meeting }) =>
    clinician.country === 'NO' && treatsInClinic(clinician) && features.homeTestOrders && !meeting.isChild,
};
