import { prescribes, type ActionDefinition } from '../actions/action-definition';

/** Sweden: an e-prescription, by a doctor who is not external. */
export const sePrescriptionAction: ActionDefinition = {
  name: 'se-prescription',
  category: 'pill',
  offered: ({ clinician }) => clinician.country === 'SE' && prescribes(clinician),
};

/** Sweden: the seasonal-allergy text prescription, in text meetings under the pollen guidelines (seed 000 §4, §6). */
export const pollenTextPrescriptionAction: ActionDefinition = {
  name: 'pollen-text-prescription',
  category: 'pill',
  offered: ({ clinician, features, meeting }) =>
    clinician.country === 'SE' &&
    prescribes(clinician) &&
    features.pollenGuidelines &&
    meeting.interventionType === 'TEXT',
};

/** UK: EPS, where the signposting has it enabled (seed 002 §2). */
export const ukEpsPrescriptionAction: ActionDefinition = {
  name: 'uk-eps-prescription',
  category: 'pill',
  offered: ({ clinician, features }) =>
    clinician.country === 'GB' && prescribes(clinician) && features.ukEpsSignposting,
};

/** UK: pay-as-you-go by PDF; not in the insurer partnership, whose cover pays for EPS. */
export const ukPaygPrescriptionAction: ActionDefinition = {
  name: 'uk-payg-prescription',
  category: 'pill',
  offered: ({ clinician }) =>
    clinician.country === 'GB' && prescribes(clinician) && clinician.partnershipKind !== 'INSURER',
};
