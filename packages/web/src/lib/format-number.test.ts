import { describe, expect, it } from 'vitest';
import { intlLocale } from '../i18n/language';
import { formatDecimal } from './format-number';

describe('formatDecimal', () => {
  it('writes the decimal separator of the language', () => {
    const decimals = Object.fromEntries(
      ['en', 'sv', 'nb', 'fr', 'de'].map((language) => [language, formatDecimal(24.25, intlLocale(language), 1)]),
    );
    expect(decimals).toEqual({ en: '24.3', sv: '24,3', nb: '24,3', fr: '24,3', de: '24,3' });
  });

  it('keeps the fraction digits asked for, and none for 0', () => {
    expect(formatDecimal(70, 'de-DE', 1)).toBe('70,0');
    expect(formatDecimal(70.4, 'fr-FR', 0)).toBe('70');
  });
});
