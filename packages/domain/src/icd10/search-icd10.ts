import type { IcdCode } from '../api/medical-record';
import { icdCodeOf } from '../forms/diagnosis';
import { LOCALES, type Locale } from '../markets/country';
import { ICD10_CODES, type ShippedIcd10Code } from './icd10-codes';
import { ICD10_TITLES } from './icd10-titles';

/** A code without its dot, upper-cased: 'j02.9' and 'J029' both become 'J029'. */
export function compactIcdCode(code: string): string {
  return code.replace(/\./g, '').toUpperCase();
}

/**
 * Text as the search compares it, never as it shows: lower case, without accents, and with the letters that do not
 * decompose spelled out, so a clinician on a keyboard without them still finds the title ('otit' finds "Otite",
 * 'ubelkeit' "Übelkeit", 'oresmerter' "Øresmerter", 'oedeme' "Œdème").
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/œ/g, 'oe');
}

const words = (text: string) =>
  foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

type TitleWords = Record<Locale, string[]>;

const INDEX = ICD10_CODES.map(({ code }) => ({
  code,
  compact: compactIcdCode(code),
  titleWords: Object.fromEntries(LOCALES.map((l) => [l, words(ICD10_TITLES[l][code])])) as TitleWords,
}));

const BY_CODE = new Map(INDEX.map((i) => [i.compact, i.code]));

const inLanguage = (code: ShippedIcd10Code, locale: Locale): IcdCode => ({ code, title: ICD10_TITLES[locale][code] });

/** The shipped entry for a code ('j029', 'J02.9' or a whole diagnosis value), titled in `locale`, or null. */
export function findIcd10(code: string, locale: Locale = 'en'): IcdCode | null {
  const shipped = BY_CODE.get(compactIcdCode(icdCodeOf(code)));
  return shipped ? inLanguage(shipped, locale) : null;
}

/**
 * Codes for the diagnosis picker, titled in the clinician's language. A query matches a code by prefix in every
 * language (case and dot do not matter: 'j029' finds J02.9, 'm54' all of M54) or the title in `locale` by words:
 * every query word must begin some word of the title ('back pa' finds "Low back pain"; accents and case aside, see
 * foldForSearch); a word may also be a code prefix, so 'm54 pain' narrows M54 to its painful titles. Code matches
 * come first, then title matches, each in code order. A blank query finds nothing.
 */
export function searchIcd10(query: string, limit = 20, locale: Locale = 'en'): IcdCode[] {
  const trimmed = query.trim();
  if (trimmed === '' || limit <= 0) return [];
  const codePrefix = compactIcdCode(trimmed.replace(/\s+/g, ''));
  const queryWords = words(trimmed);
  const byCode: IcdCode[] = [];
  const byTitle: IcdCode[] = [];
  for (const { code, compact, titleWords } of INDEX) {
    if (compact.startsWith(codePrefix)) byCode.push(inLanguage(code, locale));
    else if (
      queryWords.length > 0 &&
      queryWords.every((q) => titleWords[locale].some((w) => w.startsWith(q)) || compact.startsWith(compactIcdCode(q)))
    ) {
      byTitle.push(inLanguage(code, locale));
    }
  }
  return [...byCode, ...byTitle].slice(0, limit);
}
