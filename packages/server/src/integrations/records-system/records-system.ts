import { SIGNING_ERROR_KEYS, type SigningErrorKey } from '@konsult/domain';

/**
 * The records system that holds the legal copy of a signed note (seed 000 §4, 002 §8). Signing
 * goes through it; it answers with one of the catalogue's keys when it refuses.
 */
export interface RecordsSystem {
  sign(request: SignRequest): Promise<void>;
  /**
   * Why the clinician's pool may not reach the patient's record here (seed 001 §8 "Prorenata warnings"), as the
   * records system's codes: prn_no_access_to_house_error, error_falling_back_to_middle_storage, or others the
   * client reports as unknown. Empty when nothing is in the way.
   */
  accessWarnings(patientId: string): Promise<string[]>;
}

export type SignRequest = {
  entryId: string;
  entryContentId: string;
  meetingId: string;
  patientId: string;
  clinicianId: string;
};

export class RecordsSystemError extends Error {
  constructor(readonly key: SigningErrorKey) {
    super(`records system refused: ${key}`);
    this.name = 'RecordsSystemError';
  }
}

export function isSigningErrorKey(value: string): value is SigningErrorKey {
  return (SIGNING_ERROR_KEYS as readonly string[]).includes(value);
}
