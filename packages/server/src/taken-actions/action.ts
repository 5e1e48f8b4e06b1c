import type { ServerActionModule } from '../actions/action-module';
import { takenActionRoutes } from './routes';

/** Taken actions (seed 000 §2): one route that asks every registered module for its section. */
export const takenActionsActions: ServerActionModule = {
  id: 'taken-actions',
  actions: ['taken-actions'],
  routes: async (app, { db, actions }) => {
    await app.register(takenActionRoutes, { db, actions });
  },
};
