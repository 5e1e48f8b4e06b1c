import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmergencyAccess, EmergencyAccessBody, EmergencyAccessResponse } from '@konsult/domain';
import type { AccessControl } from '../platform/access';
import type { Db } from '../platform/db/database';
import { clinicianContext, idParams } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { currentEmergencyAccess, startEmergencyAccess } from './service';

export type EmergencyAccessRoutesOptions = { db: Db; accessControl: AccessControl; hours: number };

const route = routeSchemas('emergency-access');

/**
 * Emergency access (issue 14; our routes, the seeds do not have them): a clinician states why and reaches a
 * patient's record for EMERGENCY_ACCESS_HOURS without a care relationship; every access under it is audited with
 * the ground 'emergency'. Not marked as patient data: by definition there is no relationship to check.
 */
export const emergencyAccessRoutes: FastifyPluginAsyncZod<EmergencyAccessRoutesOptions> = async (
  app,
  { db, accessControl, hours },
) => {
  app.post(
    '/api/emergency-access',
    route.session({
      summary: `Opens a patient's record for ${hours} h without a care relationship, with a stated reason (audited)`,
      body: EmergencyAccessBody,
      response: EmergencyAccess,
      status: 201,
    }),
    async (request, reply) =>
      reply.code(201).send(await startEmergencyAccess(clinicianContext(db, request), request.body, hours)),
  );

  app.get(
    '/api/emergency-access/:patientId',
    route.session({
      summary:
        'On what ground the signed-in clinician reaches the patient now, and the emergency access in force (the banner reads it)',
      params: idParams('patientId'),
      response: EmergencyAccessResponse,
    }),
    async (request) => {
      const context = clinicianContext(db, request);
      const { patientId } = request.params;
      return {
        ground: await accessControl.groundFor(patientId, context.principal.id),
        access: await currentEmergencyAccess(context, patientId),
      };
    },
  );
};
