import { z } from 'zod';

/**
 * Building blocks the wire contracts share, so that one meaning has one schema: a time, a day, an id in a request,
 * a list answer. Internal to the api folder (not re-exported from the package): each contract names its own fields.
 */

/** A point in time, epoch milliseconds. */
export const epochMs = z.number().int();

/** A calendar day, 'YYYY-MM-DD'. */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An id the client sends (a path, query or body parameter): bounded, so a long one is a 400, not a slow query. */
export const requestId = z.string().max(100);

/** Something named by its id: a clinician, a care facility, a reporter. */
export const IdName = z.object({ id: z.string(), name: z.string() });

/** A record entry's signature: when it was signed, and struck out with why (each null until it happens). */
export const entrySignature = {
  signedAt: epochMs.nullable(),
  strickenAt: epochMs.nullable(),
  strickenReason: z.string().nullable(),
};

/** The genders a patient or child record holds. */
export const GENDERS = ['female', 'male', 'other', 'unknown'] as const;

/** A list answer: `{ [key]: item[] }`, e.g. `{ meetings: MeetingSummary[] }`. */
export function listResponse<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> });
}

/** A section of the taken-actions panel: its kind (the panel's order, TAKEN_ACTION_SECTION_SCHEMAS) and its items. */
export function takenActionsSection<K extends string, T extends z.ZodType>(kind: K, item: T) {
  return z.object({ kind: z.literal(kind), items: z.array(item) });
}
