import type { ActionDefinition } from '../actions/action-definition';

/** Everyone may write a document from a template, outside a meeting too (it is saved in their latest meeting). */
export const createDocumentAction: ActionDefinition = {
  name: 'create-document',
  category: 'document',
  meetingless: true,
  offered: () => true,
};
