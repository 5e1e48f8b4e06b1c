import type { EpsFault, EpsItem } from '@konsult/domain';

/**
 * The NHS Electronic Prescription Service UK EPS prescriptions go to (issue 19; architecture §6): the embedded
 * default on our database, or a real EPS bridge over HTTP (EPS_URL). It takes a prescription for the patient's
 * nominated pharmacy, cancels one the pharmacy has not dispensed, and says what became of each.
 */
export type EpsOrder = {
  /** Our prescription's id: the EPS's idempotency key (the same prescription sent twice is received once). */
  prescriptionId: string;
  /** The short-form prescription id the pharmacy finds it by. */
  epsPrescriptionId: string;
  patient: { nhsNumber: string; name: string; dob: string };
  prescriber: { id: string; name: string; odsCode: string };
  pharmacyOdsCode: string;
  items: readonly EpsItem[];
};

/** Where a prescription is at the EPS. */
export type EpsStatus = { status: 'SENT' | 'DISPENSED' | 'CANCELLED'; at: Date | null };

/** What a cancellation did: cancelled (now or before), too late (dispensed), or no such prescription at the EPS. */
export type EpsCancelOutcome = 'cancelled' | 'dispensed' | 'unknown';

/**
 * An EPS refusal: eps_unavailable (the service cannot take it; nothing received), eps_timeout (no answer in time: it
 * may have been received — the same prescription sent again is received once), nominated_pharmacy_unknown (the Spine
 * knows no such pharmacy), patient_not_traced (the Spine finds no patient by that NHS number).
 */
export class EpsError extends Error {
  constructor(readonly key: EpsFault) {
    super(`EPS: ${key}`);
    this.name = 'EpsError';
  }
}

export interface EpsService {
  /** Sends the prescription; throws EpsError when the EPS refuses it or cannot take it (nothing received). */
  send(order: EpsOrder): Promise<void>;
  /** Cancels a prescription not yet dispensed; throws EpsError('eps_unavailable') when the EPS cannot be reached. */
  cancel(prescriptionId: string): Promise<EpsCancelOutcome>;
  /** Where each prescription is (those the EPS does not know are left out); throws EpsError when unreachable. */
  status(prescriptionIds: readonly string[]): Promise<Map<string, EpsStatus>>;
}
