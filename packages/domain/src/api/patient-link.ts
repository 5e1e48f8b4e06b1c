import { z } from 'zod';
import { epochMs } from './common';
import { LOCALES } from '../markets/country';
import { INTERVENTION_TYPES } from '../meetings/meeting';

/** POST /api/meeting/{meetingId}/patient-link: a new link; any earlier link of the meeting stops working. */
export const PatientLinkResponse = z.object({ path: z.string(), expiresAt: epochMs });
export type PatientLinkResponse = z.infer<typeof PatientLinkResponse>;

/** GET /api/join/{token}: what the patient's page shows, and nothing more about the record. */
export const JoinInfoResponse = z.object({
  clinicianName: z.string(),
  scheduledStartTime: epochMs,
  interventionType: z.enum(INTERVENTION_TYPES),
  expiresAt: epochMs,
  /** The language of the meeting's market (`DEFAULT_LOCALE` of its clinician's pool): the page speaks it. */
  locale: z.enum(LOCALES).optional(),
});
export type JoinInfoResponse = z.infer<typeof JoinInfoResponse>;
