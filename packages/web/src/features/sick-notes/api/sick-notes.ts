import { MeetingSickNotesResponse, SICK_NOTES_BASE, type SickNoteBody, SickNoteResponse } from '@konsult/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';

const meetingPath = (meetingId: string) => `${SICK_NOTES_BASE}/${encodeURIComponent(meetingId)}`;

export const sickNoteKeys = { ofMeeting: (meetingId: string) => ['sick-notes', 'meeting', meetingId] as const };

/** The PDF of one of the meeting's signed sick notes (opened in a new tab). */
export const sickNotePdfPath = (meetingId: string, sickNoteId: string) =>
  `${meetingPath(meetingId)}/pdf?sick_note_id=${encodeURIComponent(sickNoteId)}`;

/** GET /api/meeting/webcertsicknote/{meetingId}: the meeting's signed sick notes and the note's diagnosis. */
export function useMeetingSickNotes(meetingId: string) {
  return useQuery({
    queryKey: sickNoteKeys.ofMeeting(meetingId),
    queryFn: ({ signal }) => apiRequest(meetingPath(meetingId), MeetingSickNotesResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}

/**
 * POST /api/meeting/webcertsicknote/{meetingId}: signs the sick note. The meeting's sick notes and taken actions
 * (which the evaluation follows) are fetched again whatever the answer.
 */
export function useSignSickNote(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SickNoteBody) => apiRequest(meetingPath(meetingId), SickNoteResponse, { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sickNoteKeys.ofMeeting(meetingId) }),
        queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
      ]),
  });
}
