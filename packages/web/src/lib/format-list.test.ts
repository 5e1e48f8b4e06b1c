import { describe, expect, it } from 'vitest';
import { intlLocale } from '../i18n/language';
import { formatList } from './format-list';

const all = (format: (locale: string) => string) =>
  Object.fromEntries(['en', 'sv', 'nb', 'fr', 'de'].map((language) => [language, format(intlLocale(language))]));

describe('formatList', () => {
  it('joins with the language’s "and"', () => {
    expect(all((locale) => formatList(['A', 'B', 'C'], locale))).toEqual({
      en: 'A, B and C',
      sv: 'A, B och C',
      nb: 'A, B og C',
      fr: 'A, B et C',
      de: 'A, B und C',
    });
  });

  it('joins with the language’s "or" as a disjunction', () => {
    expect(all((locale) => formatList(['PDF', 'PNG'], locale, 'disjunction'))).toEqual({
      en: 'PDF or PNG',
      sv: 'PDF eller PNG',
      nb: 'PDF eller PNG',
      fr: 'PDF ou PNG',
      de: 'PDF oder PNG',
    });
  });

  it('leaves one item alone and an empty list empty', () => {
    expect(formatList(['A'], 'fr-FR')).toBe('A');
    expect(formatList([], 'fr-FR')).toBe('');
  });
});
