/**
 * Tells the patient that the clinician is calling (seed 002 §7 "sendcallnotification"): a push to
 * the patient's app, or the plain notification the clinician's screen falls back to.
 */
export interface CallNotifier {
  send(notification: CallNotification): Promise<void>;
}

export type CallNotificationKind = 'push' | 'plain';

export type CallNotification = {
  kind: CallNotificationKind;
  meetingId: string;
  patientId: string;
  /** Where it goes: the patient's app account for a push, a phone number or e-mail for a plain one. */
  to: string;
  body: string;
  idempotencyKey: string;
};
