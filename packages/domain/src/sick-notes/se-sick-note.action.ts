import type { ActionDefinition } from '../actions/action-definition';

/** Sweden: a doctor's sick note (through the certificate service). */
export const seSickNoteAction: ActionDefinition = {
  name: 'se-sick-note',
  category: 'document',
  offered: ({ clinician }) => clinician.country === 'SE' && clinician.profession === 'DOCTOR',
};
