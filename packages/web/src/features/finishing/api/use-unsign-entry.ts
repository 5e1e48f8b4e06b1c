import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postEntryTransition, storeEntry } from './entry-transition';

/** POST /api/medicalrecord/entry/unsign/{entryId}: reopens a signed note; the form becomes editable again. */
export function useUnsignEntry(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, reason }: { entryId: string; reason: string }) =>
      postEntryTransition('unsign', entryId, { reason }),
    onSuccess: (entry) => storeEntry(queryClient, meetingId, entry),
  });
}
