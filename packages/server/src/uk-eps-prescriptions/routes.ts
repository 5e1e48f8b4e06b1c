import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EPS_MEDICINES,
  EpsMedicinesResponse,
  EpsMeetingResponse,
  EpsPrescriptionResponse,
  NewEpsPrescriptionBody,
  UK_EPS_BASE,
} from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { id, meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { cancelEpsPrescription, meetingEps, sendEpsPrescription, type EpsOptions } from './service';

export type EpsRoutesOptions = EpsOptions & { db: Db };

const route = routeSchemas('uk-eps');

/** UK EPS prescriptions (seed 002 §2 "UK EPS prescription", §7 "eps actions"; issue 19; paths in docs/api.md). */
export const epsRoutes: FastifyPluginAsyncZod<EpsRoutesOptions> = async (app, { db, ...options }) => {
  app.get(
    `${UK_EPS_BASE}/medicines`,
    route.session({
      summary: 'The medicines an EPS prescription offers: name, strength, form, unit and our demo dm+d-style code',
      response: EpsMedicinesResponse,
    }),
    async () => ({ medicines: [...EPS_MEDICINES] }),
  );

  app.get(
    `${UK_EPS_BASE}/meeting/:meetingId`,
    route.patientData('meeting', 'meetingId', 'uk_eps.list', {
      summary:
        "The meeting's EPS prescriptions with their status (asked of the EPS for those still sent), and whether EPS can be used for its patient: the NHS number, the nominated pharmacy, or why not",
      response: EpsMeetingResponse,
    }),
    async (request) => meetingEps(meetingContext(db, request), options),
  );

  app.post(
    `${UK_EPS_BASE}/meeting/:meetingId`,
    route.patientData('meeting', 'meetingId', 'uk_eps.send', {
      summary:
        "Sends an EPS prescription (1–4 items) to the patient's nominated pharmacy (201; the same requestId again answers the prescription sent). 400 bad items, 403 not a GP in the UK, 409 requestId of another prescription, 422 eps_patient_not_eligible, nominated_pharmacy_unknown or patient_not_traced, 503 eps_unavailable: nothing sent",
      body: NewEpsPrescriptionBody,
      response: EpsPrescriptionResponse,
      status: 201,
      errors: [403, 409, 422, 503],
    }),
    async (request, reply) =>
      reply.code(201).send({
        prescription: await sendEpsPrescription(meetingContext(db, request), options, request.body, new Date()),
      }),
  );

  app.post(
    `${UK_EPS_BASE}/meeting/:meetingId/prescription/:prescriptionId/cancel`,
    route.patientData('meeting', 'meetingId', 'uk_eps.cancel', {
      summary:
        'Cancels an EPS prescription of the meeting the pharmacy has not dispensed (a cancelled one is answered as it is). 403 not a GP in the UK, 404 no such prescription in this meeting, 409 eps_already_dispensed, 503 eps_unavailable',
      params: z.object({ meetingId: id, prescriptionId: id }),
      response: EpsPrescriptionResponse,
      errors: [403, 409, 503],
    }),
    async (request) => ({
      prescription: await cancelEpsPrescription(
        meetingContext(db, request),
        options,
        request.params.prescriptionId,
        new Date(),
      ),
    }),
  );
};
