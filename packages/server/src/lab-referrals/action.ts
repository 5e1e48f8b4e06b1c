import type { ServerActionModule } from '../actions/action-module';
import { createLabPortal } from '../integrations/lab/create-lab-portal';
import { EmbeddedLabPortal } from '../integrations/lab/embedded';
import { labDevRoutes } from './dev-routes';
import { toQueueItem, toReferral } from './mapper';
import { meetingHasLabReferral, meetingQueueItems, meetingReferrals } from './repo';
import { labResultsRoutes } from './results-routes';
import { labReferralRoutes } from './routes';

/**
 * Swedish lab referrals and the physical lab queue (issue 18): the catalogue, sites, referrals through the lab
 * portal (and their results back from it) and the clinic's queue; the meeting's referrals and queue items as sections
 * of taken actions; and the evaluation learns that the meeting has a lab referral (seed 002 §4: patient_helped
 * forced, referral labs ticked).
 */
export const labReferralActions: ServerActionModule = {
  id: 'lab-referrals',
  actions: ['se-lab-referral'],
  routes: async (app, { db, config }) => {
    const portal = createLabPortal(config, db);
    await app.register(labReferralRoutes, { db, portal, physicalLabQueue: config.features.physicalLabQueue });
    if (portal instanceof EmbeddedLabPortal && config.demoMode && !config.production) {
      await app.register(labDevRoutes, { db, lab: portal });
    }
    // A real lab's results come back through its own route, which exists only with the token it must present.
    if (config.labResultsToken) await app.register(labResultsRoutes, { db, token: config.labResultsToken });
  },
  takenActions: async (db, meetingId) => {
    const rows = await meetingReferrals(db, meetingId);
    if (rows.length === 0) return null;
    return {
      kind: 'lab-referrals',
      items: rows.map(toReferral).map(({ id, tests, labTestSite, state, sentAt }) => ({
        id,
        tests,
        labTestSite,
        state,
        sentAt,
      })),
    };
  },
  evaluationContext: async (db, meetingId) =>
    (await meetingHasLabReferral(db, meetingId)) ? { hasLabReferral: true } : {},
};

/**
 * The physical lab queue (its routes are registered with the lab referrals'): its own module for its own section of
 * taken actions, as the panel has one section per module.
 */
export const physicalLabQueueActions: ServerActionModule = {
  id: 'physical-lab-queue',
  actions: ['physical-lab-queue'],
  takenActions: async (db, meetingId) => {
    const rows = await meetingQueueItems(db, meetingId);
    if (rows.length === 0) return null;
    return {
      kind: 'physical-lab-queue',
      items: rows.map(toQueueItem).map(({ id, tests, careFacility, note, queuedAt, doneAt }) => ({
        id,
        tests,
        careFacility,
        note,
        queuedAt,
        doneAt,
      })),
    };
  },
};
