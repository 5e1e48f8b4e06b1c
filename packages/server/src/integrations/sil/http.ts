import { type z } from 'zod';
import {
  JanusmedResponse,
  SilDrug,
  SilDrugSearchResponse,
  SilProduct,
  SilProductSearchResponse,
  SilReasonsResponse,
  type MedicationReason,
} from '@konsult/domain';
import { requestJson, Unreachable, type JsonAnswer } from '../http-json';
import type { SilCatalogue } from './sil-catalogue';
import { SilUnavailableError } from './sil-catalogue';

export type HttpSilCatalogueOptions = { url: string; token: string | null; timeoutMs?: number };

/**
 * The production adapter: asks a SIL service at SIL_URL with the same paths and bodies konsult itself serves under
 * /api/prescriptions (POST drugs/search {query}, GET drug/{nplId}, GET reason/{nplId}, POST reason/search {query}, POST
 * products/search {query}, GET product/{nplId}, GET product/{nplId}/janusmed),
 * so a konsult server can be another's catalogue. Answers are validated; a 404 for a drug is "unknown", anything
 * else that is not a 2xx, a timeout or a malformed answer is SilUnavailableError.
 */
export class HttpSilCatalogue implements SilCatalogue {
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpSilCatalogueOptions) {
    this.base = options.url.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 5_000;
  }

  async searchDrugs(query: string): Promise<SilDrug[]> {
    const answer = await this.call('POST', '/sil/drugs/search', SilDrugSearchResponse, { query });
    return answer?.results ?? [];
  }

  async drug(nplId: string): Promise<SilDrug | null> {
    return this.call('GET', `/sil/drug/${encodeURIComponent(nplId)}`, SilDrug);
  }

  async reasonsForDrug(nplId: string): Promise<MedicationReason[] | null> {
    const answer = await this.call('GET', `/sil/reason/${encodeURIComponent(nplId)}`, SilReasonsResponse);
    return answer?.reasons ?? null;
  }

  async searchReasons(query: string): Promise<MedicationReason[]> {
    const answer = await this.call('POST', '/sil/reason/search', SilReasonsResponse, { query });
    return answer?.reasons ?? [];
  }

  async searchProducts(query: string): Promise<SilProduct[]> {
    const answer = await this.call('POST', '/sil/products/search', SilProductSearchResponse, { query });
    return answer?.results ?? [];
  }

  async product(nplId: string): Promise<SilProduct | null> {
    return this.call('GET', `/sil/product/${encodeURIComponent(nplId)}`, SilProduct);
  }

  async janusmed(nplId: string): Promise<JanusmedResponse | null> {
    return this.call('GET', `/sil/product/${encodeURIComponent(nplId)}/janusmed`, JanusmedResponse);
  }

  /** The parsed answer, or null for a 404. */
  private async call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T | null> {
    let answer: JsonAnswer;
    try {
      answer = await requestJson(`${this.base}${path}`, {
        method,
        token: this.options.token,
        timeoutMs: this.timeoutMs,
        body,
      });
    } catch (error) {
      if (error instanceof Unreachable) throw new SilUnavailableError(`SIL did not answer: ${error.message}`);
      throw error;
    }
    if (answer.status === 404) return null;
    if (answer.status < 200 || answer.status > 299) throw new SilUnavailableError(`SIL answered ${answer.status}`);
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success) throw new SilUnavailableError('SIL answered in an unexpected shape');
    return parsed.data;
  }
}
