import { PROFESSIONS, type Profession } from '../clinicians/profession';
import { ACTIVITY_TYPES, type ActivityType } from '../meetings/meeting';
import {
  antibioticsPrescribedField,
  appropriateCareLevelNurseField,
  couldHaveBeenHandledDigitallyField,
  medicalAdviceNotOfferedSpecifyField,
  medicalAdviceOfferField,
  notSuitableReasonField,
  otherIssuesWithPhysicalBookingField,
  patientHelpedActionField,
  patientHelpedField,
  patientNotHelpedReasonField,
  physicalBookingReasonField,
  prescriptionCreatedField,
  problemsExperiencedReasonField,
  referFurtherCareField,
  referFurtherCareSpecifyField,
  referralTypeField,
  requiredPhysicalCareField,
  sickNoteCreatedField,
} from './evaluation-fields';
import type { FieldNode, FormSection, FormTemplate } from './template';

/**
 * Which evaluation a meeting gets (seed 002 §4: by country, profession, activity type, external EMR
 * use and whether a saved evaluation already has patient_helped).
 *
 * 1. Refusals, checked in this order:
 *    | input                                      | error                                                          |
 *    |--------------------------------------------|----------------------------------------------------------------|
 *    | country not SE, GB, FR, DE (NO included)   | Unsupported country "XX"                                       |
 *    | profession not DOCTOR, NURSE, PSYCHOLOGIST | Unsupported profession "X"                                     |
 *    | activity type not one of ACTIVITY_TYPES    | Unknown activity type "X"                                      |
 *    | PRESCRIPTION_RENEWAL outside SE            | Prescription renewal text activity not supported in market     |
 *    | PRESCRIPTION_RENEWAL by a PSYCHOLOGIST     | Prescription renewal not supported for profession "PSYCHOLOGIST" |
 *
 * 2. Family, the questions that measure the outcome:
 *    | SE, FR                                     | patient-helped: patient_helped, reasons, actions, referrals    |
 *    | GB, DE                                     | care-outcome: prescription, sick note, further care, advice    |
 *    | GB, DE with legacyPatientHelped            | patient-helped: a saved evaluation keeps its questions         |
 *
 * 3. Audience, whose questions:
 *    | PSYCHOLOGIST, or anyone in MENTAL_HEALTH   | PSYCHOLOGIST: no prescription, sick-note or lab questions      |
 *    | NURSE                                      | NURSE: + appropriate_care_level_nurse, referral-internal       |
 *    | DOCTOR                                     | DOCTOR                                                         |
 *
 * 4. Variant, how much is asked:
 *    | usesExternalEmr                            | external-emr: notes and orders live in the other system, so no |
 *    |                                            | actions, no prescription/sick-note questions, no physical care |
 *    | PRESCRIPTION_RENEWAL (SE)                  | prescription-renewal: the outcome questions, no physical care  |
 *    | otherwise                                  | standard                                                       |
 *
 * Ids: `evaluation/<country>/<audience>[/patient-helped][/<variant>]/v1`, e.g. `evaluation/SE/DOCTOR/v1`,
 * `evaluation/GB/NURSE/external-emr/v1`, `evaluation/DE/DOCTOR/patient-helped/v1`,
 * `evaluation/SE/DOCTOR/prescription-renewal/v1`. `/patient-helped` appears only where that family is not
 * the market's current one.
 *
 * What the templates ask (✓ asked, – not asked; "+int." = with the referral-internal reason):
 *
 *    patient-helped family                 | DOCTOR | NURSE        | renewal    | PSYCHOLOGIST | external-emr
 *    patient_helped                        | ✓      | ✓            | ✓          | ✓            | ✓
 *    patient_not_helped_reason             | ✓      | ✓ +int.      | ✓          | ✓ +int.      | ✓
 *    not_suitable_for_digital_care_reason  | ✓      | ✓            | ✓          | ✓            | ✓
 *    patient_helped_action                 | all 3  | no sick-note | by audience | referral    | –
 *    referral_type                         | ✓      | ✓            | ✓          | no labs      | –
 *    appropriate_care_level_nurse          | –      | ✓            | nurses     | –            | nurses
 *    could_have_been_handled_digitally,    | ✓      | ✓            | –          | –            | –
 *      physical_booking_reason, other_issues_with_physical_booking
 *    problems_experienced_reason           | ✓      | ✓            | ✓          | ✓            | ✓
 *
 *    care-outcome family                   | DOCTOR, NURSE | PSYCHOLOGIST | external-emr
 *    prescription_created,                 | ✓             | –            | –
 *      antibiotics_prescribed, sick_note_created
 *    refer_further_care (+ _specify)       | ✓             | ✓            | ✓
 *    medical_advice_offer (+ _not_offered_specify) | ✓     | ✓ *          | ✓ *
 *    required-physical-care                | ✓             | –            | ✓
 *    appropriate_care_level_nurse          | nurses        | –            | nurses
 *    problems_experienced_reason           | ✓             | ✓            | ✓
 *    * without the prescription and sick-note questions, the advice question shows when further care is no.
 */

export const EVALUATION_COUNTRIES = ['SE', 'GB', 'FR', 'DE'] as const;
export type EvaluationCountry = (typeof EVALUATION_COUNTRIES)[number];
export type EvaluationFamily = 'patient-helped' | 'care-outcome';
export type EvaluationVariant = 'standard' | 'external-emr' | 'prescription-renewal';

export type EvaluationTemplateInput = {
  country: string;
  profession: string;
  activityType: ActivityType;
  usesExternalEmr: boolean;
  /** A saved evaluation of this meeting already has a patient_helped answer. */
  legacyPatientHelped: boolean;
};

export type EvaluationTemplateChoice = {
  country: EvaluationCountry;
  audience: Profession;
  family: EvaluationFamily;
  variant: EvaluationVariant;
};

const CURRENT_FAMILY: Record<EvaluationCountry, EvaluationFamily> = {
  SE: 'patient-helped',
  FR: 'patient-helped',
  GB: 'care-outcome',
  DE: 'care-outcome',
};

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The decision table above, without building the template. */
export function chooseEvaluationTemplate(input: EvaluationTemplateInput): EvaluationTemplateChoice {
  const { country, profession, activityType } = input;
  if (!isOneOf(EVALUATION_COUNTRIES, country)) throw new Error(`Unsupported country "${country}"`);
  if (!isOneOf(PROFESSIONS, profession)) throw new Error(`Unsupported profession "${profession}"`);
  if (!isOneOf(ACTIVITY_TYPES, activityType)) throw new Error(`Unknown activity type "${String(activityType)}"`);
  if (activityType === 'PRESCRIPTION_RENEWAL') {
    if (country !== 'SE') throw new Error('Prescription renewal text activity not supported in market');
    if (profession === 'PSYCHOLOGIST') {
      throw new Error(`Prescription renewal not supported for profession "${profession}"`);
    }
  }
  return {
    country,
    audience: profession === 'PSYCHOLOGIST' || activityType === 'MENTAL_HEALTH' ? 'PSYCHOLOGIST' : profession,
    family: input.legacyPatientHelped ? 'patient-helped' : CURRENT_FAMILY[country],
    variant: input.usesExternalEmr
      ? 'external-emr'
      : activityType === 'PRESCRIPTION_RENEWAL'
        ? 'prescription-renewal'
        : 'standard',
  };
}

export function evaluationTemplateId(choice: EvaluationTemplateChoice): string {
  const family = choice.family === CURRENT_FAMILY[choice.country] ? '' : `/${choice.family}`;
  const variant = choice.variant === 'standard' ? '' : `/${choice.variant}`;
  return `evaluation/${choice.country}/${choice.audience}${family}${variant}/v1`;
}

const section = (name: string, nodes: FieldNode[]): FormSection => ({
  name,
  title: `forms.evaluation.section.${name}`,
  nodes,
});

function patientHelpedSections({ audience, variant }: EvaluationTemplateChoice): FormSection[] {
  const nurse = audience === 'NURSE' ? [appropriateCareLevelNurseField()] : [];
  const actions = variant === 'external-emr' ? [] : [patientHelpedActionField(audience), referralTypeField(audience)];
  const physicalCare =
    variant === 'standard' && audience !== 'PSYCHOLOGIST'
      ? [
          section('physical-care', [
            couldHaveBeenHandledDigitallyField(),
            physicalBookingReasonField(),
            otherIssuesWithPhysicalBookingField(),
          ]),
        ]
      : [];
  return [
    section('outcome', [
      patientHelpedField(),
      patientNotHelpedReasonField(audience),
      notSuitableReasonField(),
      ...actions,
      ...nurse,
    ]),
    ...physicalCare,
    section('problems', [problemsExperiencedReasonField()]),
  ];
}

function careOutcomeSections({ audience, variant }: EvaluationTemplateChoice): FormSection[] {
  const orders = audience !== 'PSYCHOLOGIST' && variant !== 'external-emr';
  const outcomeFields = orders
    ? ['prescription_created', 'sick_note_created', 'refer_further_care']
    : ['refer_further_care'];
  return [
    section('outcome', [
      ...(orders ? [prescriptionCreatedField(), antibioticsPrescribedField(), sickNoteCreatedField()] : []),
      referFurtherCareField(),
      referFurtherCareSpecifyField(),
      medicalAdviceOfferField(outcomeFields),
      medicalAdviceNotOfferedSpecifyField(),
      ...(audience === 'PSYCHOLOGIST' ? [] : [requiredPhysicalCareField()]),
      ...(audience === 'NURSE' ? [appropriateCareLevelNurseField()] : []),
    ]),
    section('problems', [problemsExperiencedReasonField()]),
  ];
}

export function buildEvaluationTemplate(choice: EvaluationTemplateChoice): FormTemplate {
  return {
    id: evaluationTemplateId(choice),
    kind: 'evaluation',
    sections: choice.family === 'patient-helped' ? patientHelpedSections(choice) : careOutcomeSections(choice),
  };
}

/** The evaluation template for a meeting (the decision table at the top of this file). */
export function evaluationTemplate(input: EvaluationTemplateInput): FormTemplate {
  return buildEvaluationTemplate(chooseEvaluationTemplate(input));
}
