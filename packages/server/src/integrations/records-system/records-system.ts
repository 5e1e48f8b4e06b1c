import { SIGNING_ERROR_KEYS, type SigningErrorKey } from '@konsult/domain';

/**
 * The records system that holds the legal copy of a signed note (seed 000 §4, 002 §8). Signing
 * goes through it; it answers with one of the catalogue's keys when it refuses.
 */
export interface RecordsSystem {
  sign(request: SignRequest): Promise<void>;
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
