import { DEFAULT_LOCALE, LOCALES, type Locale, type Me } from '@konsult/domain';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { FullCatalogue } from './catalogue';
import { isLocale, rememberLanguage, storedLanguage } from './language';
import { en } from './locales/en';

/**
 * English ships with the app (it is every key's fallback); each other language is its own chunk, fetched when it is
 * chosen, so a clinician downloads one catalogue, not five. `changeLanguage` resolves once the catalogue is in.
 */
const CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<FullCatalogue>> = {
  sv: () => import('./locales/sv').then((module) => module.sv),
  nb: () => import('./locales/nb').then((module) => module.nb),
  fr: () => import('./locales/fr').then((module) => module.fr),
  de: () => import('./locales/de').then((module) => module.de),
};

const catalogueChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, done) {
    if (!isLocale(language) || language === 'en') return done(null, {});
    CATALOGUES[language]().then(
      (catalogue) => done(null, catalogue),
      (error: Error) => done(error, null),
    );
  },
};

export const i18n = i18next.createInstance();

/**
 * The signed-in clinician's language as the server wrote it into the page (issue 22: `<meta name="konsult-language">`,
 * with that catalogue's chunk preloaded), so a cold load starts in it without first asking who is signed in.
 */
function signedInLanguage(): Locale | null {
  const value = document.querySelector('meta[name="konsult-language"]')?.getAttribute('content');
  return isLocale(value) ? value : null;
}

/** Resolves when the first language's catalogue is in: the app renders after it, never in English first. */
export const i18nReady = i18n
  .use(catalogueChunks)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: storedLanguage() ?? signedInLanguage() ?? 'en',
    fallbackLng: 'en',
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false }, // React escapes already.
    // English is in the bundle: with it the first render needs no wait; another language resolves i18nReady later.
    initAsync: false,
  })
  .then(() => undefined);

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
