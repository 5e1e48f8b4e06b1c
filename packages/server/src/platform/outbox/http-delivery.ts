import { PermanentDeliveryError } from './outbox';

/**
 * How an outbox handler reads an external system's answer to a POST: a 2xx is delivered; 408, 429 and 5xx are worth
 * retrying (thrown as a plain error); any other 4xx means the system will never take this message, so it fails at
 * once. The body is read so the connection can be reused.
 */
export async function requireDelivered(response: Response, system: string): Promise<void> {
  await response.arrayBuffer().catch(() => undefined);
  if (response.ok) return;
  const message = `${system} answered ${response.status}`;
  const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
  throw retryable ? new Error(message) : new PermanentDeliveryError(message);
}
