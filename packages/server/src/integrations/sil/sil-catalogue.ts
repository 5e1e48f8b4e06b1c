import { AppError } from '../../platform/errors';
import type { JanusmedResponse, MedicationReason, SilDrug, SilProduct } from '@konsult/domain';

/**
 * The drug and indication catalogue (SIL, seed 001 §7 "Medication"). The embedded default answers from data shipped
 * with the repo; the HTTP adapter (SIL_URL) asks a SIL service. Answers are already in the wire shapes.
 */
export interface SilCatalogue {
  /** Drugs matching a search text (trade name, ATC code), best first. */
  searchDrugs(query: string): Promise<SilDrug[]>;
  /** One drug by its NPL id; null when the catalogue does not know it. */
  drug(nplId: string): Promise<SilDrug | null>;
  /** The drug's usual indications; null when the catalogue does not know the drug. */
  reasonsForDrug(nplId: string): Promise<MedicationReason[] | null>;
  /** Indications (ICD-10 codes and titles) matching a code or words. */
  searchReasons(query: string): Promise<MedicationReason[]>;
  /** Products (drugs with the packages dispensed) for the prescription form, best first (issue 17). */
  searchProducts(query: string): Promise<SilProduct[]>;
  /** One product by its NPL id; null when the catalogue does not know it. */
  product(nplId: string): Promise<SilProduct | null>;
  /** Its pregnancy and lactation texts; null when the catalogue does not know the product. */
  janusmed(nplId: string): Promise<JanusmedResponse | null>;
}

/** The catalogue could not be asked (network, timeout, a 5xx): the route answers 502. */
export class SilUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SilUnavailableError';
  }
}

/** Asks the catalogue; when it cannot be asked, a gateway error (502 sil_unavailable), not ours. */
export async function fromCatalogue<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof SilUnavailableError) {
      throw new AppError(502, 'sil_unavailable', 'The drug catalogue is not answering. Try again in a moment.');
    }
    throw error;
  }
}
