import { z } from 'zod';
import { epochMs, listResponse, GENDERS, IdName } from './common';
import { ACTIVITY_TYPES, INTERVENTION_TYPES, MEETING_STATUSES } from '../meetings/meeting';
import { MEETING_MEANS } from '../meetings/meeting-means';

export const MeetingSummary = z.object({
  id: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  childName: z.string().nullable(),
  activityType: z.enum(ACTIVITY_TYPES),
  interventionType: z.enum(INTERVENTION_TYPES),
  scheduledStartTime: epochMs,
  scheduledEndTime: epochMs,
  actualEndTime: epochMs.nullable(),
  status: z.enum(MEETING_STATUSES),
});
export type MeetingSummary = z.infer<typeof MeetingSummary>;

export const MeetingListResponse = listResponse('meetings', MeetingSummary);
export type MeetingListResponse = z.infer<typeof MeetingListResponse>;

export const Address = z.object({
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  countyId: z.string().nullable(),
  country: z.string(),
});

/** Seed 002 §3 "mapped user": the patient as the meeting screen needs them. */
export const MeetingUser = z.object({
  id: z.string(),
  name: z.string(),
  idNumber: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  maidenName: z.string().nullable(),
  gender: z.enum(GENDERS),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: Address.nullable(),
  ssn: z.string().nullable(),
  dob: z.string(),
  language: z.string(),
  highCostCard: z.object({ id: z.string(), date: z.string(), region: z.string() }).nullable(),
  gb: z
    .object({
      practiceId: z.string().nullable(),
      practiceName: z.string().nullable(),
      nhsNumber: z.string().nullable(),
      partnership: z.string().nullable(),
      phoneEmr: z.string().nullable(),
      isOneTimeUser: z.boolean(),
    })
    .nullable(),
  fr: z.object({ statusAme: z.boolean(), statusCmuc: z.boolean() }).nullable(),
});
export type MeetingUser = z.infer<typeof MeetingUser>;

export const MeetingChild = z.object({
  id: z.string(),
  name: z.string(),
  gender: z.enum(GENDERS),
  gb: z.object({ nhsNumber: z.string().nullable() }).nullable(),
});

export const InternalReferral = z.object({
  bookerName: z.string(),
  bookerFacility: z.string().nullable(),
  bookerCareTypeName: z.string(),
  message: z.string(),
});

/** Seed 002 §3 Meeting merged with seed 000 §3 Meeting/activity. Times are epoch ms. */
export const Meeting = z.object({
  id: z.string(),
  activityId: z.string(),
  patientId: z.string(),
  activityType: z.enum(ACTIVITY_TYPES),
  interventionType: z.enum(INTERVENTION_TYPES),
  status: z.enum(MEETING_STATUSES),
  user: MeetingUser,
  child: MeetingChild.nullable(),
  accountableCaregiver: IdName,
  internalReferral: InternalReferral.nullable(),
  /** Where a clinic visit is held; null for a digital meeting (seed 001 §6, seed 000 §2). */
  careFacility: IdName.nullable(),
  bookedTime: epochMs,
  scheduledStartTime: epochMs,
  startMillis: epochMs,
  endMillis: epochMs,
  slotLength: z.number().int(),
  actualStartTime: epochMs.nullable(),
  actualEndTime: epochMs.nullable(),
  videoCallStartTime: epochMs.nullable(),
  videoCallEndTime: epochMs.nullable(),
  isConfirmed: z.boolean(),
  gotPrescription: z.boolean(),
  prescriptionDenied: z.boolean(),
  prescriptionOnly: z.boolean(),
  /** Seed 000 §4: the renewal this meeting handles (a renewal meeting); null otherwise. */
  prescriptionRenewalId: z.string().nullable(),
  symptoms: z.object({ formName: z.string(), surveyInformationId: z.string() }).nullable(),
  marketSpecifics: z.object({
    fr: z
      .object({ caregiverType: z.string(), isCovidPositiveTestMeeting: z.boolean(), clinicianProfession: z.string() })
      .optional(),
    de: z.object({ meetingType: z.string(), isAOKPlusMeeting: z.boolean() }).optional(),
  }),
  /** Seed 000 §3: how a one-time web user's meeting was held; null until the clinician answers (or never asked). */
  meetingMeans: z.enum(MEETING_MEANS).nullable(),
});
export type Meeting = z.infer<typeof Meeting>;

/**
 * GET /api/meeting/doctor/patient/{patientId}/latest-meeting (ours): the clinician's own meeting with the patient that
 * the meetingless view's messages and documents go into (docs/api.md "Outside a meeting"); null when there is none.
 */
export const LatestMeetingResponse = z.object({ meeting: Meeting.nullable() });
export type LatestMeetingResponse = z.infer<typeof LatestMeetingResponse>;

/** PUT /api/meeting/doctor/meeting/{id}/meeting-means (our path; the seed hides it): body and answer. */
export const MeetingMeansBody = z.object({ meetingMeans: z.enum(MEETING_MEANS) });
export type MeetingMeansBody = z.infer<typeof MeetingMeansBody>;

/** GET /api/health: `degraded` (with 503) while the database does not answer. */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
