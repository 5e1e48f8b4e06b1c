import { z } from 'zod';
import { Referral } from './referrals';

/**
 * GET /api/meeting/{id}/taken-actions (our path; seed 000 §2 taken actions, seed 002 §2 meeting actions list):
 * everything taken in the meeting, in sections with a header each. Sections of later actions (prescriptions,
 * referrals, documents, sick notes, …) join this list as they are built.
 */
export const TAKEN_ACTION_SECTIONS = ['sent-messages', 'booked-revisits', 'documents', 'referrals'] as const;
export type TakenActionSection = (typeof TAKEN_ACTION_SECTIONS)[number];

export const SentMessageAction = z.object({
  id: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  sentAt: z.number().int(),
  senderName: z.string(),
});
export type SentMessageAction = z.infer<typeof SentMessageAction>;

export const BookedRevisitAction = z.object({
  meetingId: z.string(),
  startMillis: z.number().int(),
  message: z.string(),
});
export type BookedRevisitAction = z.infer<typeof BookedRevisitAction>;

export const DocumentAction = z.object({
  id: z.string(),
  title: z.string(),
  templateName: z.string(),
  createdAt: z.number().int(),
});
export type DocumentAction = z.infer<typeof DocumentAction>;

export const TakenActionsResponse = z.object({
  count: z.number().int().nonnegative(),
  sections: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('sent-messages'), items: z.array(SentMessageAction) }),
      z.object({ kind: z.literal('booked-revisits'), items: z.array(BookedRevisitAction) }),
      z.object({ kind: z.literal('documents'), items: z.array(DocumentAction) }),
      /** Internal and physical referrals (seed 002 §2: open a modal with their message). */
      z.object({ kind: z.literal('referrals'), items: z.array(Referral) }),
    ]),
  ),
});
export type TakenActionsResponse = z.infer<typeof TakenActionsResponse>;
