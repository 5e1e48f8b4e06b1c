import { treatsInClinic, type ActionDefinition } from '../actions/action-definition';

/** Sweden: a lab referral, by doctors and nurses. */
export const seLabReferralAction: ActionDefinition = {
  name: 'se-lab-referral',
  category: 'flask',
  offered: ({ clinician }) => clinician.country === 'SE' && treatsInClinic(clinician),
};

/** Sweden: the physical lab queue, at a clinic that takes samples on site; as lab referrals, no psychologist's. */
export const physicalLabQueueAction: ActionDefinition = {
  name: 'physical-lab-queue',
  category: 'flask',
  offered: ({ clinician, features, meeting }) =>
    clinician.country === 'SE' && treatsInClinic(clinician) && meeting.hasCareFacility && features.physicalLabQueue,
};
