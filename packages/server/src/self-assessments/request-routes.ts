import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnsweredSelfAssessmentResponse,
  AnswerSelfAssessmentBody,
  PatientQuestionnaireQuery,
  PatientQuestionnairesResponse,
  SelfAssessmentRequestQuery,
  SelfAssessmentRequestsResponse,
  SendSelfAssessmentsBody,
} from '@konsult/domain';
import { requirePatientLink, writeOnPatientLink } from '../patient-links/service';
import type { Db } from '../platform/db/database';
import { notFound } from '../platform/errors';
import { id, meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import {
  answerSelfAssessment,
  listSelfAssessmentRequests,
  patientQuestionnaires,
  sendSelfAssessments,
} from './request-service';

const route = routeSchemas('self-assessments');
const patientLinkRoute = routeSchemas('patient-link');
const token = z.string().max(200);

/** Seed 002 §7: the path as the seed writes it, under /api; userId is the patient, bookingId the meeting. */
const PATH = '/api/treatment-programme/SelfAssessment/';

/**
 * Sending a self-assessment from the meeting (se-self-assessment; issue 18), and the patient answering it on the
 * meeting's link page (public routes: the link's token is their check, rate-limited as every link route).
 */
export const selfAssessmentRequestRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    PATH,
    route.patientData('meeting', 'bookingId', 'self_assessments.requests_read', {
      summary:
        'The self-assessments sent in the meeting, oldest first: SENT until the patient answers, then ANSWERED with the score',
      querystring: SelfAssessmentRequestQuery,
      response: SelfAssessmentRequestsResponse,
      in: 'query',
    }),
    async (request) => {
      const ctx = meetingContext(db, request);
      if (request.query.userId !== ctx.access.patientId) throw notFound();
      return { assessments: await listSelfAssessmentRequests(ctx) };
    },
  );

  app.post(
    PATH,
    route.patientData('meeting', 'bookingId', 'self_assessments.send', {
      summary:
        "Sends questionnaires (ANXIETY, DEPRESSION, STRESS, WORK_AND_SOCIAL_ADJUSTMENT) to the meeting's patient; answers the meeting's self-assessments (201). 403 unless a clinician in Sweden; 409 self_assessment_already_sent when a type is still unanswered in this meeting: nothing sent",
      querystring: SelfAssessmentRequestQuery,
      body: SendSelfAssessmentsBody,
      response: SelfAssessmentRequestsResponse,
      status: 201,
      errors: [403, 409],
      in: 'query',
    }),
    async (request, reply) => {
      const ctx = meetingContext(db, request);
      if (request.query.userId !== ctx.access.patientId) throw notFound();
      const assessments = await sendSelfAssessments(ctx, request.body, new Date());
      return reply.code(201).send({ assessments });
    },
  );

  app.get(
    '/api/join/:token/self-assessments',
    patientLinkRoute.public({
      summary: "The questionnaires the patient has still to answer in the link's meeting, in the page's language",
      params: z.object({ token }),
      querystring: PatientQuestionnaireQuery,
      response: PatientQuestionnairesResponse,
      errors: [429],
    }),
    async (request) => {
      const link = await requirePatientLink(db, request, request.params.token, 'self_assessments.patient_read');
      return { questionnaires: await patientQuestionnaires(db, link, request.query.language) };
    },
  );

  app.post(
    '/api/join/:token/self-assessments/:id',
    patientLinkRoute.public({
      summary:
        'The patient answers a questionnaire, one answer per item; the server scores it and stores it as a survey response. 400 names each unanswered item (answers.N); 409 when answered already',
      params: z.object({ token, id }),
      body: AnswerSelfAssessmentBody,
      response: AnsweredSelfAssessmentResponse,
      errors: [409, 429],
    }),
    async (request) => {
      return writeOnPatientLink(db, request, request.params.token, 'self_assessments.answer', (link) =>
        answerSelfAssessment(db, link, request.params.id, request.body, new Date()),
      );
    },
  );
};
