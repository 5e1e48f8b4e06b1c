import type { InsuranceClaim, PatientWarning } from '../api/record-pane';

/** Seed 001 §9: the warnings panel shows two. */
export const TOP_WARNINGS = 2;

/** WARNING type first, then newest first (seed 001 §9); the 'see all' list keeps the same order. */
export function sortWarnings(warnings: readonly PatientWarning[]): PatientWarning[] {
  return [...warnings].sort((a, b) => {
    const typeOrder = Number(b.type === 'WARNING') - Number(a.type === 'WARNING');
    return typeOrder !== 0 ? typeOrder : b.createdAt - a.createdAt;
  });
}

export function topWarnings(warnings: readonly PatientWarning[], count = TOP_WARNINGS): PatientWarning[] {
  return sortWarnings(warnings).slice(0, count);
}

/** Seed 001 §8: the two records-system codes the pane explains; any other is reported and shown generically. */
export type ProrenataWarningKind = 'no-house-access' | 'no-patient-access' | 'unknown';

export function prorenataWarningKind(code: string): ProrenataWarningKind {
  if (code === 'prn_no_access_to_house_error') return 'no-house-access';
  if (code === 'error_falling_back_to_middle_storage') return 'no-patient-access';
  return 'unknown';
}

export type ClaimTag = 'insurance-claim' | 'prehab';

/** Seed 001 §3/§9: a claim with numberOfAppointments -1 tags the patient 'insurance claim'; 3 tags 'prehab'. */
export function claimTags(claim: Pick<InsuranceClaim, 'numberOfAppointments'> | null): ClaimTag[] {
  if (!claim) return [];
  if (claim.numberOfAppointments === -1) return ['insurance-claim'];
  if (claim.numberOfAppointments === 3) return ['prehab'];
  return [];
}
