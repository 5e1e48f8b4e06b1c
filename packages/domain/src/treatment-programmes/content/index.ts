import type { TreatmentProgrammeDefinition } from '../programmes';
import { ICBT_ANXIETY } from './icbt-anxiety';
import { ICBT_DEPRESSION } from './icbt-depression';
import { ICBT_INSOMNIA } from './icbt-insomnia';

/**
 * The internet CBT programmes we ship (issue 21). Served by the server in the page's language; the web app never
 * bundles this content, it asks for the module it shows.
 */
export const TREATMENT_PROGRAMMES: readonly TreatmentProgrammeDefinition[] = [
  ICBT_ANXIETY,
  ICBT_DEPRESSION,
  ICBT_INSOMNIA,
];

/** The programme with this identifier, or null for one we do not ship (an old or mistyped identifier). */
export function programmeByIdentifier(identifier: string): TreatmentProgrammeDefinition | null {
  return TREATMENT_PROGRAMMES.find((programme) => programme.identifier === identifier) ?? null;
}
