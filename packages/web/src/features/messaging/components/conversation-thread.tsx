import type { ConversationMessage } from '@konsult/domain';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatDateTime } from '../../../lib/format-time';
import { ErrorState } from '../../../ui/error-state';
import { EmptyText } from '../../../ui/empty-state';
import { LoadingState } from '../../../ui/loading-state';
import { useConversationMessages } from '../api/use-conversation-messages';
import { useMarkMessage } from '../api/use-mark-message';
import { useMeetingConversation } from '../api/use-meeting-conversation';

/** The meeting's conversation: every message, oldest first; the patient's can be marked read or unread again. */
export function ConversationThread({ meetingId, timeZone }: { meetingId: string; timeZone: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const conversation = useMeetingConversation(meetingId);
  const messages = useConversationMessages(conversation.data?.id ?? null);

  let body;
  if (conversation.isPending || (conversation.data && messages.isPending)) {
    body = <LoadingState label={t('messaging.thread.loading')} minHeight="4rem" />;
  } else if (conversation.isError || messages.isError) {
    body = (
      <ErrorState
        title={t('messaging.thread.errorTitle')}
        message={t('messaging.thread.error')}
        retryLabel={t('common.tryAgain')}
        onRetry={() => void (conversation.isError ? conversation.refetch() : messages.refetch())}
        retrying={conversation.isFetching || messages.isFetching}
      />
    );
  } else if (!conversation.data || !messages.data?.length) {
    body = <EmptyText>{t('messaging.thread.empty')}</EmptyText>;
  } else {
    body = (
      <ol className="conversation-thread" aria-labelledby={headingId}>
        {messages.data.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            meetingId={meetingId}
            conversationId={conversation.data!.id}
            timeZone={timeZone}
          />
        ))}
      </ol>
    );
  }

  const unreads = conversation.data?.unreads ?? 0;
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Group gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {t('messaging.thread.title')}
        </Title>
        {unreads > 0 ? (
          <Badge color="orange" variant="light" size="sm">
            {t('messaging.thread.unreads', { count: unreads })}
          </Badge>
        ) : null}
      </Group>
      {body}
    </Stack>
  );
}

function MessageItem({
  message,
  meetingId,
  conversationId,
  timeZone,
}: {
  message: ConversationMessage;
  meetingId: string;
  conversationId: string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const mark = useMarkMessage(meetingId, conversationId);
  const fromPatient = message.senderRole === 'PATIENT';
  const unread = fromPatient && message.readAt === null;
  return (
    <li
      className="conversation-thread__message"
      data-from={message.senderRole.toLowerCase()}
      data-unread={unread || undefined}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {message.senderName}
        </Text>
        <Text size="xs" c="gray.7">
          {formatDateTime(message.sentAt, intlLocale(i18n.language), timeZone)}
        </Text>
      </Group>
      {message.subject ? (
        <Text size="sm" fw={600}>
          {message.subject}
        </Text>
      ) : null}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {message.message}
      </Text>
      {message.attachments.length > 0 ? (
        <ul className="attachment-picker__list">
          {message.attachments.map((file) => (
            <li key={file.id}>
              <Anchor
                size="sm"
                href={`/api/meeting/${encodeURIComponent(meetingId)}/message-attachments/${encodeURIComponent(file.id)}`}
                download={file.fileName}
                aria-label={t('messaging.attachments.download', { name: file.fileName })}
              >
                {file.fileName}
              </Anchor>
            </li>
          ))}
        </ul>
      ) : null}
      {fromPatient ? (
        <Group gap="xs" mt={4}>
          {unread ? (
            <Badge color="orange" variant="light" size="xs">
              {t('messaging.thread.unread')}
            </Badge>
          ) : null}
          <Button
            variant="subtle"
            size="compact-xs"
            loading={mark.isPending}
            onClick={() => mark.mutate({ messageId: message.id, unread: !unread })}
          >
            {unread ? t('messaging.thread.markRead') : t('messaging.thread.markUnread')}
          </Button>
        </Group>
      ) : null}
    </li>
  );
}
