import { DEFAULT_LOCALE, LOCALES, type Locale, type Me } from '@konsult/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLocale, rememberLanguage, storedLanguage } from './language';
import { en } from './locales/en';
import { sv } from './locales/sv';

/**
 * Norwegian, French and German clinicians get their market's language code from the start; until those
 * catalogues are written every key falls back to English.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: en },
    sv: { translation: sv },
    nb: { translation: {} },
    fr: { translation: {} },
    de: { translation: {} },
  },
  lng: storedLanguage() ?? 'en',
  fallbackLng: 'en',
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false }, // React escapes already.
  initAsync: false,
});

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : 'en';
}

/** The header's language switcher: switch now and remember it on this device. */
export async function chooseLanguage(locale: Locale): Promise<void> {
  rememberLanguage(locale);
  await i18n.changeLanguage(locale);
}

/** After sign-in: the clinician's market language, unless they chose one themselves on this device. */
export async function applyClinicianLanguage(me: Me): Promise<void> {
  const wanted = storedLanguage() ?? me.locale ?? DEFAULT_LOCALE[me.pool.country];
  if (i18n.language !== wanted) await i18n.changeLanguage(wanted);
}
