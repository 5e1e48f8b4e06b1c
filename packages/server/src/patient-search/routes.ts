import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PatientSearchBody, PatientSearchResponse } from '@konsult/domain';
import type { AccessControl } from '../platform/access';
import type { Db } from '../platform/db/database';
import { clinicianContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { searchPatients } from './service';

export type PatientSearchRoutesOptions = { db: Db; accessControl: AccessControl };

const route = routeSchemas('patient-search');

/**
 * Patient search (issue 14; our route, the seeds reach patients through meetings only): the way to a patient a
 * clinician has no meeting with — for emergency access — and the auditor's way to the patient whose log is asked for.
 */
export const patientSearchRoutes: FastifyPluginAsyncZod<PatientSearchRoutesOptions> = async (
  app,
  { db, accessControl },
) => {
  app.post(
    '/api/patients/search',
    route.session({
      summary:
        "Patients of the signed-in user's market with exactly this identity number, each with the ground they are reached on (audited)",
      body: PatientSearchBody,
      response: PatientSearchResponse,
    }),
    async (request) => ({ patients: await searchPatients(clinicianContext(db, request), accessControl, request.body) }),
  );
};
