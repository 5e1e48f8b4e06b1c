/**
 * Meeting vocabulary. The seeds show activity types as codes only; these are ours:
 * DEFAULT is an ordinary consultation, REVISIT one booked by a clinician, PRESCRIPTION_RENEWAL
 * the Swedish renewal activity (the "special type" of seed 001 §2.1), MENTAL_HEALTH a
 * psychological session.
 */
export const ACTIVITY_TYPES = ['DEFAULT', 'REVISIT', 'PRESCRIPTION_RENEWAL', 'MENTAL_HEALTH'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** How the consultation happens (seed 001 §9 maps contact types onto these). */
export const INTERVENTION_TYPES = ['VIDEO', 'TEXT', 'PHONE', 'CLINIC', 'CHAT'] as const;
export type InterventionType = (typeof INTERVENTION_TYPES)[number];

/** Seed 002 §2 full-page states hang off CANCELLED and REASSIGNED. */
export const MEETING_STATUSES = ['SCHEDULED', 'STARTED', 'COMPLETED', 'CANCELLED', 'REASSIGNED', 'NO_SHOW'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** A meeting that is over: the home list shows it under "ended". */
export function isEnded(status: MeetingStatus): boolean {
  return status === 'COMPLETED' || status === 'CANCELLED' || status === 'REASSIGNED' || status === 'NO_SHOW';
}
