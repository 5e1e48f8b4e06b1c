import type { BodySite, Program, Vaccine } from '@konsult/domain';
import { BODY_SITES, LOT_NUMBERS, PROGRAMS, VACCINES } from './catalogue-data';
import type { VaccinationCatalogue } from './vaccination-catalogue';

/** The catalogue shipped with the repo (./catalogue-data.ts), answered from memory. */
export class EmbeddedVaccinationCatalogue implements VaccinationCatalogue {
  private readonly lots = new Map(Object.entries(LOT_NUMBERS));
  private readonly programs_: Program[] = PROGRAMS.map(({ id, lokaliseKeySuffix, seriesDoses }) =>
    seriesDoses === undefined ? { id, lokaliseKeySuffix } : { id, lokaliseKeySuffix, seriesDoses },
  );

  async vaccines(): Promise<Vaccine[]> {
    return [...VACCINES];
  }

  async programs(): Promise<Program[]> {
    return [...this.programs_];
  }

  async bodySites(): Promise<BodySite[]> {
    return [...BODY_SITES];
  }

  async programVaccineIds(programId: string): Promise<string[]> {
    return [...(PROGRAMS.find((p) => p.id === programId)?.vaccineIds ?? [])];
  }

  async lotNumbersByVaccine(): Promise<ReadonlyMap<string, readonly string[]>> {
    return this.lots;
  }
}
