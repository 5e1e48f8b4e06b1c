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
import { clinicianContext, errorResponses, idParams, meetingContext, patientContext } from '../platform/http';
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

/** Seed 002 §7 Documents under /api/medicaldocuments (docs/api.md lists what we chose where the seed is silent). */
export const medicalDocumentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/medicaldocuments/templates/v2',
    {
      schema: {
        tags: ['documents'],
        summary: "The templates of the clinician's market, most used first",
        response: { 200: DocumentTemplatesResponse, ...errorResponses() },
      },
    },
    async (request) => listTemplates(clinicianContext(db, request)),
  );

  app.get(
    '/api/medicaldocuments/templates/most-used',
    {
      schema: {
        tags: ['documents'],
        summary: 'The templates this clinician saved most, at most five, most used first (never used: not listed)',
        response: { 200: DocumentTemplatesResponse, ...errorResponses() },
      },
    },
    async (request) => mostUsedTemplates(clinicianContext(db, request)),
  );

  app.get(
    '/api/medicaldocuments/template-fields/:templateId',
    {
      schema: {
        tags: ['documents'],
        summary: "A template's fields",
        params: idParams('templateId'),
        response: { 200: DocumentTemplateFieldsResponse, ...errorResponses() },
      },
    },
    async (request) => templateFields(clinicianContext(db, request), request.params.templateId),
  );

  app.get(
    '/api/medicaldocuments/message-to-patient-template/:templateId',
    {
      schema: {
        tags: ['documents', 'patient-data'],
        summary: "The message a document of the template goes to the meeting's patient with, filled in for them",
        'x-patient-data': {
          resource: 'meeting',
          param: 'meetingId',
          in: 'query',
          action: 'document.message_template',
        },
        params: idParams('templateId'),
        querystring: idParams('meetingId'),
        response: { 200: MessageToPatientTemplateResponse, ...errorResponses() },
      },
    },
    async (request) => messageToPatientTemplate(meetingContext(db, request), request.params.templateId),
  );

  app.post(
    '/api/medicaldocuments/preview',
    {
      schema: {
        tags: ['documents', 'patient-data'],
        summary: 'The document as a PDF, not kept',
        'x-patient-data': { resource: 'meeting', param: 'meeting_id', in: 'body', action: 'document.preview' },
        body: DocumentBody,
      },
    },
    async (request, reply) => {
      const pdf = await previewDocument(meetingContext(db, request), request.body);
      return reply.headers({ ...pdfHeaders, 'content-disposition': 'inline; filename="preview.pdf"' }).send(pdf);
    },
  );

  app.post(
    '/api/medicaldocuments/save',
    {
      schema: {
        tags: ['documents', 'patient-data'],
        summary: 'Make the document and keep it with the meeting and the patient; optionally send it to the patient',
        'x-patient-data': { resource: 'meeting', param: 'meeting_id', in: 'body', action: 'document.save' },
        body: SaveDocumentBody,
        response: { 201: SaveDocumentResponse, ...errorResponses() },
      },
    },
    async (request, reply) => reply.code(201).send(await saveDocument(meetingContext(db, request), request.body)),
  );

  app.get(
    '/api/medicaldocuments/finalised-documents/:meetingId',
    {
      schema: {
        tags: ['documents', 'patient-data'],
        summary: "The finalised documents of the meeting's patient, newest first (patientId must be that patient)",
        'x-patient-data': { resource: 'meeting', param: 'meetingId', action: 'document.list' },
        params: idParams('meetingId'),
        querystring: idParams('patientId'),
        response: { 200: SavedDocumentsResponse, ...errorResponses() },
      },
    },
    async (request) => patientDocuments(meetingContext(db, request), request.query.patientId),
  );

  app.get(
    '/api/medicaldocuments/finalised-document/:documentId',
    {
      schema: {
        tags: ['documents', 'patient-data'],
        summary: 'A finalised document, as its PDF',
        'x-patient-data': { resource: 'medical-document', param: 'documentId', action: 'document.read' },
        params: idParams('documentId'),
      },
    },
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
