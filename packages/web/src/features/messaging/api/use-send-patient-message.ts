import { type SendPatientMessageBody, SendPatientMessageResponse } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';
import { messagingPaths } from './paths';
import { meetingConversationKey } from './use-meeting-conversation';
import { conversationMessagesKey } from './use-conversation-messages';

/** POST /api/meeting/{id}/patient-message (seed 000 §7); the thread, its counts and taken actions are fetched again. */
export function useSendPatientMessage(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendPatientMessageBody) =>
      apiRequest(messagingPaths.send(meetingId), SendPatientMessageResponse, { method: 'POST', body }),
    onSuccess: (sent) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meetingConversationKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: conversationMessagesKey(sent.conversationId) }),
        queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
      ]),
  });
}
