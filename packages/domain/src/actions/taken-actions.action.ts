import type { ActionDefinition } from './action-definition';

/** What was done in the meeting: in every meeting, in a pool with an external EMR too. */
export const takenActionsAction: ActionDefinition = {
  name: 'taken-actions',
  category: 'journal',
  externalEmr: true,
  offered: () => true,
};
