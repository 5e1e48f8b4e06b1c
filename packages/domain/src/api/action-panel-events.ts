import { z } from 'zod';
import { ACTION_NAMES } from '../consultation/search-params';

/**
 * POST /api/meeting/{id}/action-panel-events (our path; seed 000 §2 "opening and closing fire analytics events").
 * `occurredAt` is the clinician's clock, epoch ms.
 */
export const ActionPanelEventBody = z.object({
  action: z.enum(ACTION_NAMES),
  event: z.enum(['opened', 'closed']),
  occurredAt: z.number().int().positive(),
});
export type ActionPanelEventBody = z.infer<typeof ActionPanelEventBody>;
