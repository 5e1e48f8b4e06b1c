import {
  ConversationMessage,
  ConversationMessagesResponse,
  ParticipantsResponse,
  type PostConversationMessageBody,
} from '@konsult/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCommand, apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { treatmentProgrammeKeys, treatmentProgrammePaths } from './paths';

/** GET async-messaging/conversation/{id}/message, oldest first; looked at again while the page is open. */
export function useProgrammeMessages(conversationId: string) {
  return useQuery({
    queryKey: treatmentProgrammeKeys.messages(conversationId),
    queryFn: ({ signal }) =>
      apiRequest(treatmentProgrammePaths.messages(conversationId), ConversationMessagesResponse, { signal }),
    select: (data) => data.messages,
    refetchInterval: 15_000,
    retry: retryUnlessClientError(2),
  });
}

/** GET …/participant?include=roles: the page knows only the conversation; its patient leads to the programme. */
export function useConversationParticipants(conversationId: string) {
  return useQuery({
    queryKey: treatmentProgrammeKeys.participants(conversationId),
    queryFn: ({ signal }) =>
      apiRequest(treatmentProgrammePaths.participants(conversationId), ParticipantsResponse, { signal }),
    select: (data) => data.participants,
    retry: retryUnlessClientError(2),
  });
}

/** POST async-messaging/conversation/{id}/message {message}: the psychologist writes to the patient. */
export function usePostProgrammeMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostConversationMessageBody) =>
      apiRequest(treatmentProgrammePaths.messages(conversationId), ConversationMessage, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: treatmentProgrammeKeys.messages(conversationId) }),
  });
}

/**
 * POST …/message/{mid}/read: one of the patient's messages read. The programme's unread count (the overview's badge)
 * is fetched again with the messages.
 */
export function useMarkProgrammeMessageRead(conversationId: string, patientId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      apiCommand(treatmentProgrammePaths.read(conversationId, messageId), { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: treatmentProgrammeKeys.messages(conversationId) }),
        ...(patientId
          ? [queryClient.invalidateQueries({ queryKey: treatmentProgrammeKeys.carePlans(patientId) })]
          : []),
      ]),
  });
}
