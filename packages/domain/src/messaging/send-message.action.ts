import type { ActionDefinition } from '../actions/action-definition';

/** Everyone may send a message, outside a meeting and in a pool with an external EMR too. */
export const sendMessageAction: ActionDefinition = {
  name: 'send-message',
  category: 'message',
  meetingless: true,
  externalEmr: true,
  offered: () => true,
};
