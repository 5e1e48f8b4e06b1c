import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CancelRenewalItemsBody,
  RejectRenewalBody,
  RenewalHistoryResponse,
  RenewalQuery,
  RenewalResponse,
} from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { id, meetingContext, patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { cancelRenewalItems, getRenewal, rejectRenewalItems, renewalHistory } from './renewal-service';

const route = routeSchemas('prescription-renewal');
const base = '/api/medicalrecord/prnprescription';
const inMeeting = z.object({ meetingId: id });

/** Swedish prescription renewal (seed 000 §4, §7; seed 002 §7; issue 17). */
export const renewalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${base}/history/:patientId`,
    route.patientData('patient', 'patientId', 'renewal.history', {
      summary: "The patient's renewal requests, newest first, with what became of each item",
      response: RenewalHistoryResponse,
      errors: [403],
    }),
    async (request) => ({ renewals: await renewalHistory(patientContext(db, request)) }),
  );

  app.get(
    `${base}/:renewalId`,
    route.patientData('patient', 'patientId', 'renewal.read', {
      summary:
        'A renewal request with its items (medication request, distributed drug, drug article), by its id, the patient and, for a video meeting, the meeting',
      params: z.object({ renewalId: id }),
      querystring: RenewalQuery,
      response: RenewalResponse,
      errors: [403],
      in: 'query',
    }),
    async (request) => ({
      renewal: await getRenewal(patientContext(db, request), request.params.renewalId, request.query.meetingId),
    }),
  );

  app.post(
    `${base}/:renewalId/reject`,
    route.patientData('meeting', 'meetingId', 'renewal.reject', {
      summary:
        'Rejects items and sends the patient the message: a reason and its text in a text meeting (own words for none_of_the_above), a notice in a video meeting',
      params: z.object({ renewalId: id }),
      querystring: inMeeting,
      body: RejectRenewalBody,
      response: RenewalResponse,
      errors: [403, 409],
      in: 'query',
    }),
    async (request) => ({
      renewal: await rejectRenewalItems(
        meetingContext(db, request),
        request.params.renewalId,
        request.body,
        new Date(),
      ),
    }),
  );

  app.post(
    `${base}/:renewalId/cancel`,
    route.patientData('meeting', 'meetingId', 'renewal.cancel', {
      summary: 'Cancels items whose drug article is no longer valid (the replace-or-cancel modal)',
      params: z.object({ renewalId: id }),
      querystring: inMeeting,
      body: CancelRenewalItemsBody,
      response: RenewalResponse,
      errors: [403, 409],
      in: 'query',
    }),
    async (request) => ({
      renewal: await cancelRenewalItems(
        meetingContext(db, request),
        request.params.renewalId,
        request.body,
        new Date(),
      ),
    }),
  );
};
