import type { SilDrug } from '@konsult/domain';
import { CATALOGUE_ROWS, DOSAGE_UNITS, type CatalogueRow } from './catalogue-data';

/**
 * The shipped catalogue as SIL drugs, and its search. Pure: built once from `catalogue-data.ts` at import.
 */

const FASS_SEARCH = 'https://www.fass.se/LIF/search?query=';

/** 32-bit FNV-1a: a stable hash for ids that must not change when rows are added or reordered. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const FIRST_DAY = Date.UTC(1975, 0, 1);
const DAY_SPAN = Math.floor((Date.UTC(2024, 11, 31) - FIRST_DAY) / 86_400_000);

/**
 * A well-formed, invented NPL id: the register's shape (the date the product entered it, YYYYMMDD, then six digits)
 * derived from the trade name and form text, so it stays the same across releases of this file. Not a real id.
 */
export function inventedNplId(tradeName: string, formText: string, bump = 0): string {
  const day = new Date(FIRST_DAY + (fnv1a(`${tradeName}|${formText}`) % DAY_SPAN) * 86_400_000);
  const serial = (fnv1a(`${formText}#${tradeName}`) + bump) % 1_000_000;
  const date = day.toISOString().slice(0, 10).replaceAll('-', '');
  return `${date}${String(serial).padStart(6, '0')}`;
}

function toDrugs(row: CatalogueRow): Omit<SilDrug, 'nplId'>[] {
  const [tradeName, atcCode, holder, form, strengths, unit, link] = row;
  const [dosageUnit, dosageUnitPlural] = DOSAGE_UNITS[unit];
  return (strengths === '' ? [''] : strengths.split('|')).map((strength) => ({
    tradeName,
    atcCode,
    marketingAuthHolder: holder,
    drugFormTextSv: strength === '' ? form : `${form} ${strength}`,
    links: { dosageLink: link ? `${FASS_SEARCH}${encodeURIComponent(tradeName)}` : null },
    dosages: [{ dosageUnit, dosageUnitPlural }],
  }));
}

function build(rows: readonly CatalogueRow[]): SilDrug[] {
  const taken = new Set<string>();
  const drugs: SilDrug[] = [];
  for (const drug of rows.flatMap(toDrugs)) {
    let bump = 0;
    let nplId = inventedNplId(drug.tradeName, drug.drugFormTextSv);
    while (taken.has(nplId)) nplId = inventedNplId(drug.tradeName, drug.drugFormTextSv, ++bump);
    taken.add(nplId);
    drugs.push({ ...drug, nplId });
  }
  return drugs;
}

export const CATALOGUE: readonly SilDrug[] = build(CATALOGUE_ROWS);

const BY_NPL_ID = new Map(CATALOGUE.map((drug) => [drug.nplId, drug]));

export function catalogueDrug(nplId: string): SilDrug | null {
  return BY_NPL_ID.get(nplId) ?? null;
}

/** Lower case without diacritics, so "kavepenin" finds Kåvepenin and "ASA" finds "asa". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N},]+/u)
    .filter(Boolean);

const INDEX = CATALOGUE.map((drug) => ({
  drug,
  name: fold(drug.tradeName),
  words: [...words(drug.tradeName), ...words(drug.drugFormTextSv)],
}));

const ATC_QUERY = /^[A-Z](\d{1,2}([A-Z]{1,2}(\d{1,2})?)?)?$/;
const collator = new Intl.Collator('sv');
const byName = (a: SilDrug, b: SilDrug) =>
  collator.compare(a.tradeName, b.tradeName) || collator.compare(a.drugFormTextSv, b.drugFormTextSv);

/**
 * Drugs for the add-medication search. A query matches a trade name by prefix ("alve" finds Alvedon), an ATC code
 * by prefix when it looks like one ("C10AA" finds the statins, "n02be01" paracetamol), or, word by word, the
 * beginnings of the words of the name and form ("atorva 40" finds Atorvastatin Krka 40 mg). Name matches come
 * first, then ATC matches, then word matches, each in Swedish alphabetical order.
 */
export function searchCatalogue(query: string, limit = 50): SilDrug[] {
  const q = fold(query.trim());
  if (q === '' || limit <= 0) return [];
  const atc = q.replace(/\s+/g, '').toUpperCase();
  const isAtc = ATC_QUERY.test(atc) && /\d/.test(atc);
  const queryWords = words(q);
  const byPrefix: SilDrug[] = [];
  const byAtc: SilDrug[] = [];
  const byWords: SilDrug[] = [];
  for (const entry of INDEX) {
    if (entry.name.startsWith(q)) byPrefix.push(entry.drug);
    else if (isAtc && entry.drug.atcCode.startsWith(atc)) byAtc.push(entry.drug);
    else if (queryWords.length > 0 && queryWords.every((w) => entry.words.some((word) => word.startsWith(w))))
      byWords.push(entry.drug);
  }
  return [...byPrefix.sort(byName), ...byAtc.sort(byName), ...byWords.sort(byName)].slice(0, limit);
}
