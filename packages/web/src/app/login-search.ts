import { z } from 'zod';
import { safeRedirectPath } from '../lib/safe-redirect';

/** /login?redirect=/emr/123?action=send-message — where to go back to after signing in. */
export const LoginSearch = z.object({
  redirect: z
    .unknown()
    .transform((value) => {
      const path = safeRedirectPath(value, '');
      return path === '' ? undefined : path;
    })
    .optional(),
});
export type LoginSearch = z.infer<typeof LoginSearch>;
