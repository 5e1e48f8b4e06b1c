import type { ServerActionModule } from '../actions/action-module';
import { createEpsService } from '../integrations/eps/create-eps-service';
import { EmbeddedEpsService } from '../integrations/eps/embedded';
import { epsDevRoutes } from './dev-routes';
import { meetingEpsPrescriptions, meetingHasEpsPrescription } from './repo';
import { epsRoutes } from './routes';
import { toEpsPrescription } from './service';

/**
 * UK EPS prescriptions (issue 19): sent through the EPS adapter to the patient's nominated pharmacy; the meeting's
 * prescriptions as a section of taken actions; and the evaluation learns that the meeting has a prescription (one
 * sent and not cancelled), which the UK end-of-meeting checkboxes read.
 */
export const ukEpsPrescriptionActions: ServerActionModule = {
  id: 'uk-eps-prescriptions',
  actions: ['uk-eps-prescription'],
  routes: async (app, { db, config }) => {
    const service = createEpsService(config, db);
    await app.register(epsRoutes, { db, service, prescriberOdsCode: config.epsPrescriberOdsCode });
    if (service instanceof EmbeddedEpsService && config.demoMode && !config.production) {
      await app.register(epsDevRoutes, { db, eps: service });
    }
  },
  takenActions: async (db, meetingId) => {
    const rows = await meetingEpsPrescriptions(db, meetingId);
    if (rows.length === 0) return null;
    return {
      kind: 'eps-prescriptions',
      items: rows.map(toEpsPrescription).map(({ id, epsPrescriptionId, items, nominatedPharmacy, status, sentAt }) => ({
        id,
        epsPrescriptionId,
        items,
        nominatedPharmacy,
        status,
        sentAt,
      })),
    };
  },
  evaluationContext: async (db, meetingId) =>
    (await meetingHasEpsPrescription(db, meetingId)) ? { hasPrescription: true } : {},
};
