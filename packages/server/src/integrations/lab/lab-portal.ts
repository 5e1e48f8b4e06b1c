import type { LabFault } from '@konsult/domain';
import type { StoredLabResult } from '../../platform/db/schema';

/**
 * The lab portal lab referrals go to (issue 18; architecture §6): the embedded default on our database, or a real
 * portal over HTTP (LAB_URL). It receives a referral; its results come back as a LabDelivery.
 */
export type LabOrder = {
  /** The referral's id, the lab's reference for it (and its idempotency key: a retry is received once). */
  referralId: string;
  patient: { idNumber: string; name: string };
  referrer: { id: string; name: string };
  site: { id: string; name: string };
  testCodes: readonly string[];
  commentToLab: string | null;
};

/** What the lab answers for a referral: every analyte's result, as the health-check tab stores them. */
export type LabDelivery = { referralId: string; reportedAt: Date; results: StoredLabResult[] };

export class LabError extends Error {
  constructor(readonly key: LabFault) {
    super(`lab portal: ${key}`);
    this.name = 'LabError';
  }
}

export interface LabPortal {
  /** Sends the referral; throws LabError('lab_unavailable') when the portal cannot take it (nothing received). */
  send(order: LabOrder): Promise<void>;
}
