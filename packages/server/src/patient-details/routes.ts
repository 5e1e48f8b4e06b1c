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
import { id, meetingContext, patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { getContactPerson, getObservations, getOverview, getProrenataWarnings, getWarnings } from './service';

const flag = z.enum(['true', 'false']);

const route = routeSchemas('record-pane');

/** The patient tab's reads (seed 001 §2.3 "Patient tab", §7; issue 5). */
export const patientDetailsRoutes: FastifyPluginAsyncZod<{ db: Db; recordsSystem: RecordsSystem }> = async (
  app,
  { db, recordsSystem },
) => {
  app.get(
    '/api/medicalrecord/patient/warnings/:patientId',
    route.patientData('patient', 'patientId', 'patient_warnings.read', {
      summary: "The patient's warnings, newest first (the panel shows WARNING first, then newest)",
      response: PatientWarningsResponse,
    }),
    async (request) => getWarnings(patientContext(db, request)),
  );

  app.get(
    '/api/medicalrecord/patient/prorenatawarnings/:patientId',
    route.patientData('patient', 'patientId', 'prorenata_warnings.read', {
      summary: "Why the records system may keep the patient's record from this pool: its codes, none when all is well",
      response: ProrenataWarningsResponse,
    }),
    async (request) => getProrenataWarnings(patientContext(db, request), recordsSystem),
  );

  app.get(
    '/api/fr-patient-details/contact-person/:meetingId/patient/:patientId',
    route.patientData('meeting', 'meetingId', 'contact_person.read', {
      // The marked id is checked by the access hook (a malformed one is 404 there); the other must be uuid-shaped.
      summary: "France: the contact person of the meeting's patient; 404 when there is none",
      params: z.object({ meetingId: id, patientId: z.guid() }),
      response: ContactPerson,
    }),
    async (request) => getContactPerson(meetingContext(db, request), request.params.patientId),
  );

  app.get(
    '/api/facts/patients/:patientId/observations',
    route.patientData('patient', 'patientId', 'health_observations.read', {
      summary:
        'Health properties the patient reported (height, weight, allergies), newest first; history=false keeps the latest of each',
      querystring: z.object({ history: flag.optional(), localisedValues: flag.optional() }),
      response: HealthObservationsResponse,
    }),
    // Values are stored as the patient reported them, in their language: localisedValues changes nothing here.
    async (request) => getObservations(patientContext(db, request), request.query.history !== 'false'),
  );

  app.get(
    '/api/patient/:patientId/overview',
    route.patientData('patient', 'patientId', 'patient_overview.read', {
      summary:
        "Health-check score, the meeting's insurance claim, Swedish listing and the child's verified relationship; meetingId is optional (meetingless view)",
      querystring: z.object({ meetingId: z.guid().optional() }),
      response: PatientOverview,
    }),
    async (request) => getOverview(patientContext(db, request), request.query.meetingId),
  );
};
