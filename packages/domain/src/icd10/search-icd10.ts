import type { IcdCode } from '../api/medical-record';
import { icdCodeOf } from '../forms/diagnosis';
import { ICD10_CODES } from './icd10-codes';

/** A code without its dot, upper-cased: 'j02.9' and 'J029' both become 'J029'. */
export function compactIcdCode(code: string): string {
  return code.replace(/\./g, '').toUpperCase();
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const INDEX = ICD10_CODES.map((entry) => ({
  entry,
  compact: compactIcdCode(entry.code),
  titleWords: words(entry.title),
}));

const BY_CODE = new Map(INDEX.map((i) => [i.compact, i.entry]));

/** The shipped entry for a code ('j029', 'J02.9' or a whole diagnosis value), or null. */
export function findIcd10(code: string): IcdCode | null {
  return BY_CODE.get(compactIcdCode(icdCodeOf(code))) ?? null;
}

/**
 * Codes for the diagnosis picker. A query matches a code by prefix (case and dot do not matter:
 * 'j029' finds J02.9, 'm54' all of M54) or the title by words: every query word must begin some
 * word of the title ('back pa' finds "Low back pain"); a word may also be a code prefix, so
 * 'm54 pain' narrows M54 to its painful titles. Code matches come first, then title matches,
 * each in code order. A blank query finds nothing.
 */
export function searchIcd10(query: string, limit = 20): IcdCode[] {
  const trimmed = query.trim();
  if (trimmed === '' || limit <= 0) return [];
  const codePrefix = compactIcdCode(trimmed.replace(/\s+/g, ''));
  const queryWords = words(trimmed);
  const byCode: IcdCode[] = [];
  const byTitle: IcdCode[] = [];
  for (const { entry, compact, titleWords } of INDEX) {
    if (compact.startsWith(codePrefix)) byCode.push(entry);
    else if (
      queryWords.length > 0 &&
      queryWords.every((q) => titleWords.some((w) => w.startsWith(q)) || compact.startsWith(compactIcdCode(q)))
    ) {
      byTitle.push(entry);
    }
  }
  return [...byCode, ...byTitle].slice(0, limit);
}
