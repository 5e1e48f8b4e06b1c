import { EntryResponse, type MedicalRecordEntry } from '@konsult/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { retryUnlessClientError } from '../query-retry';

/**
 * The meeting's medical record entry. Shared: the note feature edits it (its autosave fetches and updates this
 * cache entry), finishing reads whether it is signed or stricken and updates it after unsign and strike.
 */
export const entryQueryKey = (meetingId: string) => ['medical-record-entry', meetingId] as const;

export function entryQueryOptions(meetingId: string) {
  return queryOptions({
    queryKey: entryQueryKey(meetingId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/medicalrecord/v2/entry/${encodeURIComponent(meetingId)}`, EntryResponse, { signal }),
    retry: retryUnlessClientError(2),
    // The note's autosave decides when to read the server again; a background refetch would only race it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** GET /api/medicalrecord/v2/entry/{meetingId}. */
export function useEntry(meetingId: string) {
  return useQuery(entryQueryOptions(meetingId));
}

export function isEntrySigned(entry: MedicalRecordEntry | null | undefined): boolean {
  return entry?.signedAt != null;
}

export function isEntryStricken(entry: MedicalRecordEntry | null | undefined): boolean {
  return entry?.strickenAt != null;
}

/** A signed or stricken entry is closed: the server refuses every save (409 entry_signed / entry_stricken). */
export function isEntryClosed(entry: MedicalRecordEntry | null | undefined): boolean {
  return isEntrySigned(entry) || isEntryStricken(entry);
}
