import type {
  InsurerConsultation,
  InsurerFault,
  InsurerInsuranceClaim,
  InsurerProfile,
  InsurerReceivedReport,
} from '@konsult/domain';

/**
 * The insurer partnership's (Vitality's) system (issue 20; seed 002 §3, §7; architecture §6): the embedded default on
 * our database, or the insurer's API over HTTP (INSURER_URL). It holds its members' profiles, policies, claims and
 * wellness data, the patient e-mails clinicians set, and receives the consultation reports. Insurer calls have no
 * timeout (seed 002 §9): a caller that stops waiting aborts through its AbortSignal.
 */

/** Who asks (seed 002 §7 headers requesterId, meetingId, kryUserId): the clinician, the meeting when there is one. */
export type InsurerRequester = { requesterId: string; meetingId?: string | null; signal?: AbortSignal };

/** The Semble sync when a meeting finishes (seed 002 §7 PUT /uk/vitality/semble/patient). */
export type SembleSyncBody = { kryUserId: string; patientId: string; encounterId: string; meetingFinished: boolean };

/** A report as received: `duplicate` when the key was received before (then nothing new is stored). */
export type ReceivedReport = { report: InsurerReceivedReport; duplicate: boolean };

/** insurer_unavailable: the insurer cannot be reached or answered otherwise than its contract says; nothing stored. */
export class InsurerError extends Error {
  constructor(readonly key: InsurerFault) {
    super(`Insurer: ${key}`);
    this.name = 'InsurerError';
  }
}

export interface InsurerSystem {
  /** The member's profile (user-profile-information); null when the insurer knows no such member. */
  getUserProfile(
    entityId: string | null,
    partnerId: string | null,
    kryUserId: string,
    by: InsurerRequester,
  ): Promise<InsurerProfile | null>;
  /** The consultation's policy, entity numbers and past claims; null when no such member. */
  getConsultation(
    entityId: string | null,
    partnerId: string | null,
    kryUserId: string,
    by: InsurerRequester,
  ): Promise<InsurerConsultation | null>;
  /** The insurance claim the member (kryUserId) comes on in the meeting; null when none. */
  getInsuranceClaimInfo(
    kryUserId: string,
    meetingId: string,
    by: InsurerRequester,
  ): Promise<InsurerInsuranceClaim | null>;
  /** The patient's e-mail as the insurer holds it; null when none. */
  getPatientEmail(meetingId: string, kryUserId: string, by: InsurerRequester): Promise<string | null>;
  /** Sets the patient's e-mail (a clinician, during the meeting). */
  setPatientEmail(meetingId: string, kryUserId: string, email: string, by: InsurerRequester): Promise<void>;
  /** Whether the meeting's insurer form data already exists in another system (form_data answers 2xx). */
  formDataExists(meetingId: string, by: InsurerRequester): Promise<boolean>;
  /** Receives a consultation report once per idempotency key: a repeat stores nothing and answers the first. */
  receiveReport(idempotencyKey: string, payload: unknown, by: InsurerRequester): Promise<ReceivedReport>;
  /** What was received, newest first (the embedded insurer's development page; an HTTP insurer lists nothing). */
  listReports(): Promise<InsurerReceivedReport[]>;
  /** Tells the insurer's Semble integration that a meeting finished. */
  sembleSync(body: SembleSyncBody, by: InsurerRequester): Promise<void>;
}
