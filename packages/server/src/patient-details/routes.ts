import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContactPerson,
  ErrorBody,
  HealthObservationsResponse,
  PatientOverview,
  PatientWarningsResponse,
  ProrenataWarningsResponse,
} from '@konsult/domain';
import type { RecordsSystem } from '../integrations/records-system/records-system';
import type { Db } from '../platform/db/database';
import { requireAccess, requirePrincipal } from '../platform/principal';
import { getContactPerson, getObservations, getOverview, getProrenataWarnings, getWarnings } from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
/** The marked id is checked by the access hook (a malformed one is 404 there); other ids must be uuid-shaped. */
const id = z.string().max(100);
const flag = z.enum(['true', 'false']);

/** The patient tab's reads (seed 001 §2.3 "Patient tab", §7; issue 5). */
export const patientDetailsRoutes: FastifyPluginAsyncZod<{ db: Db; recordsSystem: RecordsSystem }> = async (
  app,
  { db, recordsSystem },
) => {
  const tags = ['record-pane', 'patient-data'];

  app.get(
    '/api/medicalrecord/patient/warnings/:patientId',
    {
      schema: {
        tags,
        summary: "The patient's warnings, newest first (the panel shows WARNING first, then newest)",
        'x-patient-data': { resource: 'patient', param: 'patientId', action: 'patient_warnings.read' },
        params: z.object({ patientId: id }),
        response: { 200: PatientWarningsResponse, ...errors },
      },
    },
    async (request) => getWarnings(db, request, requireAccess(request.access)),
  );

  app.get(
    '/api/medicalrecord/patient/prorenatawarnings/:patientId',
    {
      schema: {
        tags,
        summary:
          "Why the records system may keep the patient's record from this pool: its codes, none when all is well",
        'x-patient-data': { resource: 'patient', param: 'patientId', action: 'prorenata_warnings.read' },
        params: z.object({ patientId: id }),
        response: { 200: ProrenataWarningsResponse, ...errors },
      },
    },
    async (request) => getProrenataWarnings(db, recordsSystem, request, requireAccess(request.access)),
  );

  app.get(
    '/api/fr-patient-details/contact-person/:meetingId/patient/:patientId',
    {
      schema: {
        tags,
        summary: "France: the contact person of the meeting's patient; 404 when there is none",
        'x-patient-data': { resource: 'meeting', param: 'meetingId', action: 'contact_person.read' },
        params: z.object({ meetingId: id, patientId: z.guid() }),
        response: { 200: ContactPerson, ...errors },
      },
    },
    async (request) => getContactPerson(db, request, requireAccess(request.access), request.params.patientId),
  );

  app.get(
    '/api/facts/patients/:patientId/observations',
    {
      schema: {
        tags,
        summary:
          'Health properties the patient reported (height, weight, allergies), newest first; history=false keeps the latest of each',
        'x-patient-data': { resource: 'patient', param: 'patientId', action: 'health_observations.read' },
        params: z.object({ patientId: id }),
        querystring: z.object({ history: flag.optional(), localisedValues: flag.optional() }),
        response: { 200: HealthObservationsResponse, ...errors },
      },
    },
    // Values are stored as the patient reported them, in their language: localisedValues changes nothing here.
    async (request) => getObservations(db, request, requireAccess(request.access), request.query.history !== 'false'),
  );

  app.get(
    '/api/patient/:patientId/overview',
    {
      schema: {
        tags,
        summary:
          "Health-check score, the meeting's insurance claim, Swedish listing and the child's verified relationship; meetingId is optional (meetingless view)",
        'x-patient-data': { resource: 'patient', param: 'patientId', action: 'patient_overview.read' },
        params: z.object({ patientId: id }),
        querystring: z.object({ meetingId: z.guid().optional() }),
        response: { 200: PatientOverview, ...errors },
      },
    },
    async (request) =>
      getOverview(
        db,
        request,
        requirePrincipal(request.principal),
        requireAccess(request.access),
        request.query.meetingId,
      ),
  );
};
