import { z } from 'zod';
import { epochMs, requestId, listResponse, takenActionsSection, IdName, isoDay } from './common';
import { PROFESSIONS } from '../clinicians/profession';
import { PHYSICAL_REFERRAL_LENGTH_OPTIONS, REFERRAL_KINDS } from '../referrals/referrals';
import { WallClockStart } from './revisits';

/** Internal and physical referrals (seed 002 §3, §7; docs/api.md "Referrals"). */

const ReceivingClinician = IdName.extend({ profession: z.enum(PROFESSIONS) });
export type ReceivingClinician = z.infer<typeof ReceivingClinician>;

/** GET /api/meeting/care-facilities/v2/referable: the clinics of the clinician's market and who works there. */
export const ReferableCareFacility = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  clinicians: z.array(ReceivingClinician),
});
export type ReferableCareFacility = z.infer<typeof ReferableCareFacility>;
export const ReferableCareFacilitiesResponse = listResponse('careFacilities', ReferableCareFacility);
export type ReferableCareFacilitiesResponse = z.infer<typeof ReferableCareFacilitiesResponse>;

/** GET /api/meeting/referral-receivers: who an internal referral can go to (the clinician's own team). */
export const ReferralReceiversResponse = listResponse('clinicians', ReceivingClinician);
export type ReferralReceiversResponse = z.infer<typeof ReferralReceiversResponse>;

/** GET /api/meeting/{id}/referral-slots?clinicianId=&from=&to=: the receiver's slots, today to 14 days ahead. */
export const ReferralSlotsQuery = z.object({
  clinicianId: z.string().uuid(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});

/** When the booked meeting runs. */
const bookedTime = { startTimeInclusive: epochMs, endTimeExclusive: epochMs };

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
  careFacilityId: requestId,
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
  ...bookedTime,
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
  ...bookedTime,
  careFacilityName: z.string().nullable(),
  message: z.string(),
  /** The meeting booked for the receiving clinician. */
  meetingId: z.string(),
});
export type Referral = z.infer<typeof Referral>;

/** GET /api/meeting/doctor/internalreferral/{meetingId}: both kinds, soonest first. */
export const InternalReferralsResponse = listResponse('internalReferrals', Referral);
export type InternalReferralsResponse = z.infer<typeof InternalReferralsResponse>;

/** Error keys of a referral (ours). */
export const REFERRAL_ERROR_KEYS = {
  notAReceiver: 'not_a_referral_receiver',
  notReferable: 'care_facility_not_referable',
  outsideWindow: 'outside_referral_window',
} as const;

/** Taken actions' section of internal and physical referrals (seed 002 §2: open a modal with their message). */
export const ReferralsSection = takenActionsSection('referrals', Referral);
