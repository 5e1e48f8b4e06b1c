// A type from the domain's module, not its barrel: the join page must not pull in zod and the clinician schemas.
import type { Locale } from '@konsult/domain/markets/country';

/** The join page speaks the five languages of konsult's markets. */
export type PatientLanguage = Locale;

const LANGUAGES: readonly string[] = ['en', 'sv', 'nb', 'fr', 'de'] satisfies readonly PatientLanguage[];

/** Browsers say Norwegian as 'no', 'nb' or 'nn'; the page has it in bokmål. */
const ALIASES: Record<string, PatientLanguage> = { no: 'nb', nn: 'nb' };

function isPatientLanguage(value: string): value is PatientLanguage {
  return LANGUAGES.includes(value);
}

/**
 * The patient has no profile here, so: the first of the browser's preferred languages the page has (the patient's
 * own choice), else the language of the meeting's market when the server tells it (a Swedish clinic writes to its
 * patients in Swedish), else English.
 */
export function patientLanguage(
  marketLocale: string | undefined,
  browserLanguages: readonly string[],
): PatientLanguage {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    const language = ALIASES[base] ?? base;
    if (isPatientLanguage(language)) return language;
  }
  if (marketLocale && isPatientLanguage(marketLocale)) return marketLocale;
  return 'en';
}

export function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

/** Intl wants a region for the date order and clock a patient of the market expects. */
const INTL_LOCALES: Record<PatientLanguage, string> = {
  en: 'en-GB',
  sv: 'sv-SE',
  nb: 'nb-NO',
  fr: 'fr-FR',
  de: 'de-DE',
};

/** A date and time as the patient reads it in their language, on the 24-hour clock of all five markets. */
export function formatDateTime(language: PatientLanguage, dateStyle: 'full' | 'medium', at: number): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle, timeStyle: 'short', hourCycle: 'h23' }).format(
    at,
  );
}
