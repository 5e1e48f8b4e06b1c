import type { Meeting } from '@konsult/domain';
import { useMe } from '../../../lib/session/me-context';

/** Seed 000 §6: the renewal shows only to Swedish clinicians whose pool renews (prorenata). */
export function useShowsRenewal(meeting: Meeting): boolean {
  const me = useMe();
  return meeting.prescriptionRenewalId !== null && me.pool.country === 'SE' && me.pool.prorenata;
}
