import { createContext, useContext, useEffect, useState } from 'react';
import { patientTexts, type PatientTexts } from '../i18n/locales/patient.en';
import type { PatientLanguage } from './patient-language';

/**
 * English is in the page's first chunk; each other language is a chunk of its own, fetched when chosen: all five in
 * the first chunk would not fit the page's 80 KB budget.
 */
const LOADERS: Record<Exclude<PatientLanguage, 'en'>, () => Promise<PatientTexts>> = {
  sv: () => import('../i18n/locales/patient.sv').then((module) => module.svPatientTexts),
  nb: () => import('../i18n/locales/patient.nb').then((module) => module.nbPatientTexts),
  fr: () => import('../i18n/locales/patient.fr').then((module) => module.frPatientTexts),
  de: () => import('../i18n/locales/patient.de').then((module) => module.dePatientTexts),
};

/** The language the page speaks and its texts. */
export type PageLanguage = { language: PatientLanguage; texts: PatientTexts };

const ENGLISH: PageLanguage = { language: 'en', texts: patientTexts };
const loaded = new Map<PatientLanguage, PageLanguage>([['en', ENGLISH]]);

/** A language once its texts are fetched; undefined until then. */
export function loadedPageLanguage(language: PatientLanguage): PageLanguage | undefined {
  return loaded.get(language);
}

/**
 * A language with its texts. Never fails: when its chunk cannot be fetched the page speaks English rather than not at
 * all (and tries the language again next time, as the failure is not kept).
 */
export async function loadPageLanguage(language: PatientLanguage): Promise<PageLanguage> {
  const known = loaded.get(language);
  if (known || language === 'en') return known ?? ENGLISH;
  try {
    const page = { language, texts: await LOADERS[language]() };
    loaded.set(language, page);
    return page;
  } catch {
    return ENGLISH;
  }
}

/** A language with its texts, or null while they are fetched. */
export function usePageLanguageOf(language: PatientLanguage): PageLanguage | null {
  const [fetched, setFetched] = useState<{ asked: PatientLanguage; page: PageLanguage } | null>(null);
  useEffect(() => {
    if (loadedPageLanguage(language)) return;
    let current = true;
    void loadPageLanguage(language).then((page) => current && setFetched({ asked: language, page }));
    return () => {
      current = false;
    };
  }, [language]);
  return loadedPageLanguage(language) ?? (fetched?.asked === language ? fetched.page : null);
}

/** Given by the join page to its parts (the call, the messages); English where a part is shown on its own. */
export const PageLanguageContext = createContext<PageLanguage>(ENGLISH);

export function usePageLanguage(): PageLanguage {
  return useContext(PageLanguageContext);
}
