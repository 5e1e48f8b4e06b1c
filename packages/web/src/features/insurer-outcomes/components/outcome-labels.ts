import {
  INSURER_MISSING_MARKERS,
  type InsurerFormSection,
  type InsurerMissingMarker,
  OUTCOME_NAMES,
  OUTCOME_STATUSES,
  type OutcomeName,
  SUB_OUTCOMES,
  type SubOutcome,
  allowedOutcomes,
} from '@konsult/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';

const isOutcomeName = (name: string): name is OutcomeName => (OUTCOME_NAMES as readonly string[]).includes(name);
const isSubOutcome = (name: string): name is SubOutcome => (SUB_OUTCOMES as readonly string[]).includes(name);

/** Vitality's outcome name as the clinician reads it; a name we do not know is shown as Vitality sent it. */
export function outcomeLabel(t: TFunction, name: string): string {
  return isOutcomeName(name) ? t(`insurerOutcomes.names.${name}`) : name;
}

export function subOutcomeLabel(t: TFunction, name: string): string {
  return isSubOutcome(name) ? t(`insurerOutcomes.subOutcomes.${name}`) : name;
}

/** "Name" or "Name — Sub-outcome": how a chosen outcome is named on screen. */
export function chosenLabel(t: TFunction, outcome: { name: string; subOutcome: string | null }): string {
  const name = outcomeLabel(t, outcome.name);
  return outcome.subOutcome ? `${name} — ${subOutcomeLabel(t, outcome.subOutcome)}` : name;
}

/**
 * The sub-outcomes a section allows with this outcome under any status (seed 002 §5's table); empty when the outcome
 * takes none here. Referral to Vitality has all three in Information for Vitality, two elsewhere.
 */
export function sectionSubOutcomes(section: InsurerFormSection, name: string): SubOutcome[] {
  const found: SubOutcome[] = [];
  for (const status of OUTCOME_STATUSES) {
    for (const entry of allowedOutcomes(section)[status]) {
      if (entry.name !== name) continue;
      for (const sub of entry.subOutcomes) if (!found.includes(sub)) found.push(sub);
    }
  }
  return found;
}

/** What a failed insurer call tells the clinician: Vitality down, an outcome it refuses, or anything else. */
export function failureText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.key === 'insurer_unavailable') return t('insurerOutcomes.errors.insurer_unavailable');
  if (isApiError(error) && error.key === 'outcome_not_allowed') return t('insurerOutcomes.errors.outcome_not_allowed');
  return t('insurerOutcomes.errors.other');
}

/** The server's name of an insurer marker in its 409 missing_fields (`insurer.<marker>`). */
export const markerField = (marker: InsurerMissingMarker) => `insurer.${marker}`;

export function markerOfField(fieldName: string): InsurerMissingMarker | null {
  const marker = fieldName.startsWith('insurer.') ? fieldName.slice('insurer.'.length) : null;
  return marker !== null && (INSURER_MISSING_MARKERS as readonly string[]).includes(marker)
    ? (marker as InsurerMissingMarker)
    : null;
}
