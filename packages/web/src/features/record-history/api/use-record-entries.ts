import { RecordEntriesResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { recordEntriesKey } from '../../../lib/medical-record/query-keys';
import { retryUnlessClientError } from '../../../lib/query-retry';

/**
 * GET /api/medicalrecord/v4/entries/{patientId}?includeStricken=true (seed 001 §7): the whole history, newest first.
 * Stricken entries are asked for because the list shows them, faded and struck through (seed 001 §4). The tab's
 * counter and the panel share this one cache entry.
 */
export function useRecordEntries(patientId: string) {
  return useQuery({
    queryKey: recordEntriesKey(patientId),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/medicalrecord/v4/entries/${encodeURIComponent(patientId)}?includeStricken=true`,
        RecordEntriesResponse,
        { signal },
      ),
    retry: retryUnlessClientError(2),
    // The history changes only by striking here (which refetches) or by another meeting ending: a minute is fresh.
    staleTime: 60_000,
  });
}
