import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BodySitesResponse,
  EnterImmunizationInErrorBody,
  EnterImmunizationInErrorResponse,
  ImmunizationSeriesQuery,
  ImmunizationSeriesResponse,
  LotNumbersQuery,
  LotNumbersResponse,
  MeetingCareFacilityResponse,
  NewImmunizationBody,
  NewImmunizationResponse,
  NewImmunizationSeriesBody,
  NewImmunizationSeriesResponse,
  ProgramsQuery,
  ProgramsResponse,
  Reporter,
  VACCINATION_BASE,
  VaccinesQuery,
  VaccinesResponse,
} from '@konsult/domain';
import type { VaccinationCatalogue } from '../integrations/vaccination-catalogue/vaccination-catalogue';
import type { Db } from '../platform/db/database';
import { clinicianContext, id, idParams, meetingContext, patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import {
  createSeries,
  getImmunizationSeries,
  getMeetingCareFacility,
  getReporter,
  listBodySites,
  listLotNumbers,
  listPrograms,
  listVaccines,
  registerImmunization,
  removeImmunization,
} from './service';

const base = `${VACCINATION_BASE}/clinician`;

const route = routeSchemas('vaccination');

/**
 * The vaccination list (seed 001 §2.3, §7 Vaccination; issue 6). Catalogue reads need a signed-in clinician only;
 * everything about a patient is access-checked (x-patient-data, or the immunization's patient for the removal)
 * and audited.
 */
export const vaccinationRoutes: FastifyPluginAsyncZod<{ db: Db; catalogue: VaccinationCatalogue }> = async (
  app,
  { db, catalogue },
) => {
  app.get(
    `${base}/body-sites`,
    route.session({
      summary: 'Where a dose may go (SNOMED CT body structures)',
      response: BodySitesResponse,
    }),
    async () => ({ bodySites: await listBodySites(catalogue) }),
  );

  app.get(
    `${base}/programs`,
    route.session({
      summary: 'The vaccination programmes, or those a vaccine is given in',
      querystring: ProgramsQuery,
      response: ProgramsResponse,
    }),
    async (request) => ({ programs: await listPrograms(catalogue, request.query.vaccineId) }),
  );

  app.get(
    `${base}/vaccines`,
    route.session({
      summary: 'The vaccines, or those of a programme',
      querystring: VaccinesQuery,
      response: VaccinesResponse,
    }),
    async (request) => ({ vaccines: await listVaccines(catalogue, request.query.programId) }),
  );

  app.get(
    `${base}/lot-numbers`,
    route.session({
      summary: "Suggested lot numbers: the vaccine's own, then those of vaccines against the same diseases",
      querystring: LotNumbersQuery,
      response: LotNumbersResponse,
    }),
    async (request) => ({ lotNumbers: await listLotNumbers(catalogue, request.query.vaccineId) }),
  );

  app.get(
    `${base}/reporters/:reporterId`,
    route.session({
      summary: 'The name of the clinician who registered an immunization (its reporterId)',
      params: idParams('reporterId'),
      response: Reporter,
    }),
    async (request) => getReporter(db, request.params.reporterId),
  );

  app.get(
    `${base}/immunization-series`,
    route.patientData('patient', 'patientId', 'immunization_series.read', {
      summary: "The patient's immunization series with every dose, removed ones included",
      querystring: ImmunizationSeriesQuery,
      response: ImmunizationSeriesResponse,
      in: 'query',
    }),
    async (request) => getImmunizationSeries(patientContext(db, request)),
  );

  app.get(
    `${base}/care-facility`,
    route.patientData('meeting', 'meetingId', 'vaccination_care_facility.read', {
      summary: "The meeting's care facility; null for a digital meeting (registering needs one)",
      querystring: z.object({ meetingId: id }),
      response: MeetingCareFacilityResponse,
      in: 'query',
    }),
    async (request) => getMeetingCareFacility(meetingContext(db, request)),
  );

  app.post(
    `${base}/immunization-series`,
    route.patientData('patient', 'patient_id', 'immunization_series.create', {
      summary: 'Starts a series of a programme for the patient (only when no series is continued)',
      body: NewImmunizationSeriesBody,
      response: NewImmunizationSeriesResponse,
      status: 201,
      errors: [403, 409],
      in: 'body',
    }),
    async (request, reply) => {
      const created = await createSeries(patientContext(db, request), catalogue, request.body);
      return reply.code(201).send(created);
    },
  );

  app.post(
    `${base}/immunization`,
    route.patientData('meeting', 'meeting_id', 'immunization.create', {
      summary: "Registers a dose given at the meeting's care facility by the signed-in clinician",
      body: NewImmunizationBody,
      response: NewImmunizationResponse,
      status: 201,
      errors: [403, 409],
      in: 'body',
    }),
    async (request, reply) => {
      const immunization = await registerImmunization(meetingContext(db, request), catalogue, request.body, new Date());
      return reply.code(201).send({ immunization });
    },
  );

  app.put(
    `${base}/immunization/:immunizationId`,
    route.session({
      // Not tagged patient-data: its patient is the immunization's, checked in the service (404 + audited denial).
      summary: 'Removes a vaccination: enters it in error with the reason (note)',
      params: idParams('immunizationId'),
      body: EnterImmunizationInErrorBody,
      response: EnterImmunizationInErrorResponse,
      errors: [403, 409],
    }),
    async (request) => ({
      immunization: await removeImmunization(
        clinicianContext(db, request),
        request.params.immunizationId,
        request.body,
        new Date(),
      ),
    }),
  );
};
