import { type EntryResponse, MedicalRecordEntry, type ReasonBody } from '@konsult/domain';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { entryQueryKey } from '../../../lib/medical-record/entry-query';

const EntryTransitionResponse = z.object({ entry: MedicalRecordEntry });

/** POST /api/medicalrecord/entry/{unsign|strike}/{entryId} with a reason; answers the entry after the change. */
export async function postEntryTransition(
  transition: 'unsign' | 'strike',
  entryId: string,
  body: ReasonBody,
): Promise<MedicalRecordEntry> {
  const { entry } = await apiRequest(
    `/api/medicalrecord/entry/${transition}/${encodeURIComponent(entryId)}`,
    EntryTransitionResponse,
    { method: 'POST', body },
  );
  return entry;
}

/** The note on screen follows the entry's new state through the shared cache entry. */
export function storeEntry(queryClient: QueryClient, meetingId: string, entry: MedicalRecordEntry): void {
  queryClient.setQueryData<EntryResponse>(entryQueryKey(meetingId), (old) =>
    old ? { ...old, entry } : { entry, templateId: entry.templateId },
  );
}
