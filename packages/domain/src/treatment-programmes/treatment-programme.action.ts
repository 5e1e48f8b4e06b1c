import { isTherapist, type ActionDefinition } from '../actions/action-definition';

/** Sweden and the UK: psychologists and mental-health care; not for a one-time web user, who has no account. */
export const treatmentProgrammeAction: ActionDefinition = {
  name: 'treatment-programme',
  category: 'book',
  offered: ({ clinician, meeting }) =>
    (clinician.country === 'SE' || clinician.country === 'GB') && isTherapist(clinician) && !meeting.isOneTimeUser,
};
