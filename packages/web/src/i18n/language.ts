import { LOCALES, type Locale } from '@konsult/domain';

const STORAGE_KEY = 'konsult.language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language the clinician picked in the header, if any; it wins over their market's default. */
export function storedLanguage(): Locale | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    // Storage can be unavailable (privacy mode, blocked cookies); the market default still applies.
    return null;
  }
}

export function rememberLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // See storedLanguage(): not remembering is acceptable, failing the switch is not.
  }
}

/** Intl wants a region for the clock and date formats a clinician expects (24-hour, day before month). */
const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', sv: 'sv-SE', nb: 'nb-NO', fr: 'fr-FR', de: 'de-DE' };

export function intlLocale(language: string): string {
  return isLocale(language) ? INTL_LOCALES[language] : INTL_LOCALES.en;
}
