import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { RECORD_HISTORY_CHANNEL } from '../platform/db/channels';
import type { Database } from '../platform/db/database';
import { NotifiedCache } from '../platform/notified-cache';

const brotliCompress = promisify(zlib.brotliCompress);
const brotliDecompress = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * One record-history answer, serialized and compressed once for every clinician it is the same for (issue 22).
 * Kept as brotli, quality 1: 5,000 entries are ~6 MB of JSON that it packs to ~0.45 MB in ~7 ms on a thread of
 * the pool, where quality 4 takes ~25 ms for ~0.28 MB and gzip level 1 ~21 ms for ~0.9 MB. A client that does
 * not take brotli (none of the browsers konsult supports) is answered from it, gzip made once on demand.
 */
export class HistoryBody {
  private gzipped: Promise<Buffer> | undefined;

  private constructor(
    readonly etag: string,
    private readonly brotli: Buffer,
  ) {}

  static async of(etag: string, json: string | Buffer): Promise<HistoryBody> {
    const bytes = typeof json === 'string' ? Buffer.from(json) : json;
    const packed = await brotliCompress(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    return new HistoryBody(etag, packed);
  }

  async encoded(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'br') return this.brotli;
    if (encoding === 'identity') return brotliDecompress(this.brotli);
    this.gzipped ??= brotliDecompress(this.brotli).then((json) => gzip(json, { level: 1 }));
    return this.gzipped;
  }
}

/** A patient's bodies at one version of their history, by what else the answer depends on (see `variant`). */
type PatientBodies = { version: number; bodies: Map<string, Promise<HistoryBody>> };

/**
 * The record-history bodies of recently opened patients, on every instance. Correctness rests on the version each
 * request reads from the database (a body is used only for the version it was built at); the database's NOTIFY on
 * a new version (migration 0053) frees the patient's old bodies at once on every instance, and while notifications
 * may be missed nothing is cached. At most 200 patients: a 5,000-entry history is ~0.45 MB, a typical one ~10 KB.
 */
export class HistoryBodies {
  private constructor(private readonly cache: NotifiedCache<PatientBodies>) {}

  static async open(database: Database): Promise<HistoryBodies> {
    const cache = await new NotifiedCache<PatientBodies>({ ttlMs: 10 * 60_000, maxEntries: 200 }).subscribe(
      database,
      RECORD_HISTORY_CHANNEL,
    );
    return new HistoryBodies(cache);
  }

  /**
   * The body of the patient's history at `version` for `variant`: the one already made on this instance, else made
   * by `build` (once, however many clinicians ask for it at the same moment).
   */
  async body(
    patientId: string,
    version: number,
    variant: string,
    build: () => Promise<HistoryBody>,
    now = Date.now(),
  ): Promise<HistoryBody> {
    let patient = this.cache.get(patientId, now);
    if (!patient || patient.version !== version) {
      // An older version's bodies are of no use any more; a newer one (a request that read the version earlier
      // than another) is left in place.
      if (patient && patient.version > version) return build();
      patient = { version, bodies: new Map() };
      this.cache.set(patientId, patient, now);
    }
    const bodies = patient.bodies;
    let body = bodies.get(variant);
    if (!body) {
      body = build();
      bodies.set(variant, body);
      // A failed build is not kept: the next request tries again.
      body.catch(() => {
        if (bodies.get(variant) === body) bodies.delete(variant);
      });
    }
    return body;
  }
}

/**
 * The encoding to answer in: brotli if the client takes it, else gzip, else none. `Accept-Encoding` as browsers
 * and HTTP clients send it; a coding with q=0 is refused.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** Whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 §13.1.2 asks of it), or is `*`. */
export function noneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
