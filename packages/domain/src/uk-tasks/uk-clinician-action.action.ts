import type { ActionDefinition } from '../actions/action-definition';
import { givesUkTasks } from './uk-task-rules';

/**
 * UK: a task for the practice team; not for a one-time web user, whom the practice cannot follow up (seed 000 §5),
 * and only for a clinician who has task types (seed 002 §6). Offered in a pool with an external EMR too: the task
 * goes to the practice team, not into the record.
 */
export const ukClinicianAction: ActionDefinition = {
  name: 'uk-clinician-action',
  category: 'clipboard',
  externalEmr: true,
  offered: ({ clinician, meeting }) =>
    clinician.country === 'GB' &&
    !meeting.isOneTimeUser &&
    givesUkTasks(clinician.profession, clinician.partnershipKind),
};
