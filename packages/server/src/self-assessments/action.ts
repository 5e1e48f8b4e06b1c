import type { ServerActionModule } from '../actions/action-module';
import { selfAssessmentRequestRoutes } from './request-routes';
import { sentSelfAssessments } from './request-service';

/**
 * Sending a self-assessment (se-self-assessment; seed 002 §3, §7; issue 18): the routes to send and answer, and the
 * meeting's questionnaires as the self-assessments section of taken actions. The record pane's list of answered
 * surveys (routes.ts) is the pane's, registered with the pane.
 */
export const selfAssessmentActions: ServerActionModule = {
  id: 'self-assessments',
  actions: ['se-self-assessment'],
  routes: async (app, { db }) => {
    await app.register(selfAssessmentRequestRoutes, { db });
  },
  takenActions: async (db, meetingId) => {
    const sent = await sentSelfAssessments(db, meetingId);
    if (sent.length === 0) return null;
    return {
      kind: 'self-assessments',
      items: sent.map(({ id, type, state, sentAt, score, maxScore, band }) => ({
        id,
        type,
        state,
        sentAt,
        score,
        maxScore,
        band,
      })),
    };
  },
};
