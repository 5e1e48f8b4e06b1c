const enc = encodeURIComponent;
const base = '/api/async-messaging/conversation';

/** Seed 002 §7 Messaging and seed 000 §7 send message (docs/api.md). */
export const messagingPaths = {
  send: (meetingId: string) => `/api/meeting/${enc(meetingId)}/patient-message`,
  meetingConversation: (meetingId: string) => `${base}?include=unreads&meetingId=${enc(meetingId)}`,
  messages: (conversationId: string) => `${base}/${enc(conversationId)}/message`,
  read: (conversationId: string, messageId: string, unread: boolean) =>
    `${base}/${enc(conversationId)}/message/${enc(messageId)}/read${unread ? '?markUnread=true' : ''}`,
};
