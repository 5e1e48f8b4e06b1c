import { requireDelivered } from '../../platform/outbox/http-delivery';
import type { SmsGateway, SmsMessage } from './sms-gateway';

export type HttpSmsGatewayOptions = { url: string; token: string | null; timeoutMs?: number };

/**
 * The production adapter: POSTs `{to, body}` as JSON to an HTTP SMS gateway (SMS_GATEWAY_URL),
 * with a bearer token when SMS_GATEWAY_TOKEN is set and the message's key in `Idempotency-Key`.
 * A 2xx is delivered; 408, 429 and 5xx (and timeouts) are retried by the outbox; any other 4xx
 * means the gateway will never take this message, so it fails at once.
 */
export class HttpSmsGateway implements SmsGateway {
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpSmsGatewayOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async send({ to, body, idempotencyKey }: SmsMessage): Promise<void> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': idempotencyKey,
    };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to, body }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await requireDelivered(response, 'SMS gateway');
  }
}
