import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DocumentBody,
  DocumentTemplateFieldsResponse,
  DocumentTemplatesResponse,
  ErrorBody,
  MessageToPatientTemplateResponse,
  SaveDocumentBody,
  SaveDocumentResponse,
  SavedDocumentsResponse,
} from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { requireAccess, requirePrincipal } from '../platform/principal';
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
        response: { 200: DocumentTemplatesResponse, 401: ErrorBody },
      },
    },
    async (request) => listTemplates(db, requirePrincipal(request.principal)),
  );

  app.get(
    '/api/medicaldocuments/templates/most-used',
    {
      schema: {
        tags: ['documents'],
        summary: 'The templates this clinician saved most, at most five, most used first (never used: not listed)',
        response: { 200: DocumentTemplatesResponse, 401: ErrorBody },
      },
    },
    async (request) => mostUsedTemplates(db, requirePrincipal(request.principal)),
  );

  app.get(
    '/api/medicaldocuments/template-fields/:templateId',
    {
      schema: {
        tags: ['documents'],
        summary: "A template's fields",
        params: z.object({ templateId: z.string().max(100) }),
        response: { 200: DocumentTemplateFieldsResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => templateFields(requirePrincipal(request.principal), request.params.templateId),
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
        params: z.object({ templateId: z.string().max(100) }),
        querystring: z.object({ meetingId: z.string().max(100) }),
        response: { 200: MessageToPatientTemplateResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      messageToPatientTemplate(
        db,
        request,
        requirePrincipal(request.principal),
        requireAccess(request.access),
        request.params.templateId,
      ),
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
      const pdf = await previewDocument(
        db,
        request,
        requirePrincipal(request.principal),
        requireAccess(request.access),
        request.body,
      );
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
        response: { 201: SaveDocumentResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await saveDocument(
            db,
            request,
            requirePrincipal(request.principal),
            requireAccess(request.access),
            request.body,
          ),
        ),
  );

  app.get(
    '/api/medicaldocuments/finalised-documents/:meetingId',
    {
      schema: {
        tags: ['documents', 'patient-data'],
        summary: "The finalised documents of the meeting's patient, newest first (patientId must be that patient)",
        'x-patient-data': { resource: 'meeting', param: 'meetingId', action: 'document.list' },
        params: z.object({ meetingId: z.string().max(100) }),
        querystring: z.object({ patientId: z.string().max(100) }),
        response: { 200: SavedDocumentsResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => patientDocuments(db, request, requireAccess(request.access), request.query.patientId),
  );

  app.get(
    '/api/medicaldocuments/finalised-document/:documentId',
    {
      schema: {
        tags: ['documents', 'patient-data'],
        summary: 'A finalised document, as its PDF',
        'x-patient-data': { resource: 'medical-document', param: 'documentId', action: 'document.read' },
        params: z.object({ documentId: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const file = await readDocumentPdf(db, request, requireAccess(request.access), request.params.documentId);
      return reply
        .headers({
          ...pdfHeaders,
          'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.title)}.pdf`,
        })
        .send(Buffer.from(file.pdf.buffer, file.pdf.byteOffset, file.pdf.byteLength));
    },
  );
};
