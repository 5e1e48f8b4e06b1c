import { LAB_TEST_SOURCES, LabTestsMetaResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

/** GET /api/lab-test/clinician/lab-tests?patientId={id}&source=VACCINA,DMS_SE (seed 001 §7, §9). */
export function useLabTests(patientId: string) {
  return useQuery({
    queryKey: ['health-checks', 'lab-tests', patientId] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/lab-test/clinician/lab-tests?${new URLSearchParams({ patientId, source: LAB_TEST_SOURCES.join(',') })}`,
        LabTestsMetaResponse,
        { signal },
      ),
    retry: retryUnlessClientError(2),
  });
}
