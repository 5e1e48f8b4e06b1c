import type { ServerActionModule } from '../actions/action-module';
import { createCertificateService } from '../integrations/certificates/create-certificate-service';
import { EmbeddedCertificateService } from '../integrations/certificates/embedded';
import { certificateServiceDevRoutes } from './dev-routes';
import { toSickNote } from './mapper';
import { meetingHasSignedSickNote, meetingSickNotes } from './repo';
import { sickNoteRoutes } from './routes';

/**
 * The Swedish sick note (issue 18): its routes and the certificate service; the meeting's sick notes as a section of
 * taken actions; and the evaluation learns that the meeting has a signed sick note (seed 002 §4 sick_note_created).
 */
export const sickNoteActions: ServerActionModule = {
  id: 'sick-notes',
  actions: ['se-sick-note'],
  routes: async (app, { db, config }) => {
    const service = createCertificateService(config, db);
    await app.register(sickNoteRoutes, { db, service });
    if (service instanceof EmbeddedCertificateService && config.demoMode && !config.production) {
      await app.register(certificateServiceDevRoutes, { service });
    }
  },
  takenActions: async (db, meetingId) => {
    const rows = await meetingSickNotes(db, meetingId);
    if (rows.length === 0) return null;
    return {
      kind: 'sick-notes',
      items: rows.map(toSickNote).map(({ id, meetingId, certificateId, status, periods, signedAt, diagnosisCode }) => ({
        id,
        meetingId,
        certificateId,
        status,
        periods,
        signedAt,
        diagnosisCode,
      })),
    };
  },
  evaluationContext: async (db, meetingId) =>
    (await meetingHasSignedSickNote(db, meetingId)) ? { hasSickNote: true } : {},
};
