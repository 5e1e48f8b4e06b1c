import type { EhmFault, PractitionerRoleLink, PrescriptionStatus } from '@konsult/domain';

/**
 * The national prescription exchange (Swedish e-prescriptions, issue 17): it takes a prescription signed with the
 * prescriber's PIN, keeps its status as pharmacies dispense it, and cancels it on the prescriber's word. The embedded
 * default keeps its own record in our database; the HTTP adapter (EHM_URL) speaks to a real one.
 */
export interface PrescriptionExchange {
  /** Whether it takes prescriptions now. Never throws: a failure to ask is "not available". */
  available(): Promise<boolean>;
  /** The care units the prescriber may prescribe for. */
  roleLinks(prescriber: ExchangePrescriber): Promise<PractitionerRoleLink[]>;
  /** Sends a prescription; sending the same medication request id again answers the one already received. */
  send(request: SendPrescription): Promise<ExchangeStatus>;
  /** Its status at the exchange now; null when the exchange has no such prescription. */
  statusOf(medicationRequestId: string): Promise<ExchangeStatus | null>;
  /** Cancels prescriptions not yet dispensed; refuses (not cancellable) when any has been. */
  cancel(request: CancelPrescriptions): Promise<ExchangeStatus>;
  /** The e-receipt session: a short-lived link for the prescriber to what the exchange holds for the patient. */
  sessionUrl(prescriber: ExchangePrescriber, patient: { idNumber: string }): Promise<{ url: string; expiresAt: Date }>;
}

export type ExchangePrescriber = { id: string; name: string; careUnitName: string };

export type ExchangeStatus = { status: PrescriptionStatus; statusAt: Date };

export type SendPrescription = {
  medicationRequestId: string;
  prescriber: ExchangePrescriber;
  pin: string;
  patient: { idNumber: string; name: string };
  nplPackId: string;
  /** What the pharmacy reads: product, card and dosage text. */
  payload: Record<string, unknown>;
};

export type CancelPrescriptions = {
  prescriber: ExchangePrescriber;
  pin: string;
  medicationRequestIds: string[];
  reason: string;
  note: string | null;
};

export type ExchangeErrorKey = EhmFault | 'prescription_not_cancellable' | 'pin_locked';

/** The exchange refused or could not be reached; `key` is the one error key the route answers with. */
export class ExchangeError extends Error {
  constructor(
    readonly key: ExchangeErrorKey,
    message: string,
    /** With pin_locked: whole seconds until the prescriber may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ExchangeError';
  }
}
