import { z } from 'zod';
import {
  INSURER_FORM_SECTIONS,
  OUTCOME_STATUSES,
  outcomeStatusOf,
  type InsurerFormSection,
  type OutcomeStatus,
  InsurerConsultation,
  InsurerInsuranceClaim,
  InsurerProfile,
  PatientEmailResponse,
  type InsurerReceivedReport,
} from '@konsult/domain';
import {
  InsurerError,
  type ChooseOutcomeRequest,
  type InsurerOutcomeRecord,
  type InsurerRequester,
  type InsurerSystem,
  type OutcomeDecisionBody,
  type ReceivedReport,
  type SembleSyncBody,
} from './insurer-system';

/** An outcome as the insurer sends it (seed 002 §7: internalOutcomeId, name, subOutcome, selfPay, rules). */
const WireOutcome = z.object({
  internalOutcomeId: z.string().min(1),
  name: z.string(),
  subOutcome: z.string().nullish(),
  selfPay: z.boolean().optional(),
  rules: z
    .array(
      z.object({
        ruleId: z.string(),
        question: z.string().nullish(),
        answer: z.string().nullish(),
        questionAnswered: z.boolean().nullish(),
        override: z.boolean().optional(),
      }),
    )
    .nullish(),
  section: z.string().nullish(),
  requestType: z.string().nullish(),
  outcomeStatus: z.object({ status: z.unknown().optional() }).nullish(),
  decision: z.unknown().optional(),
});
const WireOutcomes = z.object({ outcomesForMeeting: z.array(WireOutcome) });

/** Our view of the insurer's outcome: a status it does not know (or none) is Refer; a section it does not say, null. */
function outcomeOf(wire: z.infer<typeof WireOutcome>): InsurerOutcomeRecord {
  const known = (value: unknown): value is OutcomeStatus =>
    typeof value === 'string' && (OUTCOME_STATUSES as readonly string[]).includes(value);
  return {
    internalOutcomeId: wire.internalOutcomeId,
    section: (INSURER_FORM_SECTIONS as readonly string[]).includes(wire.section ?? '')
      ? (wire.section as InsurerFormSection)
      : null,
    name: wire.name,
    subOutcome: wire.subOutcome || null,
    requestType: wire.requestType === 'NON_CLAIM' ? 'NON_CLAIM' : 'STANDARD',
    selfPay: wire.selfPay ?? false,
    rules: (wire.rules ?? []).map((r) => ({
      ruleId: r.ruleId,
      question: r.question ?? null,
      answer: r.answer ?? null,
      questionAnswered: r.questionAnswered ?? null,
      override: r.override ?? false,
    })),
    status: outcomeStatusOf(wire.outcomeStatus?.status),
    decision: known(wire.decision) ? wire.decision : null,
  };
}

export type HttpInsurerSystemOptions = { url: string; token: string | null };

type Call = {
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  by: InsurerRequester;
  /** kryUserId header (seed 002 §7), when the call is about a member. */
  kryUserId?: string;
  headers?: Record<string, string>;
  body?: unknown;
};

/**
 * The production adapter: the insurer's API at INSURER_URL (its API root), with `Authorization: Bearer
 * <INSURER_TOKEN>` and the seed's headers (seed 002 §7): requesterId (the clinician), meetingId and kryUserId where the
 * call has them. No timeout (seed 002 §9): the caller's AbortSignal ends a call it no longer waits for.
 *   GET  uk/vitality/clinician/user-profile-information?entityID&partnerID&kryUserId   200 profile; 404 none
 *   GET  uk/vitality/v1/clinician/consultation?entityId&partnerId&kryUserId            200 consultation; 404 none
 *   GET  mental-health-b2b/insuranceClaimInfo/{kryUserId}/{meetingId}                  200 claim; 404 none
 *   GET  uk-identity/vitality/patient-email/meeting/{meetingId}/user/{userId}         200 {email}; 404 none
 *   PUT  uk-identity/vitality/clinician/patient-email/meeting/{meetingId}/user/{userId} {user_id, meeting_id, email}
 *   GET  uk/vitality/v1/meeting/{id}/form_data                                        2xx exists; 404 not
 *   POST uk/vitality/clinician/consultation/v2  the report, Idempotency-Key header      2xx received; 409 received before
 *   PUT  uk/vitality/semble/patient {kryUserId, patientId, encounterId, meetingFinished}, requestPurpose header
 *   GET    uk/vitality/v1/clinician/outcomes/{encounterId}                 200 {outcomesForMeeting}
 *   POST   uk/vitality/v1/clinician/outcomes/{encounterId}  {internalOutcomeId, section, name, subOutcome, requestType}
 *          (not in the seed: our choice)                                    2xx chosen; 409 the id is another's
 *   PATCH  uk/vitality/v1/clinician/outcomes/decisions/{internalOutcomeId}  {decision, rule_answers}  2xx; 404 none
 *   PATCH  uk/vitality/v1/clinician/outcomes/self-pay/{id}  {is_self_pay}                             2xx; 404 none
 *   DELETE uk/vitality/v1/clinician/outcomes/{id}                                                     2xx; 404 none
 * After a write the outcome is read back from the encounter's list (the seed does not say what a write answers).
 * Any other answer, an answer not of the contract's shape, or no answer at all is insurer_unavailable.
 */
export class HttpInsurerSystem implements InsurerSystem {
  private readonly base: string;

  constructor(private readonly options: HttpInsurerSystemOptions) {
    this.base = options.url.replace(/\/+$/, '');
  }

  private async call({ method, path, by, kryUserId, headers: extra, body }: Call) {
    const headers: Record<string, string> = { accept: 'application/json', requesterId: by.requesterId, ...extra };
    if (by.meetingId) headers.meetingId = by.meetingId;
    if (kryUserId) headers.kryUserId = kryUserId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    let response: Response;
    try {
      response = await fetch(`${this.base}/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: by.signal,
      });
    } catch (error) {
      // The caller's abort is theirs to see, not the insurer's unavailability.
      if (by.signal?.aborted) throw error;
      throw new InsurerError('insurer_unavailable');
    }
    const json: unknown = await response.json().catch(() => undefined);
    return { status: response.status, json };
  }

  /** 200 with the contract's shape → the value; 404 → null; anything else → insurer_unavailable. */
  private async read<T>(schema: z.ZodType<T>, call: Call): Promise<T | null> {
    const answer = await this.call(call);
    if (answer.status === 404 || answer.status === 204) return null;
    if (answer.status !== 200) throw new InsurerError('insurer_unavailable');
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success) throw new InsurerError('insurer_unavailable');
    return parsed.data;
  }

  private async write(call: Call): Promise<number> {
    const answer = await this.call(call);
    if (answer.status >= 200 && answer.status < 300) return answer.status;
    if (answer.status === 409) return 409;
    throw new InsurerError('insurer_unavailable');
  }

  getUserProfile(entityId: string | null, partnerId: string | null, kryUserId: string, by: InsurerRequester) {
    const query = new URLSearchParams({ entityID: entityId ?? '', partnerID: partnerId ?? '', kryUserId });
    return this.read(InsurerProfile, {
      method: 'GET',
      path: `uk/vitality/clinician/user-profile-information?${query}`,
      by,
      kryUserId,
    });
  }

  getConsultation(entityId: string | null, partnerId: string | null, kryUserId: string, by: InsurerRequester) {
    const query = new URLSearchParams({ entityId: entityId ?? '', partnerId: partnerId ?? '', kryUserId });
    return this.read(InsurerConsultation, {
      method: 'GET',
      path: `uk/vitality/v1/clinician/consultation?${query}`,
      by,
      kryUserId,
    });
  }

  getInsuranceClaimInfo(kryUserId: string, meetingId: string, by: InsurerRequester) {
    return this.read(InsurerInsuranceClaim, {
      method: 'GET',
      path: `mental-health-b2b/insuranceClaimInfo/${encodeURIComponent(kryUserId)}/${encodeURIComponent(meetingId)}`,
      by,
      kryUserId,
    });
  }

  async getPatientEmail(meetingId: string, kryUserId: string, by: InsurerRequester): Promise<string | null> {
    const answer = await this.read(PatientEmailResponse, {
      method: 'GET',
      path: `uk-identity/vitality/patient-email/meeting/${encodeURIComponent(meetingId)}/user/${encodeURIComponent(kryUserId)}`,
      by,
      kryUserId,
    });
    return answer?.email ?? null;
  }

  async setPatientEmail(meetingId: string, kryUserId: string, email: string, by: InsurerRequester): Promise<void> {
    const status = await this.write({
      method: 'PUT',
      path: `uk-identity/vitality/clinician/patient-email/meeting/${encodeURIComponent(meetingId)}/user/${encodeURIComponent(kryUserId)}`,
      by,
      kryUserId,
      body: { user_id: kryUserId, meeting_id: meetingId, email },
    });
    if (status === 409) throw new InsurerError('insurer_unavailable');
  }

  async formDataExists(meetingId: string, by: InsurerRequester): Promise<boolean> {
    const answer = await this.call({
      method: 'GET',
      path: `uk/vitality/v1/meeting/${encodeURIComponent(meetingId)}/form_data`,
      by,
    });
    if (answer.status >= 200 && answer.status < 300) return true;
    if (answer.status === 404) return false;
    throw new InsurerError('insurer_unavailable');
  }

  async receiveReport(idempotencyKey: string, payload: unknown, by: InsurerRequester): Promise<ReceivedReport> {
    const status = await this.write({
      method: 'POST',
      path: 'uk/vitality/clinician/consultation/v2',
      by,
      headers: { 'idempotency-key': idempotencyKey },
      body: payload,
    });
    return { report: { idempotencyKey, payload, receivedAt: Date.now() }, duplicate: status === 409 };
  }

  /** The insurer keeps what it received to itself. */
  async listReports(): Promise<InsurerReceivedReport[]> {
    return [];
  }

  async sembleSync(body: SembleSyncBody, by: InsurerRequester): Promise<void> {
    const status = await this.write({
      method: 'PUT',
      path: 'uk/vitality/semble/patient',
      by,
      kryUserId: body.kryUserId,
      headers: { requestPurpose: 'MEETING_FINISHED' },
      body,
    });
    if (status === 409) throw new InsurerError('insurer_unavailable');
  }

  private outcomesPath(id: string): string {
    return `uk/vitality/v1/clinician/outcomes/${encodeURIComponent(id)}`;
  }

  async listOutcomes(encounterId: string, by: InsurerRequester): Promise<InsurerOutcomeRecord[]> {
    const answer = await this.read(WireOutcomes, { method: 'GET', path: this.outcomesPath(encounterId), by });
    return (answer?.outcomesForMeeting ?? []).map(outcomeOf);
  }

  /** The outcome as the encounter's list has it after a write; null when the insurer no longer lists it. */
  private async readBack(encounterId: string | null | undefined, id: string, by: InsurerRequester) {
    if (!encounterId) throw new InsurerError('insurer_unavailable');
    const outcomes = await this.listOutcomes(encounterId, by);
    return outcomes.find((o) => o.internalOutcomeId === id) ?? null;
  }

  /** A write on one outcome: 2xx → done; 404 → no such outcome; anything else → insurer_unavailable. */
  private async writeOutcome(call: Call): Promise<boolean> {
    const answer = await this.call(call);
    if (answer.status === 404) return false;
    if (answer.status >= 200 && answer.status < 300) return true;
    throw new InsurerError('insurer_unavailable');
  }

  async chooseOutcome(encounterId: string, request: ChooseOutcomeRequest, by: InsurerRequester) {
    const status = await this.write({ method: 'POST', path: this.outcomesPath(encounterId), by, body: request });
    if (status === 409) return null;
    const chosen = await this.readBack(encounterId, request.internalOutcomeId, by);
    if (!chosen) throw new InsurerError('insurer_unavailable');
    return chosen;
  }

  async patchDecision(internalOutcomeId: string, body: OutcomeDecisionBody, by: InsurerRequester) {
    const found = await this.writeOutcome({
      method: 'PATCH',
      path: `uk/vitality/v1/clinician/outcomes/decisions/${encodeURIComponent(internalOutcomeId)}`,
      by,
      body,
    });
    return found ? this.readBack(by.meetingId, internalOutcomeId, by) : null;
  }

  async patchSelfPay(id: string, isSelfPay: boolean, by: InsurerRequester) {
    const found = await this.writeOutcome({
      method: 'PATCH',
      path: `uk/vitality/v1/clinician/outcomes/self-pay/${encodeURIComponent(id)}`,
      by,
      body: { is_self_pay: isSelfPay },
    });
    return found ? this.readBack(by.meetingId, id, by) : null;
  }

  deleteOutcome(id: string, by: InsurerRequester): Promise<boolean> {
    return this.writeOutcome({ method: 'DELETE', path: this.outcomesPath(id), by });
  }
}
