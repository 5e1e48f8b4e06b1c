import type { Me } from '@konsult/domain';

/**
 * A GB clinician of an insurer partnership (gb.vitality, issue 20): the one who chooses Vitality's outcomes and whose
 * finish sends the report to Vitality. The server refuses everyone else the insurer's routes (403) the same way.
 */
export function isInsurerClinician(me: Me): boolean {
  return me.pool.country === 'GB' && me.pool.partnershipKind === 'INSURER';
}
