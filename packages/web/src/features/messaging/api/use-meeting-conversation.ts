import { ConversationListResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { messagingPaths } from './paths';

export const meetingConversationKey = (meetingId: string) => ['messaging', 'meeting', meetingId] as const;

/** The meeting's conversation with its unread count, or none yet (GET async-messaging/conversation?include=unreads). */
export function useMeetingConversation(meetingId: string) {
  return useQuery({
    queryKey: meetingConversationKey(meetingId),
    queryFn: ({ signal }) =>
      apiRequest(messagingPaths.meetingConversation(meetingId), ConversationListResponse, { signal }),
    select: (data) => data.conversations[0] ?? null,
    // The patient answers from the link page: look again now and then while the panel is open.
    refetchInterval: 15_000,
    retry: retryUnlessClientError(2),
  });
}
