import { z } from 'zod';
import { TAKEN_ACTION_SECTION_SCHEMAS } from '../actions/registry';

/**
 * GET /api/meeting/{id}/taken-actions (our path; seed 000 §2 taken actions, seed 002 §2 meeting actions list):
 * everything taken in the meeting, in sections with a header each. Each action declares its section's schema with
 * its area and registers it in actions/registry.ts.
 */
export const TakenActionsSection = z.discriminatedUnion('kind', TAKEN_ACTION_SECTION_SCHEMAS);
export type TakenActionsSection = z.infer<typeof TakenActionsSection>;
export type TakenActionSection = TakenActionsSection['kind'];
export const TAKEN_ACTION_SECTIONS = TAKEN_ACTION_SECTION_SCHEMAS.map((schema) => schema.shape.kind.value);

export const TakenActionsResponse = z.object({
  count: z.number().int().nonnegative(),
  sections: z.array(TakenActionsSection),
});
export type TakenActionsResponse = z.infer<typeof TakenActionsResponse>;
