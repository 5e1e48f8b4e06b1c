import type { Profession } from '../clinicians/profession';

/**
 * Who may register and remove vaccinations (seed 001 §6 leaves it open). Ours: doctors and nurses — the professions
 * that vaccinate — of a Swedish pool, the only market with a vaccination list (§2.1). Psychologists, and clinicians
 * elsewhere, may read a patient's vaccinations (with a care relationship) but not change them: 403.
 */
export const VACCINATING_PROFESSIONS: readonly Profession[] = ['DOCTOR', 'NURSE'];

export function mayRegisterVaccinations(clinician: { profession: Profession; country: string }): boolean {
  return VACCINATING_PROFESSIONS.includes(clinician.profession) && clinician.country === 'SE';
}
