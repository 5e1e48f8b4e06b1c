/** The SMS gateway that carries messages to patients' phones (seed 000 §4 "Patient SMS notify"). */
export interface SmsGateway {
  /**
   * Hands one message over; resolves once the gateway has accepted it. The idempotency key is the
   * same on every attempt at the same message, so the gateway can drop a repeat.
   */
  send(message: SmsMessage): Promise<void>;
}

export type SmsMessage = { to: string; body: string; idempotencyKey: string };
