import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SelfAssessmentsResponse } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { errorResponses, idParams, patientContext } from '../platform/http';
import { getSelfAssessments } from './service';

/**
 * The self-assessment tab (seed 001 §2.3; the seed says the responses are "passed in from elsewhere", so the path
 * is ours, beside the patient's other facts: /api/facts/patients/{patientId}/…; issue 6).
 */
export const selfAssessmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/facts/patients/:patientId/self-assessments',
    {
      schema: {
        tags: ['record-pane', 'patient-data'],
        summary:
          'Surveys the patient answered (PHQ-9, GAD-7, health declarations, …), newest first, every type including ones the client does not know',
        'x-patient-data': { resource: 'patient', param: 'patientId', action: 'self_assessments.read' },
        params: idParams('patientId'),
        response: { 200: SelfAssessmentsResponse, ...errorResponses() },
      },
    },
    async (request) => getSelfAssessments(patientContext(db, request)),
  );
};
