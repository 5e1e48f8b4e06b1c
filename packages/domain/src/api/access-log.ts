import { z } from 'zod';
import { epochMs } from './common';
import { PROFESSIONS } from '../clinicians/profession';
import { ACCESS_GROUNDS } from './emergency-access';

/**
 * The patient's access-log extract (issue 14; Patientdatalagen 8 kap. 4 §: a patient may know who has opened their
 * record): for one patient and a date range, every access to their data. Auditors only; clinicians get 404.
 *
 * GET /api/access-log/{patientId}?from&to (JSON) and GET /api/access-log/{patientId}/pdf?from&to (the PDF the patient
 * can be given). `from` and `to` are calendar days in the auditor's market, both included.
 */
export const ACCESS_LOG_MAX_DAYS = 366;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
export const AccessLogQuery = z.object({ from: isoDay, to: isoDay });
export type AccessLogQuery = z.infer<typeof AccessLogQuery>;

/** Which part of the record an access reached (from the audit action). */
export const ACCESS_LOG_PARTS = [
  'meeting',
  'record',
  'medications',
  'vaccinations',
  'lab-results',
  'documents',
  'messages',
  'self-assessments',
  'referrals',
  'patient-link',
  'emergency-access',
  'search',
  'access-log',
  'other',
] as const;
export type AccessLogPart = (typeof ACCESS_LOG_PARTS)[number];

export const ACCESS_LOG_OUTCOMES = ['success', 'failure', 'denied'] as const;

/** Who accessed: a named member of staff, or the patient themselves through their one-time link. */
export const AccessLogActor = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('staff'),
    id: z.string(),
    name: z.string(),
    profession: z.enum(PROFESSIONS),
    pool: z.string(),
  }),
  z.object({ kind: z.literal('patient') }),
  z.object({ kind: z.literal('unknown') }),
]);
export type AccessLogActor = z.infer<typeof AccessLogActor>;

export const AccessLogEntry = z.object({
  /** epoch ms */
  at: epochMs,
  actor: AccessLogActor,
  part: z.enum(ACCESS_LOG_PARTS),
  /** The audit action, e.g. 'record_history.read'. */
  action: z.string(),
  outcome: z.enum(ACCESS_LOG_OUTCOMES),
  /** null for a denial and for the patient's own accesses. */
  ground: z.enum(ACCESS_GROUNDS).nullable(),
  /** The reason stated for an emergency access, on every access made under it. */
  reason: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntry>;

export const AccessLog = z.object({
  patient: z.object({ id: z.string(), name: z.string(), idNumber: z.string(), country: z.string() }),
  from: isoDay,
  to: isoDay,
  timeZone: z.string(),
  /** Oldest first. */
  entries: z.array(AccessLogEntry),
});
export type AccessLog = z.infer<typeof AccessLog>;
