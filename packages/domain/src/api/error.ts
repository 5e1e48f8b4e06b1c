import { z } from 'zod';

/** The one error shape every route answers with (architecture §4). */
export const ErrorBody = z.object({
  error: z.object({
    key: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })).optional(),
    /** With a 429: whole seconds until the same request may succeed (e.g. the SMS cooldown). */
    retryAfterSeconds: z.number().int().nonnegative().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Keys the server uses for its own errors; seeds add their own per feature. */
export const ERROR_KEYS = {
  invalidInput: 'invalid_input',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'notFound',
  conflict: 'conflict',
  tooLarge: 'too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  meetingCancelled: 'meeting_cancelled',
  meetingReassigned: 'meeting_reassigned',
  unknown: 'unknown',
} as const;
