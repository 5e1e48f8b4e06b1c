import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EntryAuditResponse,
  EntryResponse,
  ErrorBody,
  Evaluation,
  EvaluationResponse,
  IcdSearchResponse,
  MedicalRecordEntry,
  NON_RECOMMENDED_ICD_CODES,
  NonRecommendedIcdResponse,
  ReasonBody,
  RecordEntry,
  SaveEntryBody,
  SaveEvaluationBody,
  searchIcd10,
} from '@konsult/domain';
import type { ActionFacts } from '../actions/action-module';
import type { Db } from '../platform/db/database';
import { requireAccess, requirePrincipal } from '../platform/principal';
import {
  entryHistory,
  getEntry,
  getEvaluation,
  saveEntry,
  saveEvaluation,
  strikeAnyEntry,
  unsignEntry,
} from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const byId = z.object({ id: z.string().max(100) });

export const medicalRecordRoutes: FastifyPluginAsyncZod<{ db: Db; actions: ActionFacts }> = async (
  app,
  { db, actions },
) => {
  const tags = ['medical-record', 'patient-data'];

  app.get(
    '/api/medicalrecord/v2/entry/:id',
    {
      schema: {
        tags,
        summary: "The meeting's medical record entry (null before the first save) and its template id",
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'record_entry.read' },
        params: byId,
        querystring: z.object({ surveyInformationId: z.string().max(200).optional() }),
        response: { 200: EntryResponse, ...errors },
      },
    },
    async (request) => getEntry(db, request, requirePrincipal(request.principal), requireAccess(request.access)),
  );

  app.put(
    '/api/medicalrecord/v2/entry/:id',
    {
      schema: {
        tags,
        summary:
          'Save the note: `version` is the version edited (0 before the first save); 409 stale_version otherwise',
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'record_entry.save' },
        params: byId,
        body: SaveEntryBody,
        response: { 200: z.object({ entry: MedicalRecordEntry }), ...errors },
      },
    },
    async (request) => ({
      entry: await saveEntry(
        db,
        request,
        requirePrincipal(request.principal),
        requireAccess(request.access),
        request.body,
      ),
    }),
  );

  app.post(
    '/api/medicalrecord/entry/unsign/:id',
    {
      schema: {
        tags,
        summary: 'Reopen a signed note, with a reason',
        'x-patient-data': { resource: 'medical-record-entry', param: 'id', action: 'record_entry.unsign' },
        params: byId,
        body: ReasonBody,
        response: { 200: z.object({ entry: MedicalRecordEntry }), ...errors },
      },
    },
    async (request) => ({
      entry: await unsignEntry(
        db,
        request,
        requirePrincipal(request.principal),
        requireAccess(request.access),
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/api/medicalrecord/entry/strike/:id',
    {
      schema: {
        tags,
        summary:
          "Strike a note where the country allows it: a konsult note (ends its meeting; answers the note) or an entry of the records system's history (answers the record entry)",
        'x-patient-data': { resource: 'medical-record-entry', param: 'id', action: 'record_entry.strike' },
        params: byId,
        body: ReasonBody,
        response: { 200: z.object({ entry: z.union([MedicalRecordEntry, RecordEntry]) }), ...errors },
      },
    },
    async (request) => ({
      entry: await strikeAnyEntry(
        db,
        request,
        requirePrincipal(request.principal),
        requireAccess(request.access),
        request.body.reason,
      ),
    }),
  );

  app.get(
    '/api/medicalrecord/entry/audit/:id',
    {
      schema: {
        tags,
        summary: 'Who created, saved, signed, unsigned and struck the entry, and when',
        'x-patient-data': { resource: 'medical-record-entry', param: 'id', action: 'record_entry.history' },
        params: byId,
        response: { 200: EntryAuditResponse, ...errors },
      },
    },
    async (request) => entryHistory(db, request, requireAccess(request.access)),
  );

  app.get(
    '/api/medicalrecord/evaluation/:id',
    {
      schema: {
        tags,
        summary: "The meeting's evaluation, its template id (null where none applies) and what forces its answers",
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'evaluation.read' },
        params: byId,
        response: { 200: EvaluationResponse, ...errors },
      },
    },
    async (request) =>
      getEvaluation(db, actions, request, requirePrincipal(request.principal), requireAccess(request.access)),
  );

  app.put(
    '/api/medicalrecord/evaluation/:id',
    {
      schema: {
        tags,
        summary: 'Save the evaluation (same versioning as the note)',
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'evaluation.save' },
        params: byId,
        body: SaveEvaluationBody,
        response: { 200: z.object({ evaluation: Evaluation }), ...errors },
      },
    },
    async (request) => ({
      evaluation: await saveEvaluation(
        db,
        request,
        requirePrincipal(request.principal),
        requireAccess(request.access),
        request.body,
      ),
    }),
  );

  app.get(
    '/api/medicalrecord/icd10',
    {
      schema: {
        tags: ['medical-record'],
        summary: 'Search ICD-10 codes by code or words of the title',
        querystring: z.object({
          query: z.string().trim().min(1).max(100),
          limit: z.coerce.number().int().min(1).max(50).default(20),
        }),
        response: { 200: IcdSearchResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => ({ codes: searchIcd10(request.query.query, request.query.limit) }),
  );

  app.get(
    '/api/medicalrecord/clinician/non-recommended-icd-codes',
    {
      schema: {
        tags: ['medical-record'],
        summary: 'Codes guidelines advise against, each with its guideline',
        response: { 200: NonRecommendedIcdResponse, 401: ErrorBody },
      },
    },
    async () => ({ icdCodes: NON_RECOMMENDED_ICD_CODES.map(({ code, guidelineUrl }) => ({ code, guidelineUrl })) }),
  );
};
