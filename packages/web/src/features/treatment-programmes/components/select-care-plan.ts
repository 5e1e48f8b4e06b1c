import type { TreatmentProgramme } from '@konsult/domain';

/**
 * Which of the patient's programmes the panels show (seed 001 §2 "a query parameter carePlanId selects which
 * treatment programme is shown"): the one the address names, else the newest active one, else the newest. Null
 * when the patient has none.
 */
export function selectCarePlan(
  carePlans: readonly TreatmentProgramme[],
  carePlanId: string | undefined,
): TreatmentProgramme | null {
  const named = carePlanId === undefined ? undefined : carePlans.find((plan) => plan.id === carePlanId);
  if (named) return named;
  const newest = [...carePlans].sort((a, b) => b.created - a.created);
  return newest.find((plan) => plan.state === 'active') ?? newest[0] ?? null;
}

/** The selector's order: newest first. */
export function newestFirst(carePlans: readonly TreatmentProgramme[]): TreatmentProgramme[] {
  return [...carePlans].sort((a, b) => b.created - a.created);
}
