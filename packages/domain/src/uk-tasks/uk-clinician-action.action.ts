import type { ActionDefinition } from '../actions/action-definition';

/** UK: a task for the practice team; not for a one-time web user, whom the practice cannot follow up (seed 000 §5). */
export const ukClinicianAction: ActionDefinition = {
  name: 'uk-clinician-action',
  category: 'clipboard',
  offered: ({ clinician, meeting }) => clinician.country === 'GB' && !meeting.isOneTimeUser,
};
