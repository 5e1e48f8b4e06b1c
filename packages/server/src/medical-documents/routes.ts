import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DocumentBody,
  DocumentTemplateFieldsResponse,
  DocumentTemplatesResponse,
  MessageToPatientTemplateResponse,
  SaveDocumentBody,
  SaveDocumentResponse,
  SavedDocumentsResponse,
} from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { clinicianContext, idParams, meetingContext, patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import {
  listTemplates,
  messageToPatientTemplate,
  mostUsedTemplates,
  patientDocuments,
  previewDocument,
  readDocumentPdf,
  saveDocument,
  templateFields,
} from './service';

const pdfHeaders = { 'content-type': 'application/pdf', 'cache-control': 'private, no-store' };

const route = routeSchemas('documents');

/** Seed 002 §7 Documents under /api/medicaldocuments (docs/api.md lists what we chose where the seed is silent). */
export const medicalDocumentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/medicaldocuments/templates/v2',
    route.session({
      summary: "The templates of the clinician's market, most used first",
      response: DocumentTemplatesResponse,
    }),
    async (request) => listTemplates(clinicianContext(db, request)),
  );

  app.get(
    '/api/medicaldocuments/templates/most-used',
    route.session({
      summary: 'The templates this clinician saved most, at most five, most used first (never used: not listed)',
      response: DocumentTemplatesResponse,
    }),
    async (request) => mostUsedTemplates(clinicianContext(db, request)),
  );

  app.get(
    '/api/medicaldocuments/template-fields/:templateId',
    route.session({
      summary: "A template's fields",
      params: idParams('templateId'),
      response: DocumentTemplateFieldsResponse,
    }),
    async (request) => templateFields(clinicianContext(db, request), request.params.templateId),
  );

  app.get(
    '/api/medicaldocuments/message-to-patient-template/:templateId',
    route.patientData('meeting', 'meetingId', 'document.message_template', {
      summary: "The message a document of the template goes to the meeting's patient with, filled in for them",
      params: idParams('templateId'),
      querystring: idParams('meetingId'),
      response: MessageToPatientTemplateResponse,
      in: 'query',
    }),
    async (request) => messageToPatientTemplate(meetingContext(db, request), request.params.templateId),
  );

  app.post(
    '/api/medicaldocuments/preview',
    route.patientData('meeting', 'meeting_id', 'document.preview', {
      summary: 'The document as a PDF, not kept',
      body: DocumentBody,
      in: 'body',
    }),
    async (request, reply) => {
      const pdf = await previewDocument(meetingContext(db, request), request.body);
      return reply.headers({ ...pdfHeaders, 'content-disposition': 'inline; filename="preview.pdf"' }).send(pdf);
    },
  );

  app.post(
    '/api/medicaldocuments/save',
    route.patientData('meeting', 'meeting_id', 'document.save', {
      summary: 'Make the document and keep it with the meeting and the patient; optionally send it to the patient',
      body: SaveDocumentBody,
      response: SaveDocumentResponse,
      status: 201,
      in: 'body',
    }),
    async (request, reply) => reply.code(201).send(await saveDocument(meetingContext(db, request), request.body)),
  );

  app.get(
    '/api/medicaldocuments/finalised-documents/:meetingId',
    route.patientData('meeting', 'meetingId', 'document.list', {
      summary: "The finalised documents of the meeting's patient, newest first (patientId must be that patient)",
      querystring: idParams('patientId'),
      response: SavedDocumentsResponse,
    }),
    async (request) => patientDocuments(meetingContext(db, request), request.query.patientId),
  );

  app.get(
    '/api/medicaldocuments/finalised-document/:documentId',
    route.patientData('medical-document', 'documentId', 'document.read', {
      summary: 'A finalised document, as its PDF',
    }),
    async (request, reply) => {
      const file = await readDocumentPdf(patientContext(db, request), request.params.documentId);
      return reply
        .headers({
          ...pdfHeaders,
          'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.title)}.pdf`,
        })
        .send(Buffer.from(file.pdf.buffer, file.pdf.byteOffset, file.pdf.byteLength));
    },
  );
};
