import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChooseInsurerOutcomeBody,
  InsurerOutcomeMeetingQuery,
  InsurerOutcomeResponse,
  InsurerOutcomesResponse,
  PatchInsurerOutcomeDecisionBody,
  PatchInsurerOutcomeSelfPayBody,
} from '@konsult/domain';
import type { InsurerSystem } from '../integrations/insurer/insurer-system';
import type { Db } from '../platform/db/database';
import { id, meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import {
  chooseInsurerOutcome,
  decideInsurerOutcome,
  deleteInsurerOutcome,
  listInsurerOutcomes,
  setInsurerOutcomeSelfPay,
} from './outcomes-service';
import { INSURER_AUDIT } from './service';

export type InsurerOutcomeRoutesOptions = { db: Db; insurer: InsurerSystem };

const route = routeSchemas('insurer');

const REFUSALS = '403 not a GB clinician of an insurer partnership; 503 insurer_unavailable (nothing changed)';
const BY_ID =
  'The outcome is named by its id in the path and the meeting (the encounter) by the meetingId query parameter; an outcome of another meeting is 404.';

/**
 * The meeting's insurer outcomes and the insurer's rules engine (issue 20; seed 002 §3, §5, §7) under the seed's paths
 * below /api. The encounterId is our meeting id. The by-id routes (decisions, self-pay, delete) name the meeting in
 * the query (the seed's meetingId header), so the care relationship is checked before anything else.
 */
export const insurerOutcomeRoutes: FastifyPluginAsyncZod<InsurerOutcomeRoutesOptions> = async (
  app,
  { db, insurer },
) => {
  const base = '/api/uk/vitality/v1/clinician/outcomes';

  app.get(
    `${base}/:encounterId`,
    route.patientData('meeting', 'encounterId', INSURER_AUDIT.outcomesRead, {
      summary: `The outcomes chosen in the meeting (encounterId = meeting id), oldest first, each with the rules the insurer's rules engine asks, its status (Refer while unknown), the GP's decision and calculated (every rule not overridden answered). ${REFUSALS}`,
      response: InsurerOutcomesResponse,
      errors: [403, 503],
    }),
    async (request) => listInsurerOutcomes(meetingContext(db, request), insurer),
  );

  app.post(
    `${base}/:encounterId`,
    route.patientData('meeting', 'encounterId', INSURER_AUDIT.outcomeChoose, {
      summary: `Chooses an outcome in a form section of the meeting; the rules engine adds its questions (none for NON_CLAIM). requestId is the new outcome's id: a repeat answers the outcome already chosen. 409 requestId names another meeting's outcome; 422 outcome_not_allowed (not an outcome of the section, or a sub-outcome missing or not allowed); ${REFUSALS}`,
      body: ChooseInsurerOutcomeBody,
      response: InsurerOutcomeResponse,
      status: 201,
      errors: [403, 409, 422, 503],
    }),
    async (request, reply) =>
      reply.code(201).send(await chooseInsurerOutcome(meetingContext(db, request), insurer, request.body)),
  );

  app.patch(
    `${base}/decisions/:internalOutcomeId`,
    route.patientData('meeting', 'meetingId', INSURER_AUDIT.outcomeDecide, {
      summary: `The GP's decision and rule answers (the seed's body: decision, rule_answers of rule_id and question_answered); the rules engine re-evaluates the status. ${BY_ID} 422 unknown_rule, outcome_not_allowed (a decision the section does not allow for the outcome), no_outcome_rules ('Failed to patch outcome {id}. There are no outcome rules to be patched.'); ${REFUSALS}`,
      in: 'query',
      params: z.object({ internalOutcomeId: id }),
      querystring: InsurerOutcomeMeetingQuery,
      body: PatchInsurerOutcomeDecisionBody,
      response: InsurerOutcomeResponse,
      errors: [403, 422, 503],
    }),
    async (request) =>
      decideInsurerOutcome(meetingContext(db, request), insurer, request.params.internalOutcomeId, request.body),
  );

  app.patch(
    `${base}/self-pay/:id`,
    route.patientData('meeting', 'meetingId', INSURER_AUDIT.outcomeSelfPay, {
      summary: `Toggles the outcome's self-pay (the seed's body: is_self_pay). ${BY_ID} ${REFUSALS}`,
      in: 'query',
      params: z.object({ id }),
      querystring: InsurerOutcomeMeetingQuery,
      body: PatchInsurerOutcomeSelfPayBody,
      response: InsurerOutcomeResponse,
      errors: [403, 503],
    }),
    async (request) =>
      setInsurerOutcomeSelfPay(meetingContext(db, request), insurer, request.params.id, request.body.is_self_pay),
  );

  app.delete(
    `${base}/:id`,
    route.patientData('meeting', 'meetingId', INSURER_AUDIT.outcomeDelete, {
      summary: `Deletes the outcome with its rule answers. ${BY_ID} ${REFUSALS}`,
      in: 'query',
      params: z.object({ id }),
      querystring: InsurerOutcomeMeetingQuery,
      response: z.null(),
      status: 204,
      errors: [403, 503],
    }),
    async (request, reply) => {
      await deleteInsurerOutcome(meetingContext(db, request), insurer, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
