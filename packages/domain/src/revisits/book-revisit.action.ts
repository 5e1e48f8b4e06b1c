import type { ActionDefinition } from '../actions/action-definition';

/** A one-time web user has no account to book into (seed 000 §5). */
export const bookRevisitAction: ActionDefinition = {
  name: 'book-revisit',
  category: 'calendar',
  offered: ({ meeting }) => !meeting.isOneTimeUser,
};
