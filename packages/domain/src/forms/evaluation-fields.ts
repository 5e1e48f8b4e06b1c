import type { Profession } from '../clinicians/profession';
import type { Condition, FieldNode, FieldOption } from './template';

/**
 * The evaluation fields of seed 002 §3 as template nodes, with the visibility rules of seed 002 §4.
 *
 * How answers are stored:
 * - `patient_helped` is the seed's boolean, but a form needs three states (unanswered, yes, no) and
 *   a single choice's value is a string, so it is a single choice with the values 'true' and 'false'
 *   (`PATIENT_HELPED`); unanswered is an absent value. Adapters that need a real boolean compare
 *   with 'true'.
 * - Every other yes/no question is a single choice with the values 'yes' and 'no' (`ANSWER`), as
 *   the seed words them ("prescription created is yes", "the advice offer is no").
 * - Option sets use the seed's values; labels are i18n keys: `forms.options.yes|no|not-applicable`
 *   for the shared answers, `forms.evaluation.options.<field>.<value>` for the rest.
 */

export const PATIENT_HELPED = { helped: 'true', notHelped: 'false' } as const;
export const ANSWER = { yes: 'yes', no: 'no', notApplicable: 'not-applicable' } as const;

export const NOT_HELPED_REASONS = ['no-show', 'not-suitable', 'technical-error', 'referral-internal'] as const;
export const NOT_SUITABLE_REASONS = ['physical', 'lab', 'xray', 'permanent'] as const;
export const HELPED_ACTIONS = ['prescription', 'referral', 'sick-note'] as const;
export const REFERRAL_TYPES = [
  'labs',
  'internal',
  'other',
  'specialist',
  'physical-primary-care',
  'emergency-room',
] as const;
/** The seed counts five physical booking reasons without naming them; these are ours. */
export const PHYSICAL_BOOKING_REASONS = [
  'patient-preference',
  'already-booked',
  'continuity-of-care',
  'local-routine',
  'other',
] as const;
export const PROBLEM_REASONS = ['not-healthcare', 'technical-error', 'against-policy'] as const;

const label = (name: string) => `forms.evaluation.${name}`;
const option = (field: string, value: string): FieldOption => ({
  value,
  label: label(`options.${field}.${value}`),
});
const options = (field: string, values: readonly string[]) => values.map((value) => option(field, value));
const YES: FieldOption = { value: ANSWER.yes, label: 'forms.options.yes' };
const NO: FieldOption = { value: ANSWER.no, label: 'forms.options.no' };
const NOT_APPLICABLE: FieldOption = { value: ANSWER.notApplicable, label: 'forms.options.not-applicable' };

const singleChoice = (name: string, opts: readonly FieldOption[], visibleWhen?: Condition): FieldNode => ({
  name,
  kind: 'single-choice',
  label: label(name),
  options: opts,
  required: true,
  ...(visibleWhen ? { visibleWhen } : {}),
});
const yesNo = (name: string, visibleWhen?: Condition) => singleChoice(name, [YES, NO], visibleWhen);
const specify = (name: string, visibleWhen: Condition): FieldNode => ({
  name,
  kind: 'textarea',
  label: label(name),
  required: true,
  visibleWhen,
});

// --- the patient_helped family -----------------------------------------------------------------

export const patientHelpedField = (): FieldNode =>
  singleChoice('patient_helped', [
    { value: PATIENT_HELPED.helped, label: 'forms.options.yes' },
    { value: PATIENT_HELPED.notHelped, label: 'forms.options.no' },
  ]);

/**
 * Nurses and psychologists may also answer that they handed the patient on to a colleague of
 * another profession (referral-internal); doctors are where internal referrals end.
 */
export const patientNotHelpedReasonField = (audience: Profession): FieldNode =>
  singleChoice(
    'patient_not_helped_reason',
    options(
      'patient_not_helped_reason',
      audience === 'DOCTOR' ? NOT_HELPED_REASONS.filter((r) => r !== 'referral-internal') : NOT_HELPED_REASONS,
    ),
    { field: 'patient_helped', equals: PATIENT_HELPED.notHelped },
  );

export const notSuitableReasonField = (): FieldNode =>
  singleChoice(
    'not_suitable_for_digital_care_reason',
    options('not_suitable_for_digital_care_reason', NOT_SUITABLE_REASONS),
    {
      field: 'patient_not_helped_reason',
      equals: 'not-suitable',
    },
  );

/**
 * What the meeting led to; optional, since advice alone also helps. Psychologists only refer;
 * nurses write no sick notes.
 */
export const patientHelpedActionField = (audience: Profession): FieldNode => {
  const offered: Record<Profession, readonly string[]> = {
    DOCTOR: HELPED_ACTIONS,
    NURSE: ['prescription', 'referral'],
    PSYCHOLOGIST: ['referral'],
  };
  return {
    name: 'patient_helped_action',
    kind: 'multi-choice',
    label: label('patient_helped_action'),
    options: options('patient_helped_action', offered[audience]),
  };
};

/** Psychologists order no lab tests. */
export const referralTypeField = (audience: Profession): FieldNode => ({
  name: 'referral_type',
  kind: 'multi-choice',
  label: label('referral_type'),
  options: options(
    'referral_type',
    audience === 'PSYCHOLOGIST' ? REFERRAL_TYPES.filter((t) => t !== 'labs') : REFERRAL_TYPES,
  ),
  required: true,
  visibleWhen: { field: 'patient_helped_action', includes: 'referral' },
});

/** "Was a nurse the right level of care for this contact?" */
export const appropriateCareLevelNurseField = (): FieldNode => yesNo('appropriate_care_level_nurse');

export const couldHaveBeenHandledDigitallyField = (): FieldNode =>
  singleChoice('could_have_been_handled_digitally', [YES, NO, NOT_APPLICABLE]);

export const physicalBookingReasonField = (): FieldNode =>
  singleChoice('physical_booking_reason', options('physical_booking_reason', PHYSICAL_BOOKING_REASONS), {
    field: 'could_have_been_handled_digitally',
    equals: ANSWER.yes,
  });

export const otherIssuesWithPhysicalBookingField = (): FieldNode => ({
  name: 'other_issues_with_physical_booking',
  kind: 'textarea',
  label: label('other_issues_with_physical_booking'),
});

/** Optional: most meetings have no problem to report. */
export const problemsExperiencedReasonField = (): FieldNode => ({
  name: 'problems_experienced_reason',
  kind: 'multi-choice',
  label: label('problems_experienced_reason'),
  options: options('problems_experienced_reason', PROBLEM_REASONS),
});

// --- the care-outcome family -------------------------------------------------------------------

export const prescriptionCreatedField = (): FieldNode => yesNo('prescription_created');
export const antibioticsPrescribedField = (): FieldNode =>
  yesNo('antibiotics_prescribed', { field: 'prescription_created', equals: ANSWER.yes });
export const sickNoteCreatedField = (): FieldNode => yesNo('sick_note_created');
export const referFurtherCareField = (): FieldNode => yesNo('refer_further_care');
export const referFurtherCareSpecifyField = (): FieldNode =>
  specify('refer_further_care_specify', { field: 'refer_further_care', equals: ANSWER.yes });

/**
 * Shows when prescription, sick note and further care are all no (seed 002 §4). A template without
 * the prescription and sick-note questions (psychologists, external EMR) asks only about further care.
 */
export const medicalAdviceOfferField = (outcomeFields: readonly string[]): FieldNode =>
  yesNo('medical_advice_offer', {
    all: outcomeFields.map((field): Condition => ({ field, equals: ANSWER.no })),
  });

export const medicalAdviceNotOfferedSpecifyField = (): FieldNode =>
  specify('medical_advice_not_offered_specify', { field: 'medical_advice_offer', equals: ANSWER.no });

/** "Did the patient need physical care?" */
export const requiredPhysicalCareField = (): FieldNode => yesNo('required-physical-care');
