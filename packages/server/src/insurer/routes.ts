import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBody,
  INSURER_FAULTS,
  InsuranceClaimInfoResponse,
  InsurerConsultationQuery,
  InsurerConsultationResponse,
  InsurerFaultBody,
  InsurerFormDataResponse,
  InsurerProfileQuery,
  InsurerProfileResponse,
  InsurerReportsResponse,
  PatientEmailResponse,
  SetPatientEmailBody,
} from '@konsult/domain';
import { registerFaultRoutes } from '../integrations/fault-routes';
import { EmbeddedInsurerSystem } from '../integrations/insurer/embedded';
import type { InsurerSystem } from '../integrations/insurer/insurer-system';
import type { Db } from '../platform/db/database';
import { id, meetingContext, patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { insurerOutcomeRoutes } from './outcomes-routes';
import {
  INSURER_AUDIT,
  insuranceClaimInfo,
  insurerConsultation,
  insurerFormData,
  insurerProfile,
  patientEmail,
  setPatientEmail,
} from './service';

export type InsurerRoutesOptions = { db: Db; insurer: InsurerSystem; devRoutes: boolean };

const route = routeSchemas('insurer');

const REFUSALS = '403 not a GB clinician of an insurer partnership; 503 insurer_unavailable (nothing changed)';

/**
 * The insurer partnership's (Vitality's) data for the record pane (issue 20; seed 001 §2.3, §3; seed 002 §3, §7),
 * under the seed's paths below /api: each reaches the insurer through its adapter, checks the care relationship
 * (kryUserId is our patient's id; a meeting in the path is the meeting's), lets only insurer-partnership clinicians
 * through and is audited. In demo mode with the embedded insurer: its fault switch and the reports it received.
 */
export const insurerRoutes: FastifyPluginAsyncZod<InsurerRoutesOptions> = async (app, { db, insurer, devRoutes }) => {
  app.get(
    '/api/uk/vitality/clinician/user-profile-information',
    route.patientData('patient', 'kryUserId', INSURER_AUDIT.profile, {
      summary: `The insurer's profile of the member (member, patient, policy with underwriting and limits, wellness); profile null when the insurer knows no such member. ${REFUSALS}`,
      querystring: InsurerProfileQuery,
      response: InsurerProfileResponse,
      errors: [403, 503],
      in: 'query',
    }),
    async (request) => insurerProfile(patientContext(db, request), insurer, request.query),
  );

  app.get(
    '/api/uk/vitality/v1/clinician/consultation',
    route.patientData('patient', 'kryUserId', INSURER_AUDIT.consultation, {
      summary: `The consultation's insurer side: the policy, the member's and the patient's entity numbers, past claims; null when no such member. ${REFUSALS}`,
      querystring: InsurerConsultationQuery,
      response: InsurerConsultationResponse,
      errors: [403, 503],
      in: 'query',
    }),
    async (request) => insurerConsultation(patientContext(db, request), insurer, request.query),
  );

  app.get(
    '/api/mental-health-b2b/insuranceClaimInfo/:kryUserId/:meetingId',
    route.patientData('meeting', 'meetingId', INSURER_AUDIT.claim, {
      summary: `The insurance claim the meeting's patient (kryUserId) comes on: triage note, attachments, appointments; claim null when none. ${REFUSALS}`,
      params: z.object({ kryUserId: id, meetingId: id }),
      response: InsuranceClaimInfoResponse,
      errors: [403, 503],
    }),
    async (request) => insuranceClaimInfo(meetingContext(db, request), insurer, request.params.kryUserId),
  );

  app.get(
    '/api/uk-identity/vitality/patient-email/meeting/:meetingId/user/:userId',
    route.patientData('meeting', 'meetingId', INSURER_AUDIT.emailRead, {
      summary: `The meeting's patient's (userId) e-mail as the insurer holds it; null when none. ${REFUSALS}`,
      params: z.object({ meetingId: id, userId: id }),
      response: PatientEmailResponse,
      errors: [403, 503],
    }),
    async (request) => patientEmail(meetingContext(db, request), insurer, request.params.userId),
  );

  app.put(
    '/api/uk-identity/vitality/clinician/patient-email/meeting/:meetingId/user/:userId',
    route.patientData('meeting', 'meetingId', INSURER_AUDIT.emailSet, {
      summary: `Sets the meeting's patient's e-mail at the insurer (clinicians only). 400 user_id or meeting_id not the path's; 422 invalid_email; ${REFUSALS}`,
      params: z.object({ meetingId: id, userId: id }),
      body: SetPatientEmailBody,
      response: PatientEmailResponse,
      errors: [403, 422, 503],
    }),
    async (request) => setPatientEmail(meetingContext(db, request), insurer, request.params.userId, request.body),
  );

  app.get(
    '/api/uk/vitality/v1/meeting/:meetingId/form_data',
    route.patientData('meeting', 'meetingId', INSURER_AUDIT.formData, {
      summary: `Whether the meeting's insurer form data already exists in another system (the migration warning). ${REFUSALS}`,
      response: InsurerFormDataResponse,
      errors: [403, 503],
    }),
    async (request) => insurerFormData(meetingContext(db, request), insurer),
  );

  await app.register(insurerOutcomeRoutes, { db, insurer });

  if (devRoutes && insurer instanceof EmbeddedInsurerSystem) {
    registerFaultRoutes(app, {
      system: 'insurer',
      name: 'insurer',
      known: INSURER_FAULTS,
      body: InsurerFaultBody,
      faults: insurer.faults,
    });
    app.get(
      '/api/dev/insurer/reports',
      {
        schema: {
          tags: ['dev'],
          summary: 'Demo mode only: the consultation reports the embedded insurer received, newest first',
          response: { 200: InsurerReportsResponse, 401: ErrorBody },
        },
      },
      async () => ({ reports: await insurer.listReports() }),
    );
  }
};
