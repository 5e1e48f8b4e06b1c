import type { BodySite, Program, Vaccine } from '@konsult/domain';

/**
 * Where the vaccination list's catalogues come from (seed 001 §7: vaccines, programmes, body sites, lot numbers).
 * In production a national vaccine catalogue and the clinic's stock system would answer; the embedded default
 * (./embedded.ts) ships a curated Swedish catalogue with the repo. Asynchronous so an HTTP adapter fits.
 */
export interface VaccinationCatalogue {
  vaccines(): Promise<Vaccine[]>;
  programs(): Promise<Program[]>;
  bodySites(): Promise<BodySite[]>;
  /** The vaccine ids a programme may be given with (empty for an unknown programme). */
  programVaccineIds(programId: string): Promise<string[]>;
  /** The lot numbers the catalogue suggests for each vaccine (the clinic's current stock). */
  lotNumbersByVaccine(): Promise<ReadonlyMap<string, readonly string[]>>;
}
