import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Country, PatientSearchBody, PatientSearchHit } from '@konsult/domain';
import type { AccessControl } from '../platform/access';
import { audit } from '../platform/audit';
import { patients } from '../platform/db/schema';
import type { ClinicianContext } from '../platform/http';

/** An identity number as letters and digits only, upper case: how the search index holds it (migration 0030). */
const normalized = sql<string>`regexp_replace(upper(${patients.idNumber}), '[^0-9A-Z]', '', 'g')`;

/**
 * The stored forms a typed number can match: itself without separators; a Swedish 10-digit personnummer (YYMMDD-NNNN,
 * as patients say it) in both centuries it could be in.
 */
export function idNumberCandidates(typed: string, country: Country): string[] {
  const bare = typed.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (bare.length === 0) return [];
  if (country === 'SE' && /^\d{10}$/.test(bare)) return [`19${bare}`, `20${bare}`];
  return [bare];
}

/**
 * Finds the patients of the searcher's market with exactly this identity number (never a part of one, never a name:
 * the search cannot list patients), each with the ground the searcher reaches them on now. Every hit is audited
 * under its patient, a search without a hit once without one.
 */
export async function searchPatients(
  { db, request, principal }: ClinicianContext,
  accessControl: AccessControl,
  body: PatientSearchBody,
): Promise<PatientSearchHit[]> {
  const country = principal.pool.country;
  const candidates = idNumberCandidates(body.idNumber, country);
  const rows =
    candidates.length === 0
      ? []
      : await db
          .select({
            id: patients.id,
            givenName: patients.givenName,
            familyName: patients.familyName,
            idNumber: patients.idNumber,
            dob: patients.dob,
            country: patients.country,
          })
          .from(patients)
          .where(and(eq(patients.country, country), inArray(normalized, candidates)))
          .orderBy(patients.dob)
          .limit(10);
  if (rows.length === 0) {
    await audit(db, request, { action: 'patient.search', outcome: 'success', resourceType: 'patient' });
    return [];
  }
  return Promise.all(
    rows.map(async (row) => {
      const ground = principal.role === 'clinician' ? await accessControl.groundFor(row.id, principal.id) : null;
      await audit(db, request, {
        action: 'patient.search',
        outcome: 'success',
        resourceType: 'patient',
        resourceId: row.id,
        patientId: row.id,
        ground,
      });
      return {
        id: row.id,
        name: `${row.givenName} ${row.familyName}`,
        idNumber: row.idNumber,
        dob: row.dob,
        country: row.country,
        ground,
      };
    }),
  );
}
