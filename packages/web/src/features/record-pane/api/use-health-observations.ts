import { HealthObservationsResponse, healthProperties } from '@konsult/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

/** Height, weight and allergies from GET /api/facts/patients/{id}/observations?history=true&localisedValues=true. */
export function useHealthProperties(patientId: string) {
  return useQuery({
    ...healthObservationsQueryOptions(patientId),
    select: (response) => healthProperties(response.observations),
  });
}

export function healthObservationsQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: ['record-pane', 'observations', patientId] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/facts/patients/${encodeURIComponent(patientId)}/observations?history=true&localisedValues=true`,
        HealthObservationsResponse,
        { signal },
      ),
    retry: retryUnlessClientError(2),
  });
}
