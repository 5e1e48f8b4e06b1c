/**
 * Stable ids for the demo data, so tests and bug reports can name a demo row. They are uuid-shaped
 * with version 4 and variant 8, so strict validators (zod's uuid) accept them; the last group
 * starts with a letter naming the kind: c clinician, a patient, e meeting, f symptoms survey,
 * b record-history entry, d its document in the records system.
 */

function hex(n: number, width: number): string {
  return n.toString(16).padStart(width, '0');
}

function demoUuid(kind: 'a' | 'b' | 'c' | 'd' | 'e' | 'f', n: number): string {
  return `00000000-0000-4000-8000-${kind}${hex(n, 11)}`;
}

export const DEMO_POOL_IDS = {
  sePrimaryCare: 'se-primary-care',
  seExternal: 'se-external',
  gbPrimaryCare: 'gb-nhs-primary-care',
  gbVitality: 'gb-vitality',
  gbPrivatePractice: 'gb-thameside-wellbeing',
  noPrimaryCare: 'no-primary-care',
  frPrimaryCare: 'fr-primary-care',
  dePrimaryCare: 'de-primary-care',
} as const;

export const DEMO_USERNAMES = [
  'se.doctor',
  'se.nurse',
  'se.psychologist',
  'se.external',
  'gb.gp',
  'gb.nurse',
  'gb.vitality',
  'gb.psychologist',
  'no.doctor',
  'fr.doctor',
  'de.doctor',
] as const;
export type DemoUsername = (typeof DEMO_USERNAMES)[number];

export function demoClinicianId(username: DemoUsername): string {
  return demoUuid('c', DEMO_USERNAMES.indexOf(username) + 1);
}

/** Accounts that are not clinicians (the auditor) are numbered from 0x100, after the clinicians. */
export function demoAuditorId(n: number): string {
  return demoUuid('c', 0x100 + n);
}

/** Patients are numbered by market: 0x1nn Sweden, 0x2nn UK, 0x3nn Norway, 0x4nn France, 0x5nn Germany. */
export function demoPatientId(n: number): string {
  return demoUuid('a', n);
}

/**
 * Each clinician's meetings occupy named slots; a meeting's id is fixed by clinician and slot, so it
 * stays the same whatever day the demo is laid out for.
 */
export const MEETING_SLOTS = [
  'today-completed',
  'today-cancelled',
  'today-current',
  'today-text',
  'today-next',
  'today-child',
  'today-reassigned',
  'today-taken-over',
  'upcoming-tomorrow',
  'upcoming-later',
  'past-week',
  'past-months',
  'past-no-show',
  'past-year',
  'past-two-years',
  'upcoming-referral',
  'today-pollen',
  'today-mental-health',
] as const;
export type MeetingSlot = (typeof MEETING_SLOTS)[number];

export function demoMeetingId(username: DemoUsername, slot: MeetingSlot): string {
  return demoUuid('e', (DEMO_USERNAMES.indexOf(username) + 1) * 0x100 + MEETING_SLOTS.indexOf(slot) + 1);
}

/** A patient's record-history entries are numbered from 0 (at most 0x10000 of them). */
export function demoHistoryEntryId(patientNumber: number, index: number): string {
  return demoUuid('b', patientNumber * 0x10000 + index);
}

export function demoHistoryDocumentId(patientNumber: number, index: number): string {
  return demoUuid('d', patientNumber * 0x10000 + index);
}

export function demoSurveyId(meetingId: string): string {
  return `${meetingId.slice(0, -12)}f${meetingId.slice(-11)}`;
}

/** Names for the rows tests reach for most. Meeting times move with `now`; these ids do not. */
export const DEMO_IDS = {
  pools: DEMO_POOL_IDS,
  clinicians: {
    seDoctor: demoClinicianId('se.doctor'),
    seNurse: demoClinicianId('se.nurse'),
    sePsychologist: demoClinicianId('se.psychologist'),
    seExternal: demoClinicianId('se.external'),
    gbGp: demoClinicianId('gb.gp'),
    gbNurse: demoClinicianId('gb.nurse'),
    gbVitality: demoClinicianId('gb.vitality'),
    gbPsychologist: demoClinicianId('gb.psychologist'),
    noDoctor: demoClinicianId('no.doctor'),
    frDoctor: demoClinicianId('fr.doctor'),
    deDoctor: demoClinicianId('de.doctor'),
  },
  /** Eva Nordin (se.auditor): reads access logs, reaches no record (issue 14). */
  seAuditor: demoAuditorId(1),
  patients: {
    /** Astrid Lindqvist: se.doctor's and se.nurse's patient (shared). */
    seAstrid: demoPatientId(0x101),
    /** Johan Bergström: se.doctor's only. */
    seJohan: demoPatientId(0x102),
    /** Karin Sjöberg: se.psychologist's patient; se.doctor has no care relationship with her (emergency access). */
    seKarin: demoPatientId(0x106),
    /** Elin Nyström: parent of two children; se.doctor's and se.nurse's patient. */
    seElin: demoPatientId(0x103),
    /** Elin again: the patient of se.doctor's current meeting, with 5,000 record-history entries over 15 years. */
    longHistory: demoPatientId(0x103),
    /** Oliver Bennett: gb.gp's patient. */
    gbOliver: demoPatientId(0x201),
    /** Hannah Clarke: the Vitality member, gb.vitality's patient. */
    gbHannahVitality: demoPatientId(0x205),
  },
  meetings: {
    /** SCHEDULED, starting about 5 minutes after `now`, video. */
    seDoctorCurrent: demoMeetingId('se.doctor', 'today-current'),
    seDoctorCompletedToday: demoMeetingId('se.doctor', 'today-completed'),
    seDoctorCancelledToday: demoMeetingId('se.doctor', 'today-cancelled'),
    /** REASSIGNED to se.nurse, whose own meeting for the patient is `seNurseTakenOver`. */
    seDoctorReassignedToday: demoMeetingId('se.doctor', 'today-reassigned'),
    seNurseTakenOver: demoMeetingId('se.nurse', 'today-taken-over'),
    /** se.doctor's meeting today about Elin's baby (under 3 years). */
    seDoctorChildToday: demoMeetingId('se.doctor', 'today-child'),
    /** PRESCRIPTION_RENEWAL, text. */
    seDoctorRenewalToday: demoMeetingId('se.doctor', 'today-text'),
    gbGpCurrent: demoMeetingId('gb.gp', 'today-current'),
    gbGpCancelledToday: demoMeetingId('gb.gp', 'today-cancelled'),
    gbVitalityCurrent: demoMeetingId('gb.vitality', 'today-current'),
    frDoctorCurrent: demoMeetingId('fr.doctor', 'today-current'),
    deDoctorCurrent: demoMeetingId('de.doctor', 'today-current'),
  },
} as const;

/** The patient whose record history is long (DEMO_IDS.patients.longHistory): easy to open as se.doctor. */
export const DEMO_LONG_HISTORY = {
  patientNumber: 0x103,
  patientId: demoPatientId(0x103),
  name: 'Elin Nyström',
  meetingId: demoMeetingId('se.doctor', 'today-current'),
  entries: 5000,
  years: 15,
} as const;
