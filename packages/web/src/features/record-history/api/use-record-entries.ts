import { RecordEntry, type RecordEntriesResponse } from '@konsult/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestList, type Validated } from '../../../lib/api-client';
import { recordEntriesKey } from '../../../lib/medical-record/query-keys';
import { retryUnlessClientError } from '../../../lib/query-retry';

/**
 * GET /api/medicalrecord/v4/entries/{patientId}?includeStricken=true (seed 001 §7): the whole history, newest first.
 * Stricken entries are asked for because the list shows them, faded and struck through (seed 001 §4). The tab's
 * counter and the panel share this one cache entry. A long history is checked a slice at a time (issue 22: 5,000
 * entries checked at once blocked the page for a tenth of a second or more).
 */
export function useRecordEntries(patientId: string) {
  return useQuery(recordEntriesQueryOptions(patientId));
}

export function recordEntriesQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: recordEntriesKey(patientId),
    // Read again with the ETag of the history held: unchanged, the server answers 304 and nothing is downloaded.
    queryFn: ({ signal, client, queryKey }): Promise<Validated<RecordEntriesResponse>> =>
      apiRequestList(
        `/api/medicalrecord/v4/entries/${encodeURIComponent(patientId)}?includeStricken=true`,
        'entries',
        RecordEntry,
        { signal, held: client.getQueryData<Validated<RecordEntriesResponse>>(queryKey) },
      ),
    retry: retryUnlessClientError(2),
    // The history changes only by striking here (which refetches) or by another meeting ending: a minute is fresh.
    staleTime: 60_000,
  });
}
