import type { SmsGateway, SmsMessage } from './sms-gateway';

/**
 * The embedded default: nothing leaves the machine. The outbox row is the record of what was
 * "sent" (listed on the development outbox page). `fault` (config SMS_GATEWAY_FAULT) makes every
 * send fail, so retries and the failed state can be exercised end to end.
 */
export class EmbeddedSmsGateway implements SmsGateway {
  constructor(public fault = false) {}

  async send(_message: SmsMessage): Promise<void> {
    if (this.fault) throw new Error('SMS gateway fault injected (SMS_GATEWAY_FAULT)');
  }
}
