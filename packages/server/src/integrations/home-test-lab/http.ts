import { z } from 'zod';
import { HOME_TEST_LAB_REFUSALS, type HomeTestLabRefusal } from '@konsult/domain';
import { requestJson, Unreachable } from '../http-json';
import { HomeTestLabError, type HomeTestLab, type LabOrderRequest } from './home-test-lab';

export type HttpHomeTestLabOptions = { url: string; token: string | null; timeoutMs?: number };

const OrderAnswer = z.object({ labOrderId: z.string().min(1) });
const ErrorAnswer = z.object({ error: z.object({ key: z.string() }) });

/**
 * The production adapter: the lab portal's REST service at HOMETEST_URL. POST /orders with our order id (idempotent
 * by it), the market, the kit, the patient and the address; 2xx answers { labOrderId }; a 4xx whose error key is
 * one of the seed's refusals is that refusal; anything else (unreachable, a timeout, 5xx, an answer that is not the
 * contract) is home_test_lab_unavailable: nothing was ordered that we know of. POST /orders/{orderId}/cancel cancels
 * one, idempotent too.
 */
export class HttpHomeTestLab implements HomeTestLab {
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpHomeTestLabOptions) {
    this.base = options.url.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  async order(request: LabOrderRequest): Promise<{ labOrderId: string }> {
    let answer;
    try {
      answer = await requestJson(`${this.base}/orders`, {
        method: 'POST',
        token: this.options.token,
        timeoutMs: this.timeoutMs,
        body: {
          orderId: request.orderId,
          market: request.market,
          testType: request.hometestType,
          patient: request.patient,
          shippingAddress: request.shippingAddress,
          orderingClinician: request.orderingClinician,
        },
      });
    } catch (error) {
      if (error instanceof Unreachable) throw unavailable(error.message);
      throw error;
    }
    if (answer.status >= 200 && answer.status < 300) {
      const parsed = OrderAnswer.safeParse(answer.json);
      if (parsed.success) return parsed.data;
      throw unavailable('The lab portal answered something that is not an order.');
    }
    const refusal = ErrorAnswer.safeParse(answer.json);
    if (answer.status >= 400 && answer.status < 500 && refusal.success && isRefusal(refusal.data.error.key)) {
      throw new HomeTestLabError(
        refusal.data.error.key,
        `The lab portal refused the order: ${refusal.data.error.key}.`,
      );
    }
    throw unavailable(`The lab portal answered ${answer.status}.`);
  }

  /** POST /orders/{orderId}/cancel, idempotent: 2xx once cancelled (again); anything else cancelled nothing. */
  async cancel(orderId: string): Promise<void> {
    let answer;
    try {
      answer = await requestJson(`${this.base}/orders/${encodeURIComponent(orderId)}/cancel`, {
        method: 'POST',
        token: this.options.token,
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      if (error instanceof Unreachable) throw unavailable(error.message);
      throw error;
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw unavailable(`The lab portal answered ${answer.status} to a cancellation.`);
    }
  }
}

function isRefusal(key: string): key is HomeTestLabRefusal {
  return (HOME_TEST_LAB_REFUSALS as readonly string[]).includes(key);
}

const unavailable = (message: string) => new HomeTestLabError('home_test_lab_unavailable', message);
