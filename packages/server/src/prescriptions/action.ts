import type { ServerActionModule } from '../actions/action-module';
import { createPrescriptionExchange } from '../integrations/prescription-exchange/create-prescription-exchange';
import { EmbeddedPrescriptionExchange } from '../integrations/prescription-exchange/embedded';
import { ehmSessionPage } from '../integrations/prescription-exchange/session-page';
import { createSilCatalogue } from '../integrations/sil/create-sil-catalogue';
import { prescriptionExchangeDevRoutes } from './dev-routes';
import { toPrescription } from './mapper';
import { meetingHasPrescription, meetingPrescriptions } from './repo';
import { pollenRoutes } from './pollen-routes';
import { renewalRoutes } from './renewal-routes';
import { unfinishedRenewal } from './renewal-service';
import { prescriptionRoutes } from './routes';

/**
 * Swedish e-prescribing (issue 17): the exchange, products, prescriptions and favourites; the meeting's
 * e-prescriptions as a section of taken actions; the evaluation learns that the meeting has a prescription; and
 * an unfinished renewal stops the meeting from ending.
 */
export const prescriptionActions: ServerActionModule = {
  id: 'prescriptions',
  actions: ['se-prescription', 'pollen-text-prescription'],
  routes: async (app, { db, config }) => {
    const exchange = createPrescriptionExchange(config, db);
    await app.register(prescriptionRoutes, { db, exchange, catalogue: createSilCatalogue(config) });
    await app.register(renewalRoutes, { db });
    await app.register(pollenRoutes, { db, enabled: config.features.pollenGuidelines });
    if (exchange instanceof EmbeddedPrescriptionExchange) {
      await app.register(ehmSessionPage, { db, exchange });
      if (config.demoMode && !config.production) await app.register(prescriptionExchangeDevRoutes, { exchange });
    }
  },
  takenActions: async (db, meetingId) => {
    const rows = await meetingPrescriptions(db, meetingId);
    if (rows.length === 0) return null;
    return {
      kind: 'e-prescriptions',
      items: rows.map(toPrescription).map(({ id, product, size, numberOfPackages, status, prescribedAt }) => ({
        id,
        product,
        size,
        numberOfPackages,
        status,
        prescribedAt,
      })),
    };
  },
  evaluationContext: async (db, meetingId) =>
    (await meetingHasPrescription(db, meetingId)) ? { hasPrescription: true } : {},
  finishBlockers: async (db, meeting) => unfinishedRenewal(db, meeting.id),
};
