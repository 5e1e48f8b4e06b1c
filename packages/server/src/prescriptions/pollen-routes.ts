import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AcceptPrescriptionBody, DenyPrescriptionBody, PrescriptionDecisionResponse } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { acceptPrescription, denyPrescription, prescriptionDecision } from './pollen-service';

const route = routeSchemas('prescriptions');

/** The pollen text prescription's decision for a meeting (seed 000 §4, §7; issue 17). */
export const pollenRoutes: FastifyPluginAsyncZod<{ db: Db; enabled: boolean }> = async (app, { db, enabled }) => {
  app.get(
    '/api/meeting/:id/prescription/decision',
    route.patientData('meeting', 'id', 'prescription_decision.read', {
      summary: 'Whether the prescription of the meeting is already accepted (or prescribed) or denied',
      response: PrescriptionDecisionResponse,
    }),
    async (request) => prescriptionDecision(meetingContext(db, request)),
  );

  app.post(
    '/api/meeting/:id/prescription/accept',
    route.patientData('meeting', 'id', 'prescription_decision.accept', {
      summary: 'The patient is eligible: records the acceptance; the prescription follows. 409 when already decided',
      body: AcceptPrescriptionBody,
      response: PrescriptionDecisionResponse,
      errors: [403, 409],
    }),
    async (request) => acceptPrescription(meetingContext(db, request), request.body, enabled, new Date()),
  );

  app.post(
    '/api/meeting/:id/prescription/deny',
    route.patientData('meeting', 'id', 'prescription_decision.deny', {
      summary:
        'Denies the prescription with a reason and tells the patient: reason_complimentary_questions with a button to book a revisit, reason_other in the clinician’s words. 409 when already decided',
      body: DenyPrescriptionBody,
      response: PrescriptionDecisionResponse,
      errors: [403, 409],
    }),
    async (request) => denyPrescription(meetingContext(db, request), request.body, enabled, new Date()),
  );
};
