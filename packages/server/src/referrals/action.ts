import type { ServerActionModule } from '../actions/action-module';
import { referralRoutes } from './routes';
import { meetingReferrals } from './service';

/** Internal and physical referrals (Sweden): their routes, and the meeting's referrals as a section of taken actions. */
export const referralActions: ServerActionModule = {
  id: 'referrals',
  actions: ['internal-referral', 'physical-referral'],
  routes: async (app, { db }) => {
    await app.register(referralRoutes, { db });
  },
  takenActions: async (db, meetingId) => ({ kind: 'referrals', items: await meetingReferrals(db, meetingId) }),
};
