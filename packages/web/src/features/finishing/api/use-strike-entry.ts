import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postEntryTransition, storeEntry } from './entry-transition';
import { MEETINGS_LIST_KEY, meetingKey } from './use-finish-meeting';

/** POST /api/medicalrecord/entry/strike/{entryId}: strikes the note and ends the meeting (seed 000 §4). */
export function useStrikeEntry(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, reason }: { entryId: string; reason: string }) =>
      postEntryTransition('strike', entryId, { reason }),
    onSuccess: (entry) => {
      storeEntry(queryClient, meetingId, entry);
      void queryClient.invalidateQueries({ queryKey: MEETINGS_LIST_KEY, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: meetingKey(meetingId), refetchType: 'none' });
    },
  });
}
