import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BodySitesResponse,
  EnterImmunizationInErrorBody,
  EnterImmunizationInErrorResponse,
  ErrorBody,
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
import { requireAccess, requirePrincipal } from '../platform/principal';
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

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const writeErrors = { ...errors, 403: ErrorBody, 409: ErrorBody };
const id = z.string().max(100);
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
        response: { 200: BodySitesResponse, ...errors },
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
        response: { 200: ProgramsResponse, ...errors },
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
        response: { 200: VaccinesResponse, ...errors },
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
        response: { 200: LotNumbersResponse, ...errors },
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
        params: z.object({ reporterId: id }),
        response: { 200: Reporter, ...errors },
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
        response: { 200: ImmunizationSeriesResponse, ...errors },
      },
    },
    async (request) => getImmunizationSeries(db, request, requireAccess(request.access)),
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
        response: { 200: MeetingCareFacilityResponse, ...errors },
      },
    },
    async (request) => getMeetingCareFacility(db, request, requireAccess(request.access)),
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
        response: { 201: NewImmunizationSeriesResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await createSeries(
        db,
        catalogue,
        request,
        requirePrincipal(request.principal),
        requireAccess(request.access),
        request.body,
      );
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
        response: { 201: NewImmunizationResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const immunization = await registerImmunization(
        db,
        catalogue,
        request,
        requirePrincipal(request.principal),
        requireAccess(request.access),
        request.body,
        new Date(),
      );
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
        params: z.object({ immunizationId: id }),
        body: EnterImmunizationInErrorBody,
        response: { 200: EnterImmunizationInErrorResponse, ...writeErrors },
      },
    },
    async (request) => ({
      immunization: await removeImmunization(
        db,
        request,
        requirePrincipal(request.principal),
        request.params.immunizationId,
        request.body,
        new Date(),
      ),
    }),
  );
};
