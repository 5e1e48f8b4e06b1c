/** Seed 002 §1: the GP type, the nurse type and the psychological profession. */
export const PROFESSIONS = ['DOCTOR', 'NURSE', 'PSYCHOLOGIST'] as const;
export type Profession = (typeof PROFESSIONS)[number];

export const CARE_TYPES = ['PRIMARY_CARE', 'MENTAL_HEALTH'] as const;
export type CareType = (typeof CARE_TYPES)[number];

/** A pool's partnership: an insurer (Vitality, seed 002) or a private-practice partner (UK tasks). */
export const PARTNERSHIP_KINDS = ['INSURER', 'PRIVATE_PRACTICE'] as const;
export type PartnershipKind = (typeof PARTNERSHIP_KINDS)[number];

/**
 * What an account is for (issue 14): a clinician consults and reaches records through care relationships or emergency
 * access; an auditor (Swedish "logggranskare") reads who opened a patient's record and reaches no record at all.
 */
export const STAFF_ROLES = ['clinician', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
