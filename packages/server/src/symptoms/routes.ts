import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { PatientDocumentsResponse, SurveyResponseResponse } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { id, meetingContext, patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import {
  getPatientDocumentImage,
  getPatientDocuments,
  getSurveyResponse,
  getSymptomImage,
  type Image,
} from './service';

/** Thumbnails are asked for at 200×100 (seed 001 §9); the browser scales, so the size is accepted and not used. */
const size = z.coerce.number().int().min(1).max(4000).optional();

/** Image bytes: the same for every viewer allowed to see them, so private caches may keep them. */
function sendImage(reply: FastifyReply, image: Image) {
  return reply
    .header('cache-control', 'private, max-age=3600')
    .type(image.contentType)
    .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
}

const route = routeSchemas('record-pane');

/** The symptoms panel and the documents tab (seed 001 §2.3, §7; issue 5). */
export const symptomRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/meeting/doctor/survey-responses/:meetingId',
    route.patientData('meeting', 'meetingId', 'survey_response.read', {
      summary: 'The symptoms survey the patient answered for the meeting (null when it has none)',
      response: SurveyResponseResponse,
    }),
    async (request) => getSurveyResponse(meetingContext(db, request)),
  );

  app.get(
    '/api/meeting/doctor/symtoms/image/:imageId',
    route.patientData('meeting', 'meetingId', 'symptom_image.read', {
      // The marked id is checked by the access hook (a malformed one is 404 there); the image's must be uuid-shaped.
      summary:
        "A photo answering the meeting's symptoms survey (image/png or image/jpeg); 404 unless it is this meeting's",
      params: z.object({ imageId: z.guid() }),
      querystring: z.object({ meetingId: id, width: size, height: size }),
      in: 'query',
    }),
    async (request, reply) =>
      sendImage(reply, await getSymptomImage(meetingContext(db, request), request.params.imageId)),
  );

  app.get(
    '/api/medicalrecord/patientdocuments',
    route.patientData('patient', 'patientId', 'patient_documents.read', {
      summary:
        "Documents the patient sent, newest first; only those sent with the survey when surveyInformationId is given. meetingId is optional (meetingless view); when given it must be the clinician's meeting with this patient",
      querystring: z.object({
        patientId: id,
        meetingId: z.guid().optional(),
        surveyInformationId: z.string().min(1).max(200).optional(),
      }),

      response: PatientDocumentsResponse,

      in: 'query',
    }),
    async (request) =>
      getPatientDocuments(patientContext(db, request), request.query.meetingId, request.query.surveyInformationId),
  );

  app.get(
    '/api/medicalrecord/patientdocuments/:patientDocumentId/image',
    route.patientData('meeting', 'meetingId', 'patient_document.read', {
      summary: "A document's image (image/png or image/jpeg); 404 unless it is the meeting's patient's",
      params: z.object({ patientDocumentId: z.guid() }),
      querystring: z.object({ meetingId: id, width: size, height: size }),
      in: 'query',
    }),
    async (request, reply) =>
      sendImage(reply, await getPatientDocumentImage(meetingContext(db, request), request.params.patientDocumentId)),
  );
};
