import type { ServerActionModule } from '../actions/action-module';
import { sentByClinician } from './repo';
import { messagingRoutes } from './routes';

/** Send message (seed 000 §2): its routes, and the messages sent in the meeting as a section of taken actions. */
export const messagingActions: ServerActionModule = {
  id: 'messaging',
  actions: ['send-message'],
  routes: async (app, { db, config }) => {
    await app.register(messagingRoutes, { db, attachmentRules: config.messageAttachments });
  },
  takenActions: async (db, meetingId) => ({
    kind: 'sent-messages',
    items: (await sentByClinician(db, meetingId)).map((m) => ({
      id: m.id,
      subject: m.subject,
      message: m.body,
      sentAt: m.sentAt.getTime(),
      senderName: m.senderName,
    })),
  }),
};
