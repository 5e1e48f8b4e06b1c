import { z } from 'zod';
import { PRESCRIPTION_STATUSES, PractitionerRoleLink } from '@konsult/domain';
import {
  ExchangeError,
  type CancelPrescriptions,
  type ExchangePrescriber,
  type ExchangeStatus,
  type PrescriptionExchange,
  type SendPrescription,
} from './prescription-exchange';
import { requestJson, Unreachable, type JsonAnswer } from '../http-json';

export type HttpPrescriptionExchangeOptions = { url: string; token: string | null; timeoutMs?: number };

const StatusAnswer = z.object({ status: z.enum(PRESCRIPTION_STATUSES), statusAt: z.number().int() });
const RoleLinksAnswer = z.object({ links: z.array(PractitionerRoleLink) });
const ErrorAnswer = z.object({ error: z.object({ key: z.string() }) });

/**
 * The production adapter: a REST bridge to the national exchange at EHM_URL (the exchange itself speaks RIV-TA;
 * the bridge holds the prescriber's e-identity session). Paths: GET /status, GET /practitioners/{id}/role-links,
 * POST /medication-requests (idempotent by its id), GET /medication-requests/{id}, POST /medication-requests/cancel, POST /sessions (the e-receipt session's URL).
 * The PIN travels in the body over TLS and is never logged. A 401 or 403 with key pin_refused is a refused PIN, a 423 or 429 a locked identity (retry-after), a 409
 * a prescription no longer cancellable, a timeout ehm_timeout, anything else that is not a 2xx ehm_unavailable.
 */
export class HttpPrescriptionExchange implements PrescriptionExchange {
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpPrescriptionExchangeOptions) {
    this.base = options.url.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  async available(): Promise<boolean> {
    try {
      const answer = await this.call('GET', '/status', z.object({ available: z.boolean() }));
      return answer?.available ?? false;
    } catch {
      return false;
    }
  }

  async roleLinks(prescriber: ExchangePrescriber): Promise<PractitionerRoleLink[]> {
    const answer = await this.call(
      'GET',
      `/practitioners/${encodeURIComponent(prescriber.id)}/role-links`,
      RoleLinksAnswer,
    );
    return answer?.links ?? [];
  }

  async send(request: SendPrescription): Promise<ExchangeStatus> {
    const answer = await this.call('POST', '/medication-requests', StatusAnswer, {
      id: request.medicationRequestId,
      prescriber: request.prescriber,
      pin: request.pin,
      patient: request.patient,
      nplPackId: request.nplPackId,
      payload: request.payload,
    });
    if (!answer) throw new ExchangeError('ehm_unavailable', 'The exchange did not take the prescription.');
    return toStatus(answer);
  }

  async statusOf(medicationRequestId: string): Promise<ExchangeStatus | null> {
    const answer = await this.call(
      'GET',
      `/medication-requests/${encodeURIComponent(medicationRequestId)}`,
      StatusAnswer,
    );
    return answer ? toStatus(answer) : null;
  }

  async cancel(request: CancelPrescriptions): Promise<ExchangeStatus> {
    const answer = await this.call('POST', '/medication-requests/cancel', StatusAnswer, request);
    if (!answer) throw new ExchangeError('ehm_unavailable', 'The exchange did not cancel the prescriptions.');
    return toStatus(answer);
  }

  async sessionUrl(prescriber: ExchangePrescriber, patient: { idNumber: string }) {
    const answer = await this.call(
      'POST',
      '/sessions',
      z.object({ url: z.string().url(), expiresAt: z.number().int() }),
      { prescriberId: prescriber.id, patientIdNumber: patient.idNumber },
    );
    if (!answer) throw new ExchangeError('ehm_unavailable', 'The exchange did not open a session.');
    return { url: answer.url, expiresAt: new Date(answer.expiresAt) };
  }

  /** The parsed answer, or null for a 404. */
  private async call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T | null> {
    let answer: JsonAnswer;
    try {
      answer = await requestJson(`${this.base}${path}`, {
        method,
        token: this.options.token,
        timeoutMs: this.timeoutMs,
        body,
      });
    } catch (error) {
      if (!(error instanceof Unreachable)) throw error;
      throw error.timedOut
        ? new ExchangeError('ehm_timeout', 'The prescription exchange did not answer in time.')
        : new ExchangeError('ehm_unavailable', 'The prescription exchange could not be reached.');
    }
    const { status, json } = answer;
    if (status === 404) return null;
    if (status === 401 || status === 403) {
      const key = ErrorAnswer.safeParse(json).data?.error.key;
      if (key === 'pin_refused') throw new ExchangeError('pin_refused', 'The PIN was not accepted; nothing was sent.');
    }
    if (status === 423 || status === 429) {
      const retry = Number(answer.headers.get('retry-after'));
      throw new ExchangeError('pin_locked', 'Too many wrong PINs: the e-identity is locked.', retry > 0 ? retry : 1800);
    }
    if (status === 409) {
      throw new ExchangeError('prescription_not_cancellable', 'A dispensed prescription cannot be cancelled.');
    }
    if (status < 200 || status > 299) {
      throw new ExchangeError('ehm_unavailable', `The prescription exchange answered ${status}.`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ExchangeError('ehm_unavailable', 'The exchange answered in an unexpected shape.');
    return parsed.data;
  }
}

const toStatus = (answer: z.infer<typeof StatusAnswer>): ExchangeStatus => ({
  status: answer.status,
  statusAt: new Date(answer.statusAt),
});
