import type { ServerActionModule } from '../actions/action-module';
import { medicalDocumentRoutes } from './routes';
import { meetingDocuments } from './service';

/** Create document (seed 002 §7 documents): its routes, and the meeting's documents as a section of taken actions. */
export const medicalDocumentActions: ServerActionModule = {
  id: 'medical-documents',
  actions: ['create-document'],
  routes: async (app, { db }) => {
    await app.register(medicalDocumentRoutes, { db });
  },
  takenActions: async (db, meetingId) => ({
    kind: 'documents',
    items: (await meetingDocuments(db, meetingId)).map(({ id, title, templateName, createdAt }) => ({
      id,
      title,
      templateName,
      createdAt,
    })),
  }),
};
