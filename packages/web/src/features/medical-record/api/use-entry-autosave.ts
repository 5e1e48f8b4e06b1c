import { type EntryResponse, MedicalRecordEntry, type SaveEntryBody } from '@konsult/domain';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import {
  type AutosaveTransport,
  type ServerSnapshot,
  toWireValues,
  useMeetingFormAutosave,
} from '../../../lib/autosave';
import { entryQueryKey, entryQueryOptions, isEntryClosed } from '../../../lib/medical-record/entry-query';

export interface EntryMeta {
  entry: MedicalRecordEntry | null;
  templateId: string;
}

const SaveEntryResponse = z.object({ entry: MedicalRecordEntry });

function toSnapshot(response: EntryResponse): ServerSnapshot<EntryMeta> {
  return {
    values: response.entry?.values ?? {},
    version: response.entry?.version ?? 0,
    readOnly: isEntryClosed(response.entry),
    meta: { entry: response.entry, templateId: response.templateId },
  };
}

function entryTransport(queryClient: QueryClient, meetingId: string): AutosaveTransport<EntryMeta> {
  const key = entryQueryKey(meetingId);
  return {
    async fetch() {
      // Always ask the server: the autosave needs the current version, not a cached one.
      const response = await queryClient.fetchQuery({ ...entryQueryOptions(meetingId), staleTime: 0 });
      return toSnapshot(response);
    },
    async save(values, version) {
      const body: SaveEntryBody = { values: toWireValues(values), version };
      const { entry } = await apiRequest(
        `/api/medicalrecord/v2/entry/${encodeURIComponent(meetingId)}`,
        SaveEntryResponse,
        {
          method: 'PUT',
          body,
        },
      );
      const templateId = queryClient.getQueryData<EntryResponse>(key)?.templateId ?? entry.templateId;
      const response: EntryResponse = { entry, templateId };
      queryClient.setQueryData(key, response);
      return toSnapshot(response);
    },
  };
}

/**
 * The meeting's note with autosave: PUT /api/medicalrecord/v2/entry/{meetingId}. This hook owns the entry's cache
 * entry while the note is on screen: saves write it, and changes made elsewhere on the screen (unsign, strike,
 * finish) reach the form through it.
 */
export function useEntryAutosave(meetingId: string) {
  const queryClient = useQueryClient();
  const autosave = useMeetingFormAutosave('medical-record', meetingId, () => entryTransport(queryClient, meetingId));
  const { engine } = autosave;
  // Observe the cache without fetching: the engine decides when to read the server.
  const cached = useQuery({ ...entryQueryOptions(meetingId), enabled: false }).data;
  useEffect(() => {
    if (cached) engine.receive(toSnapshot(cached));
  }, [cached, engine]);
  return autosave;
}
