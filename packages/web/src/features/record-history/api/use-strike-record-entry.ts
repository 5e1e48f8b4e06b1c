import type { ReasonBody } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCommand } from '../../../lib/api-client';
import { recordEntriesKey } from '../../../lib/medical-record/query-keys';

/**
 * POST /api/medicalrecord/entry/strike/{id} from the record history (seed 001 §4): strikes an entry with a reason,
 * then the history is fetched again so the entry shows struck. The answer's entry is not used: the list refetches.
 */
export function useStrikeRecordEntry(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, reason }: { entryId: string } & ReasonBody) =>
      apiCommand(`/api/medicalrecord/entry/strike/${encodeURIComponent(entryId)}`, { body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordEntriesKey(patientId) }),
  });
}
