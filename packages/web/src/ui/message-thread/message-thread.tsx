import type { ConversationMessage, MessageAttachment } from '@konsult/domain';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/language';
import { formatDateTime } from '../../lib/format-time';
import { EmptyText } from '../empty-state';
import { QueryErrorState, QueryFallback } from '../query-state';
import './message-thread.css';

/** The texts of a thread's messages, in the caller's words. */
export interface MessageListLabels {
  /** The badge of a patient's message not read yet. */
  unread: string;
  markRead: string;
  /** Marking a read message unread again; without it, a read message has no button. */
  markUnread?: string;
  /** A file's link's accessible name. */
  download: (fileName: string) => string;
}

export interface MessageListProps {
  messages: ConversationMessage[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** The clock the times are read on (the clinician's market's). */
  timeZone: string;
  /** Where a message's file is downloaded; null: the file is named, not linked. */
  attachmentHref: (file: MessageAttachment) => string | null;
  labels: MessageListLabels;
  /** Marks one of the patient's messages read (unread false) or unread again. */
  onMark: (messageId: string, unread: boolean) => void;
  /** The message being marked now, whose button spins. */
  markingId: string | null;
}

/**
 * The two-way messaging's thread with the patient (seed 002 §7): every message, oldest first, with its sender, time,
 * subject, text and files; the patient's are marked as read here (and unread again where the caller allows it).
 */
export function MessageList({ messages, labelledBy, ...item }: MessageListProps) {
  return (
    <Stack component="ol" gap="xs" className="message-thread" aria-labelledby={labelledBy}>
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} {...item} />
      ))}
    </Stack>
  );
}

function MessageItem({
  message,
  timeZone,
  attachmentHref,
  labels,
  onMark,
  markingId,
}: Omit<MessageListProps, 'messages' | 'labelledBy'> & { message: ConversationMessage }) {
  const { i18n } = useTranslation();
  const fromPatient = message.senderRole === 'PATIENT';
  const unread = fromPatient && message.readAt === null;
  const markLabel = unread ? labels.markRead : labels.markUnread;
  return (
    <li
      className="message-thread__message"
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
        <Stack component="ul" gap={2} className="message-thread__files">
          {message.attachments.map((file) => {
            const href = attachmentHref(file);
            return (
              <li key={file.id}>
                {href ? (
                  <Anchor size="sm" href={href} download={file.fileName} aria-label={labels.download(file.fileName)}>
                    {file.fileName}
                  </Anchor>
                ) : (
                  <Text size="sm">{file.fileName}</Text>
                )}
              </li>
            );
          })}
        </Stack>
      ) : null}
      {fromPatient && markLabel ? (
        <Group gap="xs" mt={4}>
          {unread ? (
            <Badge color="orange" variant="light" size="xs">
              {labels.unread}
            </Badge>
          ) : null}
          <Button
            variant="subtle"
            size="compact-xs"
            loading={markingId === message.id}
            onClick={() => onMark(message.id, !unread)}
          >
            {markLabel}
          </Button>
        </Group>
      ) : null}
    </li>
  );
}

/** What the thread needs of its messages' query (or of the queries that lead to them). */
export interface MessagesQuery {
  /** The messages; an empty list where there is no conversation yet. */
  data: ConversationMessage[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface MessageThreadProps extends Omit<MessageListProps, 'messages' | 'labelledBy'> {
  title: string;
  /** The heading's level: 2 on a page of its own, 3 in a side panel. */
  titleOrder: 2 | 3;
  /** Beside the title (the unread count), when there is something to say. */
  badge?: string | null;
  query: MessagesQuery;
  /** The spinner's name, the failure's banner and the text of a thread without messages. */
  states: { loading: string; error: { title: string; message: string }; empty: string };
}

/**
 * The thread as a section named by its heading: a spinner while it loads, the failure's banner with "Try again", the
 * messages, or the text that there are none. Messages already shown stay when a later refetch fails.
 */
export function MessageThread({ title, titleOrder, badge, query, states, ...list }: MessageThreadProps) {
  const headingId = useId();
  const messages = query.data;
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Group gap="xs">
        <Title order={titleOrder} size={titleOrder === 2 ? 'h4' : 'h5'} id={headingId}>
          {title}
        </Title>
        {badge ? (
          <Badge color="orange" variant="light" size="sm">
            {badge}
          </Badge>
        ) : null}
      </Group>
      {messages === undefined ? (
        <QueryFallback query={query} loading={states.loading} loadingHeight="4rem" error={states.error} />
      ) : (
        <>
          {query.isError && <QueryErrorState query={query} error={states.error} />}
          {messages.length === 0 ? (
            <EmptyText>{states.empty}</EmptyText>
          ) : (
            <MessageList messages={messages} labelledBy={headingId} {...list} />
          )}
        </>
      )}
    </Stack>
  );
}
