import { z } from 'zod';
import { listResponse } from './common';
import { COUNTRIES } from '../markets/country';
import { ACCESS_GROUNDS } from './emergency-access';

/**
 * POST /api/patients/search (our route; issue 14): a patient found by their identity number in the signed-in user's
 * market — the whole number, never a part of it or a name, so the search cannot list patients. A POST so the number
 * stays out of URLs and logs. Audited.
 */
export const PatientSearchBody = z.object({ idNumber: z.string().trim().min(1).max(40) });
export type PatientSearchBody = z.infer<typeof PatientSearchBody>;

export const PatientSearchHit = z.object({
  id: z.string(),
  name: z.string(),
  idNumber: z.string(),
  dob: z.string(),
  country: z.enum(COUNTRIES),
  /** On what ground the signed-in clinician reaches the record now; null: no relationship (emergency access offered). */
  ground: z.enum(ACCESS_GROUNDS).nullable(),
});
export type PatientSearchHit = z.infer<typeof PatientSearchHit>;

export const PatientSearchResponse = listResponse('patients', PatientSearchHit);
export type PatientSearchResponse = z.infer<typeof PatientSearchResponse>;
