import { LabMeasurements } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

/** GET /api/lab-test/clinician/measurements?patientId={id}&encounterId={id}; not asked without a lab visit. */
export function useLabMeasurements(patientId: string, encounterId: string | null) {
  return useQuery({
    queryKey: ['health-checks', 'measurements', patientId, encounterId] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/lab-test/clinician/measurements?${new URLSearchParams({ patientId, encounterId: encounterId ?? '' })}`,
        LabMeasurements,
        { signal },
      ),
    enabled: encounterId !== null,
    retry: retryUnlessClientError(2),
  });
}
