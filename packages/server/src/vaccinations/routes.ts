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
import { clinicianContext, errorResponses, id, idParams, meetingContext, patientContext } from '../platform/http';
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

/**
 * The vaccination list (seed 001 §2.3, §7 Vaccination; issue 6). Catalogue reads need a signed-in clinician only;
 * everything about a patient is access-checked (x-patient-data, or the immunization's patient for the removal)
 * and audited.
 */
export const vaccinationRoutes: FastifyPluginAsyncZod<{ db: Db; catalogue: VaccinationCatalogue }> = async (
  app,
  { db, catalogue },
) => {
  const tags = ['vaccination'];
  const patientData = ['vaccination', 'patient-data'];

  app.get(
    `${base}/body-sites`,
    {
      schema: {
        tags,
        summary: 'Where a dose may go (SNOMED CT body structures)',
        response: { 200: BodySitesResponse, ...errorResponses() },
      },
    },
    async () => ({ bodySites: await listBodySites(catalogue) }),
  );

  app.get(
    `${base}/programs`,
    {
      schema: {
        tags,
        summary: 'The vaccination programmes, or those a vaccine is given in',
        querystring: ProgramsQuery,
        response: { 200: ProgramsResponse, ...errorResponses() },
      },
    },
    async (request) => ({ programs: await listPrograms(catalogue, request.query.vaccineId) }),
  );

  app.get(
    `${base}/vaccines`,
    {
      schema: {
        tags,
        summary: 'The vaccines, or those of a programme',
        querystring: VaccinesQuery,
        response: { 200: VaccinesResponse, ...errorResponses() },
      },
    },
    async (request) => ({ vaccines: await listVaccines(catalogue, request.query.programId) }),
  );

  app.get(
    `${base}/lot-numbers`,
    {
      schema: {
        tags,
        summary: "Suggested lot numbers: the vaccine's own, then those of vaccines against the same diseases",
        querystring: LotNumbersQuery,
        response: { 200: LotNumbersResponse, ...errorResponses() },
      },
    },
    async (request) => ({ lotNumbers: await listLotNumbers(catalogue, request.query.vaccineId) }),
  );

  app.get(
    `${base}/reporters/:reporterId`,
    {
      schema: {
        tags,
        summary: 'The name of the clinician who registered an immunization (its reporterId)',
        params: idParams('reporterId'),
        response: { 200: Reporter, ...errorResponses() },
      },
    },
    async (request) => getReporter(db, request.params.reporterId),
  );

  app.get(
    `${base}/immunization-series`,
    {
      schema: {
        tags: patientData,
        summary: "The patient's immunization series with every dose, removed ones included",
        'x-patient-data': { resource: 'patient', param: 'patientId', in: 'query', action: 'immunization_series.read' },
        querystring: ImmunizationSeriesQuery,
        response: { 200: ImmunizationSeriesResponse, ...errorResponses() },
      },
    },
    async (request) => getImmunizationSeries(patientContext(db, request)),
  );

  app.get(
    `${base}/care-facility`,
    {
      schema: {
        tags: patientData,
        summary: "The meeting's care facility; null for a digital meeting (registering needs one)",
        'x-patient-data': {
          resource: 'meeting',
          param: 'meetingId',
          in: 'query',
          action: 'vaccination_care_facility.read',
        },
        querystring: z.object({ meetingId: id }),
        response: { 200: MeetingCareFacilityResponse, ...errorResponses() },
      },
    },
    async (request) => getMeetingCareFacility(meetingContext(db, request)),
  );

  app.post(
    `${base}/immunization-series`,
    {
      schema: {
        tags: patientData,
        summary: 'Starts a series of a programme for the patient (only when no series is continued)',
        'x-patient-data': {
          resource: 'patient',
          param: 'patient_id',
          in: 'body',
          action: 'immunization_series.create',
        },
        body: NewImmunizationSeriesBody,
        response: { 201: NewImmunizationSeriesResponse, ...errorResponses(403, 409) },
      },
    },
    async (request, reply) => {
      const created = await createSeries(patientContext(db, request), catalogue, request.body);
      return reply.code(201).send(created);
    },
  );

  app.post(
    `${base}/immunization`,
    {
      schema: {
        tags: patientData,
        summary: "Registers a dose given at the meeting's care facility by the signed-in clinician",
        'x-patient-data': { resource: 'meeting', param: 'meeting_id', in: 'body', action: 'immunization.create' },
        body: NewImmunizationBody,
        response: { 201: NewImmunizationResponse, ...errorResponses(403, 409) },
      },
    },
    async (request, reply) => {
      const immunization = await registerImmunization(meetingContext(db, request), catalogue, request.body, new Date());
      return reply.code(201).send({ immunization });
    },
  );

  app.put(
    `${base}/immunization/:immunizationId`,
    {
      schema: {
        // Not tagged patient-data: its patient is the immunization's, checked in the service (404 + audited denial).
        tags,
        summary: 'Removes a vaccination: enters it in error with the reason (note)',
        params: idParams('immunizationId'),
        body: EnterImmunizationInErrorBody,
        response: { 200: EnterImmunizationInErrorResponse, ...errorResponses(403, 409) },
      },
    },
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
