import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContactPerson,
  HealthObservationsResponse,
  PatientOverview,
  PatientWarningsResponse,
  ProrenataWarningsResponse,
} from '@konsult/domain';
import type { RecordsSystem } from '../integrations/records-system/records-system';
import type { Db } from '../platform/db/database';
import { errorResponses, id, idParams, meetingContext, patientContext } from '../platform/http';
import { getContactPerson, getObservations, getOverview, getProrenataWarnings, getWarnings } from './service';

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
        params: idParams('patientId'),
        response: { 200: PatientWarningsResponse, ...errorResponses() },
      },
    },
    async (request) => getWarnings(patientContext(db, request)),
  );

  app.get(
    '/api/medicalrecord/patient/prorenatawarnings/:patientId',
    {
      schema: {
        tags,
        summary:
          "Why the records system may keep the patient's record from this pool: its codes, none when all is well",
        'x-patient-data': { resource: 'patient', param: 'patientId', action: 'prorenata_warnings.read' },
        params: idParams('patientId'),
        response: { 200: ProrenataWarningsResponse, ...errorResponses() },
      },
    },
    async (request) => getProrenataWarnings(patientContext(db, request), recordsSystem),
  );

  app.get(
    '/api/fr-patient-details/contact-person/:meetingId/patient/:patientId',
    {
      schema: {
        tags,
        summary: "France: the contact person of the meeting's patient; 404 when there is none",
        'x-patient-data': { resource: 'meeting', param: 'meetingId', action: 'contact_person.read' },
        // The marked id is checked by the access hook (a malformed one is 404 there); the other must be uuid-shaped.
        params: z.object({ meetingId: id, patientId: z.guid() }),
        response: { 200: ContactPerson, ...errorResponses() },
      },
    },
    async (request) => getContactPerson(meetingContext(db, request), request.params.patientId),
  );

  app.get(
    '/api/facts/patients/:patientId/observations',
    {
      schema: {
        tags,
        summary:
          'Health properties the patient reported (height, weight, allergies), newest first; history=false keeps the latest of each',
        'x-patient-data': { resource: 'patient', param: 'patientId', action: 'health_observations.read' },
        params: idParams('patientId'),
        querystring: z.object({ history: flag.optional(), localisedValues: flag.optional() }),
        response: { 200: HealthObservationsResponse, ...errorResponses() },
      },
    },
    // Values are stored as the patient reported them, in their language: localisedValues changes nothing here.
    async (request) => getObservations(patientContext(db, request), request.query.history !== 'false'),
  );

  app.get(
    '/api/patient/:patientId/overview',
    {
      schema: {
        tags,
        summary:
          "Health-check score, the meeting's insurance claim, Swedish listing and the child's verified relationship; meetingId is optional (meetingless view)",
        'x-patient-data': { resource: 'patient', param: 'patientId', action: 'patient_overview.read' },
        params: idParams('patientId'),
        querystring: z.object({ meetingId: z.guid().optional() }),
        response: { 200: PatientOverview, ...errorResponses() },
      },
    },
    async (request) => getOverview(patientContext(db, request), request.query.meetingId),
  );
};
