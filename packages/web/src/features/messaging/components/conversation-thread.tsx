import { useTranslation } from 'react-i18next';
import { MessageThread } from '../../../ui/message-thread/message-thread';
import { useConversationMessages } from '../api/use-conversation-messages';
import { useMarkMessage } from '../api/use-mark-message';
import { useMeetingConversation } from '../api/use-meeting-conversation';

/** The meeting's conversation: every message, oldest first; the patient's can be marked read or unread again. */
export function ConversationThread({ meetingId, timeZone }: { meetingId: string; timeZone: string }) {
  const { t } = useTranslation();
  const conversation = useMeetingConversation(meetingId);
  const conversationId = conversation.data?.id ?? null;
  const messages = useConversationMessages(conversationId);
  const mark = useMarkMessage(meetingId, conversationId ?? '');
  const unreads = conversation.data?.unreads ?? 0;
  return (
    <MessageThread
      title={t('messaging.thread.title')}
      titleOrder={3}
      badge={unreads > 0 ? t('messaging.thread.unreads', { count: unreads }) : null}
      // No conversation yet: nothing was written in this meeting.
      query={{
        data: conversation.data === null ? [] : messages.data,
        isPending: conversation.isPending || (conversationId !== null && messages.isPending),
        isError: conversation.isError || messages.isError,
        isFetching: conversation.isFetching || messages.isFetching,
        refetch: () => (conversation.isError ? conversation.refetch() : messages.refetch()),
      }}
      states={{
        loading: t('messaging.thread.loading'),
        error: { title: t('messaging.thread.errorTitle'), message: t('messaging.thread.error') },
        empty: t('messaging.thread.empty'),
      }}
      timeZone={timeZone}
      attachmentHref={(file) =>
        `/api/meeting/${encodeURIComponent(meetingId)}/message-attachments/${encodeURIComponent(file.id)}`
      }
      labels={{
        unread: t('messaging.thread.unread'),
        markRead: t('messaging.thread.markRead'),
        markUnread: t('messaging.thread.markUnread'),
        download: (name) => t('messaging.attachments.download', { name }),
      }}
      onMark={(messageId, unread) => mark.mutate({ messageId, unread })}
      markingId={mark.isPending ? mark.variables.messageId : null}
    />
  );
}
