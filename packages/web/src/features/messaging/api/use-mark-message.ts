import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCommand } from '../../../lib/api-client';
import { messagingPaths } from './paths';
import { meetingConversationKey } from './use-meeting-conversation';
import { conversationMessagesKey } from './use-conversation-messages';

/** POST …/message/{mid}/read (markUnread=true: unread again): one of the patient's messages. */
export function useMarkMessage(meetingId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, unread }: { messageId: string; unread: boolean }) =>
      apiCommand(messagingPaths.read(conversationId, messageId, unread), { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meetingConversationKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: conversationMessagesKey(conversationId) }),
      ]),
  });
}
