import { describe, expect, it } from 'vitest';
import { intlLocale } from '../i18n/language';
import { formatCalendarDate, formatClock, formatDate, formatDateTime } from './format-time';

// 26 November 2026, 14:05 UTC.
const AT = Date.UTC(2026, 10, 26, 14, 5);
const all = (format: (locale: string) => string) =>
  Object.fromEntries(['en', 'sv', 'nb', 'fr', 'de'].map((language) => [language, format(intlLocale(language))]));

describe('formatClock', () => {
  it('is the 24-hour clock in every language', () => {
    expect(all((locale) => formatClock(AT, locale, 'UTC'))).toEqual({
      en: '14:05',
      sv: '14:05',
      nb: '14:05',
      fr: '14:05',
      de: '14:05',
    });
    expect(formatClock(Date.UTC(2026, 10, 26, 0, 7), 'en-GB', 'UTC')).toBe('00:07');
  });

  it('is on the given zone’s clock', () => {
    expect(formatClock(AT, 'sv-SE', 'Europe/Stockholm')).toBe('15:05');
  });
});

describe('formatDate and formatDateTime', () => {
  it('write the date as the language does, day before month', () => {
    expect(all((locale) => formatDate(AT, locale, 'UTC'))).toEqual({
      en: '26 Nov 2026',
      sv: '26 nov. 2026',
      nb: '26. nov. 2026',
      fr: '26 nov. 2026',
      de: '26. Nov. 2026',
    });
  });

  it('join date and clock as the language does, not with a fixed separator', () => {
    expect(all((locale) => formatDateTime(AT, locale, 'UTC'))).toEqual({
      en: '26 Nov 2026, 14:05',
      sv: '26 nov. 2026 14:05',
      nb: '26. nov. 2026, 14:05',
      fr: '26 nov. 2026, 14:05',
      de: '26. Nov. 2026, 14:05',
    });
  });

  it('falls back to English for a language konsult does not have', () => {
    expect(formatDateTime(AT, intlLocale('es'), 'UTC')).toBe('26 Nov 2026, 14:05');
  });

  it('formats a calendar date without shifting it a day', () => {
    expect(formatCalendarDate('1980-01-01', 'de-DE')).toBe('1. Jan. 1980');
    expect(formatCalendarDate('not a date', 'de-DE')).toBe('not a date');
  });
});
