import type { Profession } from '../clinicians/profession';
import { dayKey } from '../markets/time-zone';

/**
 * Internal and physical referrals (seed 000 §2, §7, §9; seed 002 §3 Physical referral, §7 internalreferral and
 * care-facilities/v2/referable). Ours where the seeds are silent:
 * - An internal referral books the patient with another clinician of the clinician's own pool (a nurse refers to a
 *   doctor, a doctor to a psychologist), digitally, in that clinician's free slot; its care type is the receiver's
 *   profession (seed 002 §7: "careTypeId mirrored into profession").
 * - A physical referral books a visit at a referable care facility with one of its clinicians; it is an internal
 *   referral held at a clinic (seed 002 §3: a physical referral carries its internalReferralId).
 * - Either is booked from today to 14 days ahead, and the receiving side sees the internal-referral banner.
 */

/** Seed 000 §9: "Physical referral meeting length options: [20], standard 20." */
export const PHYSICAL_REFERRAL_LENGTH_OPTIONS = [20] as const;
export const STANDARD_PHYSICAL_REFERRAL_MINUTES = 20;
/** An internal referral's meeting is the receiver's standard digital slot. */
export const INTERNAL_REFERRAL_MINUTES = 20;
/** How far ahead a referral can be booked (ours: the slot window's forward part, seed 000 §9). */
export const REFERRAL_DAYS_AHEAD = 14;

export const REFERRAL_KINDS = ['INTERNAL', 'PHYSICAL'] as const;
export type ReferralKind = (typeof REFERRAL_KINDS)[number];

const DAY = 24 * 60 * 60_000;

/** The days a referral can be booked in, as ISO dates in the market's zone: today to today + 14 days. */
export function referralWindow(now: number, timeZone: string) {
  return { from: dayKey(now, timeZone), to: dayKey(now + REFERRAL_DAYS_AHEAD * DAY, timeZone) };
}

export type ReferralCandidate = { id: string; profession: Profession; poolId: string; isExternal: boolean };

/**
 * Who can receive an internal referral from `booker`: the other clinicians of the booker's pool, external ones left
 * out (they are not part of the team the patient is handed over to).
 */
export function canReceiveInternalReferral(booker: { id: string; poolId: string }, candidate: ReferralCandidate) {
  return candidate.id !== booker.id && candidate.poolId === booker.poolId && !candidate.isExternal;
}
