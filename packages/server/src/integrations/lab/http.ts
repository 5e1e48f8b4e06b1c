import { requestJson, Unreachable } from '../http-json';
import { LabError, type LabOrder, type LabPortal } from './lab-portal';

export type HttpLabPortalOptions = { url: string; token: string | null; timeoutMs?: number };

/**
 * The production adapter: a lab portal's REST bridge at LAB_URL. POST /referrals takes a referral (idempotent by its
 * id: the same referral sent twice is received once) and answers 2xx once received. Anything else — a refusal, a
 * portal that cannot be reached or does not answer in time — is lab_unavailable: nothing was received. The results
 * come back from the portal to us: it posts them to POST /api/lab/results with LAB_RESULTS_TOKEN
 * (lab-referrals/results-routes.ts; docs/api.md).
 */
export class HttpLabPortal implements LabPortal {
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpLabPortalOptions) {
    this.base = options.url.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  async send(order: LabOrder): Promise<void> {
    try {
      const answer = await requestJson(`${this.base}/referrals`, {
        method: 'POST',
        token: this.options.token,
        timeoutMs: this.timeoutMs,
        body: {
          id: order.referralId,
          patient: order.patient,
          referrer: order.referrer,
          site: order.site,
          tests: order.testCodes,
          comment: order.commentToLab,
        },
      });
      if (answer.status < 200 || answer.status >= 300) throw new LabError('lab_unavailable');
    } catch (error) {
      if (error instanceof Unreachable) throw new LabError('lab_unavailable');
      throw error;
    }
  }
}
