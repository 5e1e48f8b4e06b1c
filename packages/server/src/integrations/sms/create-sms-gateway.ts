import { EmbeddedSmsGateway } from './embedded';
import { HttpSmsGateway } from './http';
import type { SmsGateway } from './sms-gateway';

export type SmsGatewayConfig = {
  smsGatewayUrl: string | null;
  smsGatewayToken: string | null;
  smsGatewayFault: boolean;
};

/** The configured gateway: the HTTP adapter when SMS_GATEWAY_URL is set, else the embedded one. */
export function createSmsGateway(config: SmsGatewayConfig): SmsGateway {
  // Fault injection wins, so a test can make sends fail whatever else is configured.
  if (config.smsGatewayFault || !config.smsGatewayUrl) return new EmbeddedSmsGateway(config.smsGatewayFault);
  return new HttpSmsGateway({ url: config.smsGatewayUrl, token: config.smsGatewayToken });
}
