import { z } from 'zod';
import { PROFESSIONS } from '../clinicians/profession';
import { PHYSICAL_REFERRAL_LENGTH_OPTIONS, REFERRAL_KINDS } from '../referrals/referrals';
import { WallClockStart } from './revisits';

/** Internal and physical referrals (seed 002 §3, §7; docs/api.md "Referrals"). */

const ReceivingClinician = z.object({
  id: z.string(),
  name: z.string(),
  profession: z.enum(PROFESSIONS),
});
export type ReceivingClinician = z.infer<typeof ReceivingClinician>;

/** GET /api/meeting/care-facilities/v2/referable: the clinics of the clinician's market and who works there. */
export const ReferableCareFacility = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  clinicians: z.array(ReceivingClinician),
});
export type ReferableCareFacility = z.infer<typeof ReferableCareFacility>;
export const ReferableCareFacilitiesResponse = z.object({ careFacilities: z.array(ReferableCareFacility) });
export type ReferableCareFacilitiesResponse = z.infer<typeof ReferableCareFacilitiesResponse>;

/** GET /api/meeting/referral-receivers: who an internal referral can go to (the clinician's own team). */
export const ReferralReceiversResponse = z.object({ clinicians: z.array(ReceivingClinician) });
export type ReferralReceiversResponse = z.infer<typeof ReferralReceiversResponse>;

/** GET /api/meeting/{id}/referral-slots?clinicianId=&from=&to=: the receiver's slots, today to 14 days ahead. */
export const ReferralSlotsQuery = z.object({
  clinicianId: z.string().uuid(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

const message = z.string().trim().min(1).max(2000);

/** POST /api/meeting/doctor/internalreferral/{meetingId}. */
export const InternalReferralBody = z.object({
  receivingClinicianId: z.string().uuid(),
  /** The receiver's care type, mirrored into profession (seed 002 §7). */
  careTypeId: z.enum(PROFESSIONS),
  ...WallClockStart.shape,
  message,
});
export type InternalReferralBody = z.infer<typeof InternalReferralBody>;

/** POST /api/meeting/doctor/physicalreferral/{meetingId}: seed 000 §9 lengths [20]. */
export const PhysicalReferralBody = z.object({
  careFacilityId: z.string().max(100),
  receivingClinicianId: z.string().uuid(),
  ...WallClockStart.shape,
  durationMinutes: z.union(PHYSICAL_REFERRAL_LENGTH_OPTIONS.map((n) => z.literal(n)) as [z.ZodLiteral<20>]),
  message,
});
export type PhysicalReferralBody = z.infer<typeof PhysicalReferralBody>;

export const ReferralBookedResponse = z.object({
  internalReferralId: z.string(),
  /** The meeting booked for the receiving clinician. */
  meetingId: z.string(),
  startTimeInclusive: z.number().int(),
  endTimeExclusive: z.number().int(),
});
export type ReferralBookedResponse = z.infer<typeof ReferralBookedResponse>;

/**
 * One referral made from a meeting: seed 002 §3 Physical referral's fields (clinicianName, profession,
 * startTimeInclusive, endTimeExclusive, careFacilityName, message, internalReferralId) for both kinds, an internal
 * one without a facility.
 */
export const Referral = z.object({
  internalReferralId: z.string(),
  kind: z.enum(REFERRAL_KINDS),
  careTypeId: z.enum(PROFESSIONS),
  profession: z.enum(PROFESSIONS),
  clinicianName: z.string(),
  startTimeInclusive: z.number().int(),
  endTimeExclusive: z.number().int(),
  careFacilityName: z.string().nullable(),
  message: z.string(),
  /** The meeting booked for the receiving clinician. */
  meetingId: z.string(),
});
export type Referral = z.infer<typeof Referral>;

/** GET /api/meeting/doctor/internalreferral/{meetingId}: both kinds, soonest first. */
export const InternalReferralsResponse = z.object({ internalReferrals: z.array(Referral) });
export type InternalReferralsResponse = z.infer<typeof InternalReferralsResponse>;

/** Error keys of a referral (ours). */
export const REFERRAL_ERROR_KEYS = {
  notAReceiver: 'not_a_referral_receiver',
  notReferable: 'care_facility_not_referable',
  outsideWindow: 'outside_referral_window',
} as const;

/** Taken actions' section of internal and physical referrals (seed 002 §2: open a modal with their message). */
export const ReferralsSection = z.object({ kind: z.literal('referrals'), items: z.array(Referral) });
