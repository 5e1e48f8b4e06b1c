import type { ServerActionModule } from '../actions/action-module';
import { revisitsBookedFrom } from './repo';
import { revisitRoutes } from './routes';

/** Book revisit (seed 000 §2): its routes, and the revisits booked from the meeting as a section of taken actions. */
export const revisitActions: ServerActionModule = {
  id: 'revisits',
  actions: ['book-revisit'],
  routes: async (app, { db, tickets }) => {
    await app.register(revisitRoutes, { db, tickets });
  },
  takenActions: async (db, meetingId) => ({ kind: 'booked-revisits', items: await revisitsBookedFrom(db, meetingId) }),
};
