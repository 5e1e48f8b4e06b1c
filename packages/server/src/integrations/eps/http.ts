import { requestJson, Unreachable } from '../http-json';
import { EpsError, type EpsCancelOutcome, type EpsOrder, type EpsService, type EpsStatus } from './eps-service';

export type HttpEpsServiceOptions = { url: string; token: string | null; timeoutMs?: number };

const REFUSALS = new Set(['nominated_pharmacy_unknown', 'patient_not_traced']);
const STATUSES = new Set(['SENT', 'DISPENSED', 'CANCELLED']);

/**
 * The production adapter: an EPS bridge's REST API at EPS_URL (our assumed contract, docs/api.md "UK EPS"), with
 * `Authorization: Bearer <EPS_TOKEN>`:
 *   POST {EPS_URL}/prescriptions             {id, shortFormId, patient, prescriber, pharmacyOdsCode, items}
 *        2xx received (idempotent by id); 422 {"error": "nominated_pharmacy_unknown" | "patient_not_traced"} refused
 *   POST {EPS_URL}/prescriptions/{id}/cancel 2xx {"status": "CANCELLED"}; 409 {"status": "DISPENSED"}; 404 unknown
 *   POST {EPS_URL}/prescriptions/status      {ids: [...]} → 200 {prescriptions: [{id, status, at (ISO) | null}]}
 * A bridge that does not answer in time is eps_timeout (it may have received the prescription: sending it again with
 * the same id checks, and it is received once); anything else — another answer, a bridge that cannot be reached — is
 * eps_unavailable.
 */
export class HttpEpsService implements EpsService {
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpEpsServiceOptions) {
    this.base = options.url.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  private async post(path: string, body: unknown) {
    try {
      return await requestJson(`${this.base}${path}`, {
        method: 'POST',
        token: this.options.token,
        timeoutMs: this.timeoutMs,
        body,
      });
    } catch (error) {
      if (error instanceof Unreachable) throw new EpsError(error.timedOut ? 'eps_timeout' : 'eps_unavailable');
      throw error;
    }
  }

  async send(order: EpsOrder): Promise<void> {
    const answer = await this.post('/prescriptions', {
      id: order.prescriptionId,
      shortFormId: order.epsPrescriptionId,
      patient: order.patient,
      prescriber: order.prescriber,
      pharmacyOdsCode: order.pharmacyOdsCode,
      items: order.items,
    });
    if (answer.status >= 200 && answer.status < 300) return;
    const key = (answer.json as { error?: unknown } | undefined)?.error;
    if (answer.status === 422 && typeof key === 'string' && REFUSALS.has(key)) {
      throw new EpsError(key as 'nominated_pharmacy_unknown' | 'patient_not_traced');
    }
    throw new EpsError('eps_unavailable');
  }

  async cancel(prescriptionId: string): Promise<EpsCancelOutcome> {
    const answer = await this.post(`/prescriptions/${encodeURIComponent(prescriptionId)}/cancel`, {});
    if (answer.status >= 200 && answer.status < 300) return 'cancelled';
    if (answer.status === 409) return 'dispensed';
    if (answer.status === 404) return 'unknown';
    throw new EpsError('eps_unavailable');
  }

  async status(prescriptionIds: readonly string[]): Promise<Map<string, EpsStatus>> {
    const result = new Map<string, EpsStatus>();
    if (prescriptionIds.length === 0) return result;
    const answer = await this.post('/prescriptions/status', { ids: prescriptionIds });
    const list = (answer.json as { prescriptions?: unknown } | undefined)?.prescriptions;
    if (answer.status !== 200 || !Array.isArray(list)) throw new EpsError('eps_unavailable');
    for (const entry of list as Array<{ id?: unknown; status?: unknown; at?: unknown }>) {
      if (typeof entry.id !== 'string' || typeof entry.status !== 'string' || !STATUSES.has(entry.status)) continue;
      const at = typeof entry.at === 'string' ? new Date(entry.at) : null;
      result.set(entry.id, {
        status: entry.status as EpsStatus['status'],
        at: at && !Number.isNaN(at.getTime()) ? at : null,
      });
    }
    return result;
  }
}
