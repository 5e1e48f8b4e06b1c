import { LabTest } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

/** GET /api/lab-test/clinician/lab-tests/{id}?patientId={id}: asked for when the test is opened. */
export function useLabTest(patientId: string, labTestId: string) {
  return useQuery({
    queryKey: ['health-checks', 'lab-test', patientId, labTestId] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/lab-test/clinician/lab-tests/${encodeURIComponent(labTestId)}?${new URLSearchParams({ patientId })}`,
        LabTest,
        { signal },
      ),
    retry: retryUnlessClientError(2),
  });
}
