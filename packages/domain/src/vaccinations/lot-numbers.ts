import type { TargetDisease, Vaccine } from '../api/vaccination';
import { lotNumberIssue, normaliseLotNumber } from './registration';

/**
 * Seed 001 §5: "a warning shows when the lot number is not in the suggested list for vaccines with a particular
 * target disease". Ours: the particular target disease is the chosen vaccine's. The suggested list is every lot
 * number the catalogue suggests for a vaccine that shares a target disease with the chosen one — the chosen
 * vaccine's own lots first — so a TBE lot typed for FSME-Immun is fine whether the box said FSME-Immun or Encepur
 * (a clinic keeps both on the same shelf), while a typo, or a lot of an influenza vaccine, warns. The warning never
 * blocks saving: new lots arrive before any catalogue knows them. No warning when the catalogue suggests nothing
 * (there is nothing to compare with), nor while the lot number is too short or long (that is an error instead).
 * Lot numbers compare without case and surrounding spaces.
 */

function sameDisease(a: TargetDisease, b: TargetDisease): boolean {
  return a.code === b.code && a.system === b.system;
}

export function sharesTargetDisease(a: Pick<Vaccine, 'targetDiseases'>, b: Pick<Vaccine, 'targetDiseases'>): boolean {
  return a.targetDiseases.some((d) => b.targetDiseases.some((e) => sameDisease(d, e)));
}

/** The suggested lot numbers for the chosen vaccine: its own first, then those of vaccines against the same disease. */
export function suggestedLotNumbers(
  vaccineId: string,
  vaccines: readonly Vaccine[],
  lotsByVaccine: ReadonlyMap<string, readonly string[]>,
): string[] {
  const chosen = vaccines.find((v) => v.id === vaccineId);
  if (!chosen) return [];
  const siblings = vaccines.filter((v) => v.id !== chosen.id && sharesTargetDisease(v, chosen));
  const lots = [chosen, ...siblings].flatMap((v) => lotsByVaccine.get(v.id) ?? []);
  return [...new Set(lots)];
}

const key = (lot: string) => normaliseLotNumber(lot).toUpperCase();

/** True when the add modal should warn that the lot number is not among the suggested ones. */
export function lotNumberWarning(lotNumber: string, suggestions: readonly string[]): boolean {
  if (suggestions.length === 0 || lotNumberIssue(lotNumber) !== null) return false;
  const typed = key(lotNumber);
  return !suggestions.some((s) => key(s) === typed);
}
