import { z } from 'zod';
import { epochMs, isoDay, requestId, takenActionsSection } from './common';
import { PROFESSIONS } from '../clinicians/profession';
import { REVISIT_LENGTH_OPTIONS, SHIFT_TYPES } from '../revisits/slots';

/** GET /api/meeting/{id}/revisit-slots?from=&to= (our path; seed 000 §3 Slots, §7 window). */
export const RevisitSlotsQuery = z.object({ from: isoDay.optional(), to: isoDay.optional() });
export const SlotSchema = z.object({
  shiftType: z.enum(SHIFT_TYPES),
  meetingId: z.string().nullable(),
  startMillis: epochMs,
  endMillis: epochMs,
  isBookable: z.boolean(),
  isDropin: z.boolean(),
});
export const RevisitSlotsResponse = z.object({ from: isoDay, to: isoDay, slots: z.array(SlotSchema) });
export type RevisitSlotsResponse = z.infer<typeof RevisitSlotsResponse>;

/** A booking's start as wall-clock fields in the clinician's market zone (seed 000 §3 Book-revisit payload). */
export const WallClockStart = z.object({
  startYear: z.number().int().min(2000).max(2100),
  startMonth: z.number().int().min(1).max(12),
  startDay: z.number().int().min(1).max(31),
  startHour: z.number().int().min(0).max(23),
  startMinute: z.number().int().min(0).max(59),
});
export type WallClockStart = z.infer<typeof WallClockStart>;

/** POST /api/meeting/{id}/book-revisit: seed 000 §3 Book-revisit payload, wall-clock start in the clinician's zone. */
export const BookRevisitBody = z.object({
  clinicianId: requestId,
  userId: requestId,
  childName: z.string().max(200).nullable().optional(),
  childId: requestId.nullable().optional(),
  message: z.string().trim().max(2000),
  ...WallClockStart.shape,
  durationMinutes: z.union(REVISIT_LENGTH_OPTIONS.map((n) => z.literal(n)) as [z.ZodLiteral<20>]),
  purpose: z.literal('consultation'),
  originMeetingId: requestId,
  patientId: requestId,
  clinicianProfession: z.enum(PROFESSIONS),
});
export type BookRevisitBody = z.infer<typeof BookRevisitBody>;

/** coveredByB2bTicket: one appointment of the patient's valid B2B ticket pays for it (else the patient pays). */
export const BookRevisitResponse = z.object({
  meetingId: z.string(),
  startMillis: epochMs,
  coveredByB2bTicket: z.boolean(),
});
export type BookRevisitResponse = z.infer<typeof BookRevisitResponse>;

/** Error keys of the booking (ours). */
export const REVISIT_ERROR_KEYS = {
  outsideWindow: 'outside_revisit_window',
  notASlot: 'not_a_bookable_slot',
  slotTaken: 'slot_taken',
  payloadMismatch: 'payload_does_not_match_meeting',
} as const;

/** Taken actions' section of the revisits booked from the meeting. */
export const BookedRevisitAction = z.object({
  meetingId: z.string(),
  startMillis: epochMs,
  message: z.string(),
});
export type BookedRevisitAction = z.infer<typeof BookedRevisitAction>;
export const BookedRevisitsSection = takenActionsSection('booked-revisits', BookedRevisitAction);
