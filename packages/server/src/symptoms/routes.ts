import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { PatientDocumentsResponse, SurveyResponseResponse } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { errorResponses, id, idParams, meetingContext, patientContext } from '../platform/http';
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

/** The symptoms panel and the documents tab (seed 001 §2.3, §7; issue 5). */
export const symptomRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['record-pane', 'patient-data'];

  app.get(
    '/api/meeting/doctor/survey-responses/:meetingId',
    {
      schema: {
        tags,
        summary: 'The symptoms survey the patient answered for the meeting (null when it has none)',
        'x-patient-data': { resource: 'meeting', param: 'meetingId', action: 'survey_response.read' },
        params: idParams('meetingId'),
        response: { 200: SurveyResponseResponse, ...errorResponses() },
      },
    },
    async (request) => getSurveyResponse(meetingContext(db, request)),
  );

  app.get(
    '/api/meeting/doctor/symtoms/image/:imageId',
    {
      schema: {
        tags,
        summary:
          "A photo answering the meeting's symptoms survey (image/png or image/jpeg); 404 unless it is this meeting's",
        'x-patient-data': { resource: 'meeting', param: 'meetingId', in: 'query', action: 'symptom_image.read' },
        // The marked id is checked by the access hook (a malformed one is 404 there); the image's must be uuid-shaped.
        params: z.object({ imageId: z.guid() }),
        querystring: z.object({ meetingId: id, width: size, height: size }),
        response: errorResponses(),
      },
    },
    async (request, reply) =>
      sendImage(reply, await getSymptomImage(meetingContext(db, request), request.params.imageId)),
  );

  app.get(
    '/api/medicalrecord/patientdocuments',
    {
      schema: {
        tags,
        summary:
          "Documents the patient sent, newest first; only those sent with the survey when surveyInformationId is given. meetingId is optional (meetingless view); when given it must be the clinician's meeting with this patient",
        'x-patient-data': { resource: 'patient', param: 'patientId', in: 'query', action: 'patient_documents.read' },
        querystring: z.object({
          patientId: id,
          meetingId: z.guid().optional(),
          surveyInformationId: z.string().min(1).max(200).optional(),
        }),
        response: { 200: PatientDocumentsResponse, ...errorResponses() },
      },
    },
    async (request) =>
      getPatientDocuments(patientContext(db, request), request.query.meetingId, request.query.surveyInformationId),
  );

  app.get(
    '/api/medicalrecord/patientdocuments/:patientDocumentId/image',
    {
      schema: {
        tags,
        summary: "A document's image (image/png or image/jpeg); 404 unless it is the meeting's patient's",
        'x-patient-data': { resource: 'meeting', param: 'meetingId', in: 'query', action: 'patient_document.read' },
        params: z.object({ patientDocumentId: z.guid() }),
        querystring: z.object({ meetingId: id, width: size, height: size }),
        response: errorResponses(),
      },
    },
    async (request, reply) =>
      sendImage(reply, await getPatientDocumentImage(meetingContext(db, request), request.params.patientDocumentId)),
  );
};
