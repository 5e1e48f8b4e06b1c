// Deep import, not the domain's barrel: the join page must not pull in zod and the clinician schemas.
import { classifyVideoError, type VideoErrorClassification } from '@konsult/domain/meetings/video-errors';
import { videoErrorMessages } from '../i18n/locales/video-errors.en';
import { svVideoErrorMessages } from '../i18n/locales/video-errors.sv';

export type PatientLanguage = 'en' | 'sv';

/** A video failure as the patient reads it: its class and reason (seed 002 §8), a title and a plain message. */
export type PatientVideoError = VideoErrorClassification & { title: string; message: string; tryAgain: string };

const CATALOGUES = { en: videoErrorMessages, sv: svVideoErrorMessages } as const;

/**
 * The join page carries no i18next and knows nothing of the patient's profile, so the browser's preferred
 * languages decide: the first of them we have messages in, else English.
 */
export function patientLanguage(languages: readonly string[]): PatientLanguage {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (base === 'sv' || base === 'en') return base;
  }
  return 'en';
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

/** Classifies what the browser, the server or the call threw, and words it for the patient. */
export function describeVideoError(error: unknown, languages = browserLanguages()): PatientVideoError {
  const classification = classifyVideoError(error);
  const catalogue = CATALOGUES[patientLanguage(languages)];
  return {
    ...classification,
    title: catalogue.title[classification.errorClass],
    message: catalogue.reason[classification.reason],
    tryAgain: catalogue.tryAgain,
  };
}
