import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from './db/database';
import { requireAccess, requirePrincipal, type Access, type Principal } from './principal';

/**
 * What every route file used to spell out again (issue 15): id parameters, and the request's signed-in clinician and
 * established access, typed by what the route's `x-patient-data` marker reaches. The schemas: route-schema.ts.
 */

/** An id in a path, query or body: the access hook decides whether it names anything yours; here it is bounded. */
export const id = z.string().max(100);

/** A route's params of one id, e.g. `idParams('id')` for `/api/meeting/:id/…`. */
export function idParams<K extends string>(name: K) {
  return z.object({ [name]: id } as { [P in K]: typeof id });
}

/** Access to a meeting (or a conversation, reached through its meeting): the meeting is known. */
export type MeetingAccess = Access & { meetingId: string };
/** Access to a record entry: the entry is known, and where it lives. */
export type EntryAccess = Access & { entryId: string; entrySource: NonNullable<Access['entrySource']> };

/** A route's request as its service works with it: the database, the request (for audit), who, and what they reach. */
export type RequestContext<A = Access> = { db: Db; request: FastifyRequest; principal: Principal; access: A };
export type ClinicianContext = Omit<RequestContext<never>, 'access'>;

/** The signed-in clinician, on a session route without patient data. */
export function clinicianContext(db: Db, request: FastifyRequest): ClinicianContext {
  return { db, request, principal: requirePrincipal(request.principal) };
}

/** On a route marked x-patient-data of a patient (or a document): the patient, maybe a meeting. */
export function patientContext(db: Db, request: FastifyRequest): RequestContext {
  return { ...clinicianContext(db, request), access: requireAccess(request.access) };
}

/** On a route marked x-patient-data of a meeting or a conversation: the meeting is known. */
export function meetingContext(db: Db, request: FastifyRequest): RequestContext<MeetingAccess> {
  const access = requireAccess(request.access);
  if (access.meetingId === null) throw new Error('meetingContext on a route whose access names no meeting');
  return { ...clinicianContext(db, request), access: { ...access, meetingId: access.meetingId } };
}

/** On a route marked x-patient-data of a record entry. */
export function entryContext(db: Db, request: FastifyRequest): RequestContext<EntryAccess> {
  const access = requireAccess(request.access);
  if (!access.entryId || !access.entrySource) throw new Error('entryContext on a route whose access names no entry');
  return {
    ...clinicianContext(db, request),
    access: { ...access, entryId: access.entryId, entrySource: access.entrySource },
  };
}
