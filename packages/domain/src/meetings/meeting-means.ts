import type { MissingField } from '../forms/template';

/** Seed 000 §3 "Meeting means (UK one-time web)": how the meeting with a one-time web user was held. */
export const MEETING_MEANS = ['phone', 'video', 'both'] as const;
export type MeetingMeans = (typeof MEETING_MEANS)[number];

/** What the meeting-means rule needs to know about a meeting. */
export interface MeetingMeansInput {
  /** The patient joined by a one-time web link (`user.gb.isOneTimeUser`). */
  isOneTimeUser: boolean;
  meetingMeans: MeetingMeans | null;
}

/**
 * The question is asked only of one-time web users (seed 000 §6: "different checks, meeting-means questions").
 * It does not depend on the booked intervention type: the answer records how the meeting really went.
 */
export function asksMeetingMeans(isOneTimeUser: boolean): boolean {
  return isOneTimeUser;
}

/** The blocker's field name: the finish route reports it as the issue path, the screen finds its label by it. */
export const MEETING_MEANS_FIELD = 'meetingMeans';

/**
 * Seed 000 §5: ending is blocked while a one-time web user's meeting has no meeting-means answer. Same shape as
 * the forms' `missingFields` (`label` and `section` are i18n keys), so the server's 409 and the missing-fields
 * dialog list it like any other field.
 */
export function missingMeetingMeans(input: MeetingMeansInput): MissingField[] {
  if (!asksMeetingMeans(input.isOneTimeUser) || input.meetingMeans !== null) return [];
  return [{ name: MEETING_MEANS_FIELD, label: 'meetingMeans.missing', section: 'meetingMeans.section' }];
}

/**
 * Seed 000 §5: the UK clinician-action checkboxes (clear instructions, correct documents, no-tasks and
 * prescriptions confirmations) are not checked for one-time web users. The checkbox rule, when it is built,
 * asks this first.
 */
export function clinicianActionCheckboxesApply(isOneTimeUser: boolean): boolean {
  return !isOneTimeUser;
}
