import { isTherapist } from '@konsult/domain';
import type { Principal } from '../platform/principal';

/**
 * The clinicians the domain's treatmentProgrammeAction is offered to: Sweden and the UK, therapists (psychologists and
 * mental-health care). Every treatment-programme route applies it, and so does the access check on a programme's own
 * conversation (platform/access.ts): a GP with a meeting with the patient reaches neither.
 */
export function runsProgrammes(principal: Principal): boolean {
  const country = principal.pool.country;
  return (
    (country === 'SE' || country === 'GB') &&
    isTherapist({
      country,
      profession: principal.profession,
      careType: principal.careType,
      isExternal: principal.pool.isExternal,
      partnershipKind: principal.pool.partnershipKind,
      usesExternalEmr: principal.pool.usesExternalEmr,
    })
  );
}
