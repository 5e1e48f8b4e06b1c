import { describe, expect, it } from 'vitest';
import { LOCALES } from '../markets/country';
import { ICD10_CODES } from './icd10-codes';
import { ICD10_TITLES } from './icd10-titles';

const shipped = ICD10_CODES.map((c) => c.code);

describe.each(LOCALES)('the ICD-10 titles in %s', (locale) => {
  const titles = ICD10_TITLES[locale];

  it('title every shipped code, and no other', () => {
    expect(Object.keys(titles).sort()).toEqual([...shipped].sort());
  });

  it('are written out, without stray spaces', () => {
    for (const code of shipped) {
      const title = titles[code];
      expect(title, code).toBe(title.trim());
      expect(title.length, code).toBeGreaterThan(2);
      expect(title, code).not.toMatch(/\s{2}/);
    }
  });

  it('name each code differently, so the picker never offers two codes under one title', () => {
    const seen = new Map<string, string>();
    for (const code of shipped) {
      const title = titles[code].toLowerCase();
      expect(seen.get(title), `${code} repeats the title of ${seen.get(title)}`).toBeUndefined();
      seen.set(title, code);
    }
  });
});

describe('the translated titles', () => {
  it('are translations: few read the same as the English (Latin names, acronyms, eponyms)', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const same = shipped.filter((code) => ICD10_TITLES[locale][code] === ICD10_TITLES.en[code]);
      expect(same.length, `${locale}: ${same.join(', ')}`).toBeLessThan(shipped.length / 20);
    }
  });
});
