import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MENTAL_HEALTH_SCORE_BASE,
  MentalHealthScore,
  MentalHealthScoreBody,
  MentalHealthScoreResponse,
} from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { getMentalHealthScore, saveMentalHealthScore } from './service';

export type MentalHealthRoutesOptions = { db: Db };

const route = routeSchemas('mental-health');

/** The UK mental-health score of a meeting (seed 002 §3 "Mental-health score"; issue 19). */
export const mentalHealthRoutes: FastifyPluginAsyncZod<MentalHealthRoutesOptions> = async (app, { db }) => {
  app.get(
    `${MENTAL_HEALTH_SCORE_BASE}/:meetingId`,
    route.patientData('meeting', 'meetingId', 'mental_health_score.read', {
      summary: "The meeting's UK mental health score (PHQ-9, GAD-7, clinical impressions); null until saved",
      response: MentalHealthScoreResponse,
    }),
    async (request) => getMentalHealthScore(meetingContext(db, request)),
  );

  app.put(
    `${MENTAL_HEALTH_SCORE_BASE}/:meetingId`,
    route.patientData('meeting', 'meetingId', 'mental_health_score.save', {
      summary:
        "Saves the meeting's UK mental health score, replacing the one saved before: every PHQ-9 and GAD-7 item answered 0–3, totals that are the items' sums, at least one impression, a description with 'other'",
      body: MentalHealthScoreBody,
      response: MentalHealthScore,
      errors: [409, 422],
    }),
    async (request) => saveMentalHealthScore(meetingContext(db, request), request.body, new Date()),
  );
};
