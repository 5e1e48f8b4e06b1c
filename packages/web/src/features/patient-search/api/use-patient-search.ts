import { type PatientSearchBody, PatientSearchResponse } from '@konsult/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/patients/search: the patient with exactly this identity number in the signed-in user's market (0 or 1
 * hit). A mutation rather than a query: the number travels in the body, never in a URL or a cache key, and each
 * search is one deliberate, audited act of the user.
 */
export function usePatientSearch() {
  return useMutation({
    mutationFn: (body: PatientSearchBody) =>
      apiRequest('/api/patients/search', PatientSearchResponse, { method: 'POST', body }),
  });
}
