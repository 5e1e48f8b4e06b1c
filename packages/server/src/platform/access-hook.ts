import type { FastifyInstance } from 'fastify';
import type { AccessControl } from './access';
import { requirePrincipal } from './principal';

/**
 * Enforces access for every route whose schema carries `x-patient-data`, before its body is even
 * validated: a clinician probing someone else's patient learns nothing from a 400 either. The
 * handler finds the established access on `request.access`.
 */
export function installAccessHook(app: FastifyInstance, access: AccessControl): void {
  app.decorateRequest('access', null);
  app.addHook('preValidation', async (request) => {
    const marker = request.routeOptions.schema?.['x-patient-data'];
    if (!marker) return;
    const principal = requirePrincipal(request.principal);
    const id = String((request.params as Record<string, unknown>)[marker.param] ?? '');
    request.access =
      marker.resource === 'meeting'
        ? await access.requireMeeting(request, principal, id, marker.action)
        : await access.requirePatient(request, principal, id, marker.action);
  });
}
