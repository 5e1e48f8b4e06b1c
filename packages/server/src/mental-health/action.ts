import type { ServerActionModule } from '../actions/action-module';
import { mentalHealthRoutes } from './routes';
import { missingMentalHealthScore } from './service';

/**
 * The UK mental-health score (issue 19; seed 002 §3, §5): no action of the bar — it is asked for below the evaluation
 * in British mental-health meetings — so it serves no action; its routes, and a missing or incomplete score stops such
 * a meeting from ending.
 */
export const mentalHealthActions: ServerActionModule = {
  id: 'mental-health',
  actions: [],
  routes: async (app, { db }) => {
    await app.register(mentalHealthRoutes, { db });
  },
  finishBlockers: missingMentalHealthScore,
};
