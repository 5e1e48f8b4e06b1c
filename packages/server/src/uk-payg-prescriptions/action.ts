import type { ServerActionModule } from '../actions/action-module';
import { meetingHasSentPaygPrescription, meetingPaygPrescriptions } from './repo';
import { paygPrescriptionRoutes } from './routes';
import { toPaygPrescription } from './service';

/**
 * The UK pay-as-you-go prescription (issue 19): its routes (with the pharmacies near a postcode), the meeting's
 * prescriptions as a section of taken actions, and the evaluation learns that a prescription was sent.
 */
export const paygPrescriptionActions: ServerActionModule = {
  id: 'uk-payg-prescriptions',
  actions: ['uk-payg-prescription'],
  routes: async (app, { db }) => {
    await app.register(paygPrescriptionRoutes, { db });
  },
  takenActions: async (db, meetingId) => {
    const rows = await meetingPaygPrescriptions(db, meetingId, { sentOnly: true });
    if (rows.length === 0) return null;
    return {
      kind: 'payg-prescriptions',
      items: rows.map(toPaygPrescription).map(({ id, meetingId, status, fileName, uploadedAt, sentAt }) => ({
        id,
        meetingId,
        status,
        fileName,
        uploadedAt,
        sentAt,
      })),
    };
  },
  evaluationContext: async (db, meetingId) =>
    (await meetingHasSentPaygPrescription(db, meetingId)) ? { hasPrescription: true } : {},
};
