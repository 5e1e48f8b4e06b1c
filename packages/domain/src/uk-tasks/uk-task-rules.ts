import type { PartnershipKind, Profession } from '../clinicians/profession';

/**
 * UK clinician tasks (seed 002 §3 "UK clinician action task", §6 task types, §9 SLAs; seed 000 §5 checkboxes): a task
 * the GP leaves for the practice team, with the time within which the practice should do it.
 */

/** Seed 002 §3: the 20 task types, in the seed's table order. */
export const UK_TASK_TYPES = [
  'BLOODS',
  'COLD_HUB_APPOINTMENT',
  'FOLLOW_UP_APPOINTMENT',
  'HOT_HUB_APPOINTMENT',
  'MESSAGE_TO_OWN_GP',
  'NHS_FIT_NOTE',
  'NHS_REFERRAL',
  'OTHER_SPECIMEN',
  'OTHER_INVESTIGATIONS',
  'OTHER_TASK',
  'OTHER_TASK_MENTAL_HEALTH',
  'OTHER_TASK_VITALITY',
  'PRIVATE_REFERRAL',
  'PRIVATE_SICK_NOTE',
  'SEND_DS_TO_PATIENT',
  'SEND_DS_TO_PATIENTS_GP',
  'TWW_REFERRAL',
  'URGENT_DISCHARGE_SUMMARY',
  'SUSPECTED_CANCER_VITALITY',
  'DOCUMENT_TO_NHS_GP',
] as const;
export type UkTaskType = (typeof UK_TASK_TYPES)[number];

export const UK_TASK_URGENCIES = ['ROUTINE', 'URGENT'] as const;
export type UkTaskUrgency = (typeof UK_TASK_URGENCIES)[number];

/** Seed 002 §4: DRAFT, then SUBMITTED, then PUBLISHED (to the practice's work queue). */
export const UK_TASK_STATUSES = ['DRAFT', 'SUBMITTED', 'PUBLISHED'] as const;
export type UkTaskStatus = (typeof UK_TASK_STATUSES)[number];

/**
 * Seed 002 §3's SLA column in hours; null where the seed says "not shown" or "none": such a task has no due time and
 * the queue lists it after every task that has one.
 */
export const UK_TASK_SLA_HOURS: Readonly<Record<UkTaskType, number | null>> = {
  BLOODS: 72,
  COLD_HUB_APPOINTMENT: 24,
  FOLLOW_UP_APPOINTMENT: 24,
  HOT_HUB_APPOINTMENT: 24,
  MESSAGE_TO_OWN_GP: 72,
  NHS_FIT_NOTE: 48,
  NHS_REFERRAL: 72,
  OTHER_SPECIMEN: 72,
  OTHER_INVESTIGATIONS: 72,
  OTHER_TASK: 72,
  OTHER_TASK_MENTAL_HEALTH: null,
  OTHER_TASK_VITALITY: null,
  PRIVATE_REFERRAL: 72,
  PRIVATE_SICK_NOTE: 48,
  SEND_DS_TO_PATIENT: 72,
  SEND_DS_TO_PATIENTS_GP: 72,
  TWW_REFERRAL: 24,
  URGENT_DISCHARGE_SUMMARY: 24,
  SUSPECTED_CANCER_VITALITY: null,
  DOCUMENT_TO_NHS_GP: 24,
};

/**
 * Seed 002 §3 `label`: each type in UK English, as the wire task carries it (for partners and logs; the web words the
 * type in the clinician's language from its own catalogue).
 */
export const UK_TASK_TYPE_LABELS: Readonly<Record<UkTaskType, string>> = {
  BLOODS: 'Bloods',
  COLD_HUB_APPOINTMENT: 'Cold hub appointment',
  FOLLOW_UP_APPOINTMENT: 'Follow-up appointment',
  HOT_HUB_APPOINTMENT: 'Hot hub appointment',
  MESSAGE_TO_OWN_GP: 'Message to own GP',
  NHS_FIT_NOTE: 'NHS fit note',
  NHS_REFERRAL: 'NHS referral',
  OTHER_SPECIMEN: 'Other specimen',
  OTHER_INVESTIGATIONS: 'Other investigations',
  OTHER_TASK: 'Other task',
  OTHER_TASK_MENTAL_HEALTH: 'Other task (mental health)',
  OTHER_TASK_VITALITY: 'Other task (Vitality)',
  PRIVATE_REFERRAL: 'Private referral',
  PRIVATE_SICK_NOTE: 'Private sick note',
  SEND_DS_TO_PATIENT: 'Send discharge summary to patient',
  SEND_DS_TO_PATIENTS_GP: 'Send discharge summary to patient’s GP',
  TWW_REFERRAL: 'Two-week wait (TWW) referral',
  URGENT_DISCHARGE_SUMMARY: 'Urgent discharge summary',
  SUSPECTED_CANCER_VITALITY: 'Suspected cancer (Vitality)',
  DOCUMENT_TO_NHS_GP: 'Document to NHS GP',
};

/** Seed 002 §3 `editMode`: a task is the clinician's to edit until it is published to the practice. */
export function taskEditMode(status: UkTaskStatus): boolean {
  return status !== 'PUBLISHED';
}

/** Seed 002 §9: ROUTINE unless the type is one of the two urgent ones. */
const URGENT_BY_DEFAULT: ReadonlySet<UkTaskType> = new Set(['TWW_REFERRAL', 'URGENT_DISCHARGE_SUMMARY']);

export function defaultUrgency(type: UkTaskType): UkTaskUrgency {
  return URGENT_BY_DEFAULT.has(type) ? 'URGENT' : 'ROUTINE';
}

export const UK_TASK_COMBINATION_ERROR = 'Unexpected clinicianProfession and partnership combination';

/** Seed 002 §6: a GP's 14 types (the seed's list; DOCUMENT_TO_NHS_GP is in no profession's list). */
const GP_TYPES: readonly UkTaskType[] = [
  'BLOODS',
  'COLD_HUB_APPOINTMENT',
  'HOT_HUB_APPOINTMENT',
  'FOLLOW_UP_APPOINTMENT',
  'MESSAGE_TO_OWN_GP',
  'NHS_FIT_NOTE',
  'NHS_REFERRAL',
  'OTHER_SPECIMEN',
  'OTHER_INVESTIGATIONS',
  'OTHER_TASK',
  'PRIVATE_REFERRAL',
  'PRIVATE_SICK_NOTE',
  'TWW_REFERRAL',
  'URGENT_DISCHARGE_SUMMARY',
];

const NURSE_TYPES = GP_TYPES.filter((type) => type !== 'NHS_FIT_NOTE' && type !== 'TWW_REFERRAL');

const PRIVATE_PRACTICE_GP_TYPES: readonly UkTaskType[] = [
  'FOLLOW_UP_APPOINTMENT',
  'MESSAGE_TO_OWN_GP',
  'OTHER_INVESTIGATIONS',
  'OTHER_TASK',
  'PRIVATE_REFERRAL',
  'PRIVATE_SICK_NOTE',
  'URGENT_DISCHARGE_SUMMARY',
];

const PRIVATE_PRACTICE_PSYCHOLOGIST_TYPES: readonly UkTaskType[] = [
  'SEND_DS_TO_PATIENT',
  'SEND_DS_TO_PATIENTS_GP',
  'OTHER_TASK_MENTAL_HEALTH',
];

const INSURER_TYPES: readonly UkTaskType[] = ['OTHER_TASK_VITALITY', 'SUSPECTED_CANCER_VITALITY'];

function typesOrNull(profession: Profession, partnershipKind: PartnershipKind | null): readonly UkTaskType[] | null {
  if (partnershipKind === 'INSURER') return INSURER_TYPES;
  if (partnershipKind === 'PRIVATE_PRACTICE') {
    if (profession === 'DOCTOR') return PRIVATE_PRACTICE_GP_TYPES;
    if (profession === 'PSYCHOLOGIST') return PRIVATE_PRACTICE_PSYCHOLOGIST_TYPES;
    return null;
  }
  if (profession === 'DOCTOR') return GP_TYPES;
  if (profession === 'NURSE') return NURSE_TYPES;
  return null;
}

/**
 * Seed 002 §6: the task types a clinician may give, by profession and partnership. Any other combination (a
 * private-practice nurse, a psychologist outside a partnership) throws the seed's error.
 */
export function taskTypesFor(profession: Profession, partnershipKind: PartnershipKind | null): UkTaskType[] {
  const types = typesOrNull(profession, partnershipKind);
  if (!types) throw new Error(UK_TASK_COMBINATION_ERROR);
  return [...types];
}

/** Whether the clinician has any task types at all (the action is offered only then). */
export function givesUkTasks(profession: Profession, partnershipKind: PartnershipKind | null): boolean {
  return typesOrNull(profession, partnershipKind) !== null;
}

const HOUR_MS = 60 * 60 * 1000;

/** When the practice should have done the task: published + the type's SLA; null for a type without one. */
export function taskDueAt(type: UkTaskType, publishedAt: number): number | null {
  const hours = UK_TASK_SLA_HOURS[type];
  return hours === null ? null : publishedAt + hours * HOUR_MS;
}

/** Seed 002 §8: the action error when the meeting's tasks cannot be loaded ("Error when {action}. …"). */
export const UK_TASKS_LOAD_ERROR_ACTION = 'getting all clinician tasks for this meeting';

// ——— The end-of-meeting checkboxes (seed 000 §3 "Clinician action checkboxes", §5) ———

export const UK_CLINICIAN_CHECKBOXES = [
  'clearInstructions',
  'correctDocuments',
  'noTasksConfirmation',
  'noPrescriptionsConfirmation',
] as const;
export type UkClinicianCheckbox = (typeof UK_CLINICIAN_CHECKBOXES)[number];
export type UkClinicianCheckboxes = Record<UkClinicianCheckbox, boolean>;

export const NO_CHECKBOXES_TICKED: UkClinicianCheckboxes = {
  clearInstructions: false,
  correctDocuments: false,
  noTasksConfirmation: false,
  noPrescriptionsConfirmation: false,
};

export type UkCheckboxFacts = {
  /** The meeting has tasks (any status). */
  hasTasks: boolean;
  /** A mental-health meeting (activity type MENTAL_HEALTH). */
  isMentalHealth: boolean;
  /** The clinician's pool is an insurer partnership. */
  isInsurerPartnership: boolean;
  /** A one-time web user: the check does not apply. */
  isOneTimeUser: boolean;
  /** A prescription was sent in the meeting: nothing to confirm about prescriptions (our reading). */
  hasPrescription: boolean;
};

/**
 * The boxes the clinician is asked to tick, in order (seed 000 §5): with tasks, clear instructions and correct
 * documents; without, the no-tasks confirmation; unless it is a mental-health or insurer-partnership meeting, the
 * no-prescriptions confirmation too, which we do not ask for when a prescription was sent in the meeting. None for
 * a one-time web user.
 */
export function requiredClinicianCheckboxes(facts: UkCheckboxFacts): UkClinicianCheckbox[] {
  if (facts.isOneTimeUser) return [];
  const required: UkClinicianCheckbox[] = facts.hasTasks
    ? ['clearInstructions', 'correctDocuments']
    : ['noTasksConfirmation'];
  if (!facts.isMentalHealth && !facts.isInsurerPartnership && !facts.hasPrescription) {
    required.push('noPrescriptionsConfirmation');
  }
  return required;
}

/** The required boxes not ticked: each stops the meeting from ending. */
export function missingClinicianCheckboxes(
  facts: UkCheckboxFacts,
  ticked: Partial<UkClinicianCheckboxes>,
): UkClinicianCheckbox[] {
  return requiredClinicianCheckboxes(facts).filter((box) => ticked[box] !== true);
}
