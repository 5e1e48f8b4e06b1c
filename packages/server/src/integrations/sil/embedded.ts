import { searchIcd10, type MedicationReason, type SilDrug } from '@konsult/domain';
import { reasonsForAtc } from './atc-reasons';
import { catalogueDrug, searchCatalogue } from './catalogue';
import type { SilCatalogue } from './sil-catalogue';

/** Search answers are capped: the picker shows a scrolling list, and a one-letter query must stay cheap. */
export const SEARCH_LIMIT = 50;

/** The embedded default: the catalogue shipped in catalogue-data.ts and the ICD-10 table of the domain package. */
export class EmbeddedSilCatalogue implements SilCatalogue {
  async searchDrugs(query: string): Promise<SilDrug[]> {
    return searchCatalogue(query, SEARCH_LIMIT);
  }

  async drug(nplId: string): Promise<SilDrug | null> {
    return catalogueDrug(nplId);
  }

  async reasonsForDrug(nplId: string): Promise<MedicationReason[] | null> {
    const drug = catalogueDrug(nplId);
    return drug ? reasonsForAtc(drug.atcCode) : null;
  }

  async searchReasons(query: string): Promise<MedicationReason[]> {
    return searchIcd10(query, SEARCH_LIMIT).map((icd) => ({ code: icd.code, text: icd.title }));
  }
}
