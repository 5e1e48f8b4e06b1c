import { z } from 'zod';
import { epochMs, requestId } from './common';

/** On what ground a clinician reaches a patient's data: a care relationship, or emergency access. */
export const ACCESS_GROUNDS = ['care', 'emergency'] as const;
export type AccessGround = (typeof ACCESS_GROUNDS)[number];

/** The reason a clinician must state for emergency access: enough to be read back by an auditor. */
export const EMERGENCY_REASON_MIN = 10;
export const EMERGENCY_REASON_MAX = 500;

/** POST /api/emergency-access (our route; issue 14): open a patient's record without a care relationship. */
export const EmergencyAccessBody = z.object({
  patientId: requestId,
  reason: z.string().trim().min(EMERGENCY_REASON_MIN).max(EMERGENCY_REASON_MAX),
});
export type EmergencyAccessBody = z.infer<typeof EmergencyAccessBody>;

/** One emergency access: whose record, why, and until when (epoch ms). */
export const EmergencyAccess = z.object({
  patientId: z.string(),
  reason: z.string(),
  startedAt: epochMs,
  expiresAt: epochMs,
});
export type EmergencyAccess = z.infer<typeof EmergencyAccess>;

/**
 * GET /api/emergency-access/{patientId}: on what ground the signed-in clinician reaches the patient now (null: none,
 * or no such patient — the two answer alike), and the emergency access in force, if any (the banner reads it).
 */
export const EmergencyAccessResponse = z.object({
  ground: z.enum(ACCESS_GROUNDS).nullable(),
  access: EmergencyAccess.nullable(),
});
export type EmergencyAccessResponse = z.infer<typeof EmergencyAccessResponse>;
