import type { AccessGround, Me } from '@konsult/domain';

/** The signed-in clinician as every route sees them: who they are, and which session this is. */
export type Principal = Me & { sessionId: string; csrfToken: string };

/** Where a route's patient data hangs, so the authorization suite can probe it from the OpenAPI document. */
export type PatientDataMarker = {
  resource:
    | 'meeting'
    | 'patient'
    | 'medical-record-entry'
    | 'conversation'
    | 'medical-document'
    | 'prescription'
    | 'specialist-referral'
    | 'care-plan';
  /** The parameter holding the meeting, patient, entry, conversation or document id: in the path unless `in` says otherwise. */
  param: string;
  in?: 'path' | 'query' | 'body';
  /** The audit action, e.g. 'meeting.read'. */
  action: string;
};

/** What the access check established before the handler runs (see platform/access-hook.ts). */
export type Access = {
  meetingId: string | null;
  patientId: string;
  entryId?: string;
  /** Where the entry of a 'medical-record-entry' route lives: a konsult note, or the records system's history. */
  entrySource?: 'konsult' | 'records-system';
  /** On what ground the patient is reached (audit rows carry it); a meeting of the clinician's own is 'care'. */
  ground?: AccessGround;
};

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** Set on x-patient-data routes once the clinician's access is established. */
    access: Access | null;
  }
  interface FastifySchema {
    /** Marks a route that reads or writes patient data (listed in /api/openapi.json as x-patient-data). */
    'x-patient-data'?: PatientDataMarker;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a session: health, sign-in, the API document, the patient's link. */
    public?: boolean;
    /** The web app's files (public, and they choose their own caching; every other route's answer is no-store). */
    webApp?: boolean;
  }
}

export function requirePrincipal(principal: Principal | null): Principal {
  if (!principal) throw new Error('requirePrincipal on a public route');
  return principal;
}

export function requireAccess(access: Access | null): Access {
  if (!access) throw new Error('requireAccess on a route without x-patient-data');
  return access;
}
