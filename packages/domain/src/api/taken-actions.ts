import { z } from 'zod';

/**
 * GET /api/meeting/{id}/taken-actions (our path; seed 000 §2 taken actions, seed 002 §2 meeting actions list):
 * everything taken in the meeting, in sections with a header each. Sections of later actions (prescriptions,
 * referrals, documents, sick notes, …) join this list as they are built.
 */
export const TAKEN_ACTION_SECTIONS = ['sent-messages'] as const;
export type TakenActionSection = (typeof TAKEN_ACTION_SECTIONS)[number];

export const SentMessageAction = z.object({
  id: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  sentAt: z.number().int(),
  senderName: z.string(),
});
export type SentMessageAction = z.infer<typeof SentMessageAction>;

export const TakenActionsResponse = z.object({
  count: z.number().int().nonnegative(),
  sections: z.array(z.object({ kind: z.literal('sent-messages'), items: z.array(SentMessageAction) })),
});
export type TakenActionsResponse = z.infer<typeof TakenActionsResponse>;
