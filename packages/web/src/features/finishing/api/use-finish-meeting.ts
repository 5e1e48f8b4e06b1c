import { type EntryResponse, type FinishMeetingBody, FinishMeetingResponse } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { entryQueryKey } from '../../../lib/medical-record/entry-query';

/** The home list's and the meeting screen's query keys (features/meetings, features/consultation). */
export const MEETINGS_LIST_KEY = ['meetings'] as const;
export const meetingKey = (meetingId: string) => ['meeting', meetingId] as const;

/**
 * POST /api/meeting/doctor/meeting/{meetingId}/finish (seed 000 §4: status and a sign flag). The meeting lists are
 * marked stale, not refetched: the clinician is on the way home, where the list loads fresh.
 */
export function useFinishMeeting(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FinishMeetingBody) =>
      apiRequest(`/api/meeting/doctor/meeting/${encodeURIComponent(meetingId)}/finish`, FinishMeetingResponse, {
        method: 'POST',
        body,
      }),
    onSuccess: ({ entry }) => {
      if (entry) {
        queryClient.setQueryData<EntryResponse>(entryQueryKey(meetingId), (old) =>
          old ? { ...old, entry } : { entry, templateId: entry.templateId },
        );
      }
      void queryClient.invalidateQueries({ queryKey: MEETINGS_LIST_KEY, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: meetingKey(meetingId), refetchType: 'none' });
    },
  });
}
