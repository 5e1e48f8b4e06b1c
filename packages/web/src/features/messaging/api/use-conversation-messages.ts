import { ConversationMessagesResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { messagingPaths } from './paths';

export const conversationMessagesKey = (conversationId: string) => ['messaging', 'messages', conversationId] as const;

/** GET async-messaging/conversation/{id}/message, oldest first; not asked before the conversation exists. */
export function useConversationMessages(conversationId: string | null) {
  return useQuery({
    queryKey: conversationMessagesKey(conversationId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(messagingPaths.messages(conversationId!), ConversationMessagesResponse, { signal }),
    select: (data) => data.messages,
    enabled: conversationId !== null,
    refetchInterval: 15_000,
    retry: retryUnlessClientError(2),
  });
}
