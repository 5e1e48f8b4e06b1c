import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EntryAuditResponse,
  EntryResponse,
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
import { entryContext, errorResponses, idParams, meetingContext } from '../platform/http';
import {
  entryHistory,
  getEntry,
  getEvaluation,
  saveEntry,
  saveEvaluation,
  strikeAnyEntry,
  unsignEntry,
} from './service';

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
        params: idParams('id'),
        querystring: z.object({ surveyInformationId: z.string().max(200).optional() }),
        response: { 200: EntryResponse, ...errorResponses(403, 409) },
      },
    },
    async (request) => getEntry(meetingContext(db, request)),
  );

  app.put(
    '/api/medicalrecord/v2/entry/:id',
    {
      schema: {
        tags,
        summary:
          'Save the note: `version` is the version edited (0 before the first save); 409 stale_version otherwise',
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'record_entry.save' },
        params: idParams('id'),
        body: SaveEntryBody,
        response: { 200: z.object({ entry: MedicalRecordEntry }), ...errorResponses(403, 409) },
      },
    },
    async (request) => ({ entry: await saveEntry(meetingContext(db, request), request.body) }),
  );

  app.post(
    '/api/medicalrecord/entry/unsign/:id',
    {
      schema: {
        tags,
        summary: 'Reopen a signed note, with a reason',
        'x-patient-data': { resource: 'medical-record-entry', param: 'id', action: 'record_entry.unsign' },
        params: idParams('id'),
        body: ReasonBody,
        response: { 200: z.object({ entry: MedicalRecordEntry }), ...errorResponses(403, 409) },
      },
    },
    async (request) => ({ entry: await unsignEntry(entryContext(db, request), request.body.reason) }),
  );

  app.post(
    '/api/medicalrecord/entry/strike/:id',
    {
      schema: {
        tags,
        summary:
          "Strike a note where the country allows it: a konsult note (ends its meeting; answers the note) or an entry of the records system's history (answers the record entry)",
        'x-patient-data': { resource: 'medical-record-entry', param: 'id', action: 'record_entry.strike' },
        params: idParams('id'),
        body: ReasonBody,
        response: { 200: z.object({ entry: z.union([MedicalRecordEntry, RecordEntry]) }), ...errorResponses(403, 409) },
      },
    },
    async (request) => ({ entry: await strikeAnyEntry(entryContext(db, request), request.body.reason) }),
  );

  app.get(
    '/api/medicalrecord/entry/audit/:id',
    {
      schema: {
        tags,
        summary: 'Who created, saved, signed, unsigned and struck the entry, and when',
        'x-patient-data': { resource: 'medical-record-entry', param: 'id', action: 'record_entry.history' },
        params: idParams('id'),
        response: { 200: EntryAuditResponse, ...errorResponses(403, 409) },
      },
    },
    async (request) => entryHistory(entryContext(db, request)),
  );

  app.get(
    '/api/medicalrecord/evaluation/:id',
    {
      schema: {
        tags,
        summary: "The meeting's evaluation, its template id (null where none applies) and what forces its answers",
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'evaluation.read' },
        params: idParams('id'),
        response: { 200: EvaluationResponse, ...errorResponses(403, 409) },
      },
    },
    async (request) => getEvaluation(meetingContext(db, request), actions),
  );

  app.put(
    '/api/medicalrecord/evaluation/:id',
    {
      schema: {
        tags,
        summary: 'Save the evaluation (same versioning as the note)',
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'evaluation.save' },
        params: idParams('id'),
        body: SaveEvaluationBody,
        response: { 200: z.object({ evaluation: Evaluation }), ...errorResponses(403, 409) },
      },
    },
    async (request) => ({ evaluation: await saveEvaluation(meetingContext(db, request), request.body) }),
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
        response: { 200: IcdSearchResponse, ...errorResponses() },
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
        response: { 200: NonRecommendedIcdResponse, ...errorResponses() },
      },
    },
    async () => ({ icdCodes: NON_RECOMMENDED_ICD_CODES.map(({ code, guidelineUrl }) => ({ code, guidelineUrl })) }),
  );
};
