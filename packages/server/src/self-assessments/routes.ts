import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SelfAssessmentsResponse } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { getSelfAssessments } from './service';

const route = routeSchemas('record-pane');

/**
 * The self-assessment tab (seed 001 §2.3; the seed says the responses are "passed in from elsewhere", so the path
 * is ours, beside the patient's other facts: /api/facts/patients/{patientId}/…; issue 6).
 */
export const selfAssessmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/facts/patients/:patientId/self-assessments',
    route.patientData('patient', 'patientId', 'self_assessments.read', {
      summary:
        'Surveys the patient answered (PHQ-9, GAD-7, health declarations, …), newest first, every type including ones the client does not know',
      response: SelfAssessmentsResponse,
    }),
    async (request) => getSelfAssessments(patientContext(db, request)),
  );
};
