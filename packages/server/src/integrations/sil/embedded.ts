import {
  searchIcd10,
  type JanusmedResponse,
  type MedicationReason,
  type SilDrug,
  type SilProduct,
} from '@konsult/domain';
import { reasonsForAtc } from './atc-reasons';
import { catalogueDrug, searchCatalogue } from './catalogue';
import { janusmedOf, productOf } from './products';
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

  async searchProducts(query: string): Promise<SilProduct[]> {
    return searchCatalogue(query, SEARCH_LIMIT).map(productOf);
  }

  async product(nplId: string): Promise<SilProduct | null> {
    const drug = catalogueDrug(nplId);
    return drug ? productOf(drug) : null;
  }

  async janusmed(nplId: string): Promise<JanusmedResponse | null> {
    const drug = catalogueDrug(nplId);
    return drug ? janusmedOf(drug) : null;
  }
}
