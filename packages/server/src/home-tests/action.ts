import type { ServerActionModule } from '../actions/action-module';
import { createHomeTestLab } from '../integrations/home-test-lab/create-home-test-lab';
import { EmbeddedHomeTestLab } from '../integrations/home-test-lab/embedded';
import { homeTestLabDevRoutes } from './dev-routes';
import { homeTestRoutes } from './routes';
import { meetingHomeTestOrders } from './service';

/**
 * Home tests in Sweden and Norway (issue 18): the orders through the lab portal, and the meeting's orders as a
 * section of taken actions. A home test is not a referral the evaluation knows of (seed 002 §4 names lab referrals,
 * specialist referrals, prescriptions and sick notes), and leaves nothing unfinished.
 */
export const homeTestActions: ServerActionModule = {
  id: 'home-tests',
  actions: ['se-home-test-referral-order', 'no-home-test-order'],
  routes: async (app, { db, config }) => {
    const lab = createHomeTestLab(config, db);
    await app.register(homeTestRoutes, { db, lab, enabled: config.features.homeTestOrders });
    if (lab instanceof EmbeddedHomeTestLab && config.demoMode && !config.production) {
      await app.register(homeTestLabDevRoutes, { lab });
    }
  },
  takenActions: async (db, meetingId) => {
    const items = await meetingHomeTestOrders(db, meetingId);
    return items.length === 0 ? null : { kind: 'home-test-orders', items };
  },
};
