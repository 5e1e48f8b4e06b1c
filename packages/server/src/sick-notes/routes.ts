import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MeetingSickNotesResponse,
  SICK_NOTES_BASE,
  SickNoteBody,
  SickNotePdfQuery,
  SickNoteResponse,
} from '@konsult/domain';
import type { CertificateService } from '../integrations/certificates/certificate-service';
import type { Db } from '../platform/db/database';
import { meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { listSickNotes, sickNotePdf, signSickNote } from './service';

export type SickNoteRoutesOptions = { db: Db; service: CertificateService };

const route = routeSchemas('sick-notes');
const pdfHeaders = { 'content-type': 'application/pdf', 'cache-control': 'private, no-store' };

/** The Swedish sick note (seed 002 §7 "POST meeting/webcertsicknote/{id}: body message_body"; issue 18). */
export const sickNoteRoutes: FastifyPluginAsyncZod<SickNoteRoutesOptions> = async (app, { db, service }) => {
  app.get(
    `${SICK_NOTES_BASE}/:meetingId`,
    route.patientData('meeting', 'meetingId', 'sick_note.list', {
      summary: "The meeting's signed sick notes, and the note's primary diagnosis the form starts from",
      response: MeetingSickNotesResponse,
    }),
    async (request) => listSickNotes(meetingContext(db, request)),
  );

  app.post(
    `${SICK_NOTES_BASE}/:meetingId`,
    route.patientData('meeting', 'meetingId', 'sick_note.sign', {
      summary:
        'The doctor signs the sick note (FK 7804) at the certificate service; kept with the meeting, its PDF sent to the patient with message_body. Sent again with the same request_id: the one already signed',
      body: SickNoteBody,
      response: SickNoteResponse,
      status: 201,
      errors: [403, 409, 422, 503],
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send({ sickNote: await signSickNote(meetingContext(db, request), service, request.body, new Date()) }),
  );

  app.get(
    `${SICK_NOTES_BASE}/:meetingId/pdf`,
    route.patientData('meeting', 'meetingId', 'sick_note.pdf', {
      summary: 'One of the meeting’s signed sick notes as its PDF (Läkarintyg för sjukpenning)',
      querystring: SickNotePdfQuery,
    }),
    async (request, reply) => {
      const pdf = await sickNotePdf(meetingContext(db, request), request.query.sick_note_id);
      return reply
        .headers({
          ...pdfHeaders,
          'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent('Läkarintyg för sjukpenning')}.pdf`,
        })
        .send(pdf);
    },
  );
};
