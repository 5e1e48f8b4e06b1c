import { MedicationListResponse } from '@konsult/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { medicationListPaths } from './paths';

export const medicationListKey = (patientId: string) => ['medication-list', patientId] as const;

/**
 * GET /api/prescriptions/medication-list/swe/patient/{patientId} (seed 001 §7): the active and past lists and
 * whether this clinician may add, edit and end (`canEdit`). The tab's counter and the panel share it.
 */
export function useMedicationList(patientId: string) {
  return useQuery(medicationListQueryOptions(patientId));
}

export function medicationListQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: medicationListKey(patientId),
    queryFn: ({ signal }) => apiRequest(medicationListPaths.list(patientId), MedicationListResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}

/** The panel's and the counter's query, started before the pane renders (issue 22). */
export function prefetchMedicationList(queryClient: QueryClient, { patientId }: { patientId: string }): void {
  void queryClient.prefetchQuery(medicationListQueryOptions(patientId));
}
