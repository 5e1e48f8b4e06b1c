import type {
  InsurerConsultation,
  InsurerFault,
  InsurerInsuranceClaim,
  InsurerProfile,
  InsurerReceivedReport,
  InsurerFormSection,
  InsurerOutcomeView,
  OutcomeRequestType,
  OutcomeStatus,
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

/** An outcome as the insurer holds it: its rules and the rules engine's status (`calculated` is ours to work out). */
export type InsurerOutcomeRecord = Omit<InsurerOutcomeView, 'calculated'>;

/** What choosing an outcome sends (POST uk/vitality/v1/clinician/outcomes/{encounterId}; not in the seed). */
export type ChooseOutcomeRequest = {
  /** Our id for it, so a repeated request chooses it once. */
  internalOutcomeId: string;
  section: InsurerFormSection;
  name: string;
  /** Null for an outcome without sub-outcomes. */
  subOutcome: string | null;
  requestType: OutcomeRequestType;
};

/** The body of PATCH uk/vitality/v1/clinician/outcomes/decisions/{internalOutcomeId} (seed 002 §7). */
export type OutcomeDecisionBody = {
  decision: OutcomeStatus | null;
  rule_answers: { rule_id: string; question_answered: boolean | null }[];
};

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
  /** The outcomes chosen in the encounter (our meeting), oldest first, with their rules (seed 002 §7 GET outcomes). */
  listOutcomes(encounterId: string, by: InsurerRequester): Promise<InsurerOutcomeRecord[]>;
  /**
   * Chooses an outcome in the encounter; the rules engine adds the rules it asks (none for NON_CLAIM). A repeat of
   * the same internalOutcomeId answers the outcome already chosen; null when that id is another encounter's.
   */
  chooseOutcome(
    encounterId: string,
    request: ChooseOutcomeRequest,
    by: InsurerRequester,
  ): Promise<InsurerOutcomeRecord | null>;
  /** Sets the decision and the rule answers; the engine re-evaluates. Null when no such outcome. */
  patchDecision(
    internalOutcomeId: string,
    body: OutcomeDecisionBody,
    by: InsurerRequester,
  ): Promise<InsurerOutcomeRecord | null>;
  /** Toggles self-pay. Null when no such outcome. */
  patchSelfPay(id: string, isSelfPay: boolean, by: InsurerRequester): Promise<InsurerOutcomeRecord | null>;
  /** Deletes the outcome; false when there was no such outcome. */
  deleteOutcome(id: string, by: InsurerRequester): Promise<boolean>;
}
