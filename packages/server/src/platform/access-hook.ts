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
    const source = { path: request.params, query: request.query, body: request.body }[marker.in ?? 'path'];
    // A missing or non-object body, or an id that is not a string (an object whose own toString is not a function),
    // names no id: the same 404 as an unknown one, not a TypeError.
    const raw = (source as Record<string, unknown> | null | undefined)?.[marker.param];
    const id = typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '';
    const require = {
      meeting: access.requireMeeting,
      patient: access.requirePatient,
      'medical-record-entry': access.requireEntry,
      conversation: access.requireConversation,
      'medical-document': access.requireMedicalDocument,
      prescription: access.requirePrescription,
      'specialist-referral': access.requireSpecialistReferral,
      'care-plan': access.requireCarePlan,
    }[marker.resource];
    request.access = await require.call(access, request, principal, id, marker.action);
  });
}
