import type { ActionDefinition } from '../actions/action-definition';

/** Sweden: any clinician may send a self-assessment questionnaire. */
export const seSelfAssessmentAction: ActionDefinition = {
  name: 'se-self-assessment',
  category: 'clipboard',
  offered: ({ clinician }) => clinician.country === 'SE',
};
