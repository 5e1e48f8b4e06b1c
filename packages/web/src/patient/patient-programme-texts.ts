import { createContext, useContext, useEffect, useState } from 'react';
import { patientProgrammeTexts, type PatientProgrammeTexts } from '../i18n/locales/patient-programme.en';
import type { PatientLanguage } from './patient-language';

/** English travels with the programme's chunk; each other language is a chunk of its own, as the page's texts are. */
const LOADERS: Record<Exclude<PatientLanguage, 'en'>, () => Promise<PatientProgrammeTexts>> = {
  sv: () => import('../i18n/locales/patient-programme.sv').then((module) => module.svPatientProgrammeTexts),
  nb: () => import('../i18n/locales/patient-programme.nb').then((module) => module.nbPatientProgrammeTexts),
  fr: () => import('../i18n/locales/patient-programme.fr').then((module) => module.frPatientProgrammeTexts),
  de: () => import('../i18n/locales/patient-programme.de').then((module) => module.dePatientProgrammeTexts),
};

const loaded = new Map<PatientLanguage, PatientProgrammeTexts>([['en', patientProgrammeTexts]]);

/** The programme's texts in a language; English when its chunk cannot be fetched (tried again next time). */
export async function loadProgrammeTexts(language: PatientLanguage): Promise<PatientProgrammeTexts> {
  const known = loaded.get(language);
  if (known || language === 'en') return known ?? patientProgrammeTexts;
  try {
    const texts = await LOADERS[language]();
    loaded.set(language, texts);
    return texts;
  } catch {
    return patientProgrammeTexts;
  }
}

/** The programme's texts in the page's language, or null while they are fetched. */
export function useProgrammeTexts(language: PatientLanguage): PatientProgrammeTexts | null {
  const [fetched, setFetched] = useState<{ asked: PatientLanguage; texts: PatientProgrammeTexts } | null>(null);
  useEffect(() => {
    if (loaded.has(language)) return;
    let current = true;
    void loadProgrammeTexts(language).then((texts) => current && setFetched({ asked: language, texts }));
    return () => {
      current = false;
    };
  }, [language]);
  return loaded.get(language) ?? (fetched?.asked === language ? fetched.texts : null);
}

/** A text with its `{name}` placeholders filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * What the programme's parts share: its texts, the page's language, and the page's means to post to the link and to
 * write a time. The page gives the means rather than this chunk importing them: a chunk of the page's own shared by
 * the page and this chunk alone would cost the page's first load a request and its share of the 80 KB budget.
 */
export type ProgrammeSetting = {
  texts: PatientProgrammeTexts;
  language: PatientLanguage;
  /** POSTs to /api/join/{token}{path}, or /api/programme/{token}{path} on a programme's own link. */
  post: (path: string, body: unknown) => Promise<Response>;
  /** A date and time as the patient reads them. */
  formatTime: (at: number) => string;
};

export const ProgrammeContext = createContext<ProgrammeSetting>({
  texts: patientProgrammeTexts,
  language: 'en',
  post: () => Promise.reject(new Error('no link')),
  formatTime: (at) => new Date(at).toISOString(),
});

export function useProgramme(): ProgrammeSetting {
  return useContext(ProgrammeContext);
}

export function useTexts(): PatientProgrammeTexts {
  return useContext(ProgrammeContext).texts;
}

/** The POST went through, or throws (the caller says what failed). */
export async function ensureOk(response: Promise<Response>): Promise<void> {
  const { ok, status } = await response;
  if (!ok) throw new Error(`treatment programme: ${status}`);
}
