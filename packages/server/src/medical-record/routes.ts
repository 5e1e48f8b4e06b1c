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
import { clinicianContext, entryContext, meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import {
  entryHistory,
  getEntry,
  getEvaluation,
  saveEntry,
  saveEvaluation,
  strikeAnyEntry,
  unsignEntry,
} from './service';

const route = routeSchemas('medical-record');

export const medicalRecordRoutes: FastifyPluginAsyncZod<{ db: Db; actions: ActionFacts }> = async (
  app,
  { db, actions },
) => {
  app.get(
    '/api/medicalrecord/v2/entry/:id',
    route.patientData('meeting', 'id', 'record_entry.read', {
      summary: "The meeting's medical record entry (null before the first save) and its template id",
      querystring: z.object({ surveyInformationId: z.string().max(200).optional() }),
      response: EntryResponse,
      errors: [403, 409],
    }),
    async (request) => getEntry(meetingContext(db, request)),
  );

  app.put(
    '/api/medicalrecord/v2/entry/:id',
    route.patientData('meeting', 'id', 'record_entry.save', {
      summary: 'Save the note: `version` is the version edited (0 before the first save); 409 stale_version otherwise',
      body: SaveEntryBody,
      response: z.object({ entry: MedicalRecordEntry }),
      errors: [403, 409],
    }),
    async (request) => ({ entry: await saveEntry(meetingContext(db, request), request.body) }),
  );

  app.post(
    '/api/medicalrecord/entry/unsign/:id',
    route.patientData('medical-record-entry', 'id', 'record_entry.unsign', {
      summary: 'Reopen a signed note, with a reason',
      body: ReasonBody,
      response: z.object({ entry: MedicalRecordEntry }),
      errors: [403, 409],
    }),
    async (request) => ({ entry: await unsignEntry(entryContext(db, request), request.body.reason) }),
  );

  app.post(
    '/api/medicalrecord/entry/strike/:id',
    route.patientData('medical-record-entry', 'id', 'record_entry.strike', {
      summary:
        "Strike a note where the country allows it: a konsult note (ends its meeting; answers the note) or an entry of the records system's history (answers the record entry)",
      body: ReasonBody,
      response: z.object({ entry: z.union([MedicalRecordEntry, RecordEntry]) }),
      errors: [403, 409],
    }),
    async (request) => ({ entry: await strikeAnyEntry(entryContext(db, request), request.body.reason) }),
  );

  app.get(
    '/api/medicalrecord/entry/audit/:id',
    route.patientData('medical-record-entry', 'id', 'record_entry.history', {
      summary: 'Who created, saved, signed, unsigned and struck the entry, and when',
      response: EntryAuditResponse,
      errors: [403, 409],
    }),
    async (request) => entryHistory(entryContext(db, request)),
  );

  app.get(
    '/api/medicalrecord/evaluation/:id',
    route.patientData('meeting', 'id', 'evaluation.read', {
      summary: "The meeting's evaluation, its template id (null where none applies) and what forces its answers",
      response: EvaluationResponse,
      errors: [403, 409],
    }),
    async (request) => getEvaluation(meetingContext(db, request), actions),
  );

  app.put(
    '/api/medicalrecord/evaluation/:id',
    route.patientData('meeting', 'id', 'evaluation.save', {
      summary: 'Save the evaluation (same versioning as the note)',
      body: SaveEvaluationBody,
      response: z.object({ evaluation: Evaluation }),
      errors: [403, 409],
    }),
    async (request) => ({ evaluation: await saveEvaluation(meetingContext(db, request), request.body) }),
  );

  app.get(
    '/api/medicalrecord/icd10',
    route.session({
      summary: 'Search ICD-10 codes by code or words of the title, in the clinician’s language',
      querystring: z.object({
        query: z.string().trim().min(1).max(100),
        limit: z.coerce.number().int().min(1).max(50).default(20),
      }),

      response: IcdSearchResponse,
    }),
    // The session has resolved the locale already: the clinician's chosen language, else their market's (sessions.ts).
    async (request) => ({
      codes: searchIcd10(request.query.query, request.query.limit, clinicianContext(db, request).principal.locale),
    }),
  );

  app.get(
    '/api/medicalrecord/clinician/non-recommended-icd-codes',
    route.session({
      summary: 'Codes guidelines advise against, each with its guideline',
      response: NonRecommendedIcdResponse,
    }),
    async () => ({ icdCodes: NON_RECOMMENDED_ICD_CODES.map(({ code, guidelineUrl }) => ({ code, guidelineUrl })) }),
  );
};
