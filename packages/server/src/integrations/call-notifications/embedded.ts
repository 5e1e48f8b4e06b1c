import type { CallNotification, CallNotifier } from './call-notifier';

/**
 * The embedded default: there is no push service or message channel to hand over to, so a
 * notification counts as delivered; its outbox row is the record (development outbox page).
 */
export class EmbeddedCallNotifier implements CallNotifier {
  async send(_notification: CallNotification): Promise<void> {}
}
