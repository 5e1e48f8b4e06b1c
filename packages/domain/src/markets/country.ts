/** The markets konsult runs in. Anything else is unsupported where a market rule must be chosen. */
export const COUNTRIES = ['SE', 'GB', 'NO', 'FR', 'DE'] as const;
export type Country = (typeof COUNTRIES)[number];

export function isCountry(value: string): value is Country {
  return (COUNTRIES as readonly string[]).includes(value);
}

/** Seed 000 §6: notes may be signed only in countries that enable medical-record signing. */
const SIGNING_COUNTRIES: ReadonlySet<Country> = new Set(['SE']);
/** Seed 001 §4: striking is offered for the Swedish pool only. */
const STRIKING_COUNTRIES: ReadonlySet<Country> = new Set(['SE']);

export function isSigningEnabled(country: Country): boolean {
  return SIGNING_COUNTRIES.has(country);
}

export function isStrikingEnabled(country: Country): boolean {
  return STRIKING_COUNTRIES.has(country);
}

/** The UI language a clinician of this market gets until they choose another. */
export const DEFAULT_LOCALE: Record<Country, Locale> = { SE: 'sv', GB: 'en', NO: 'nb', FR: 'fr', DE: 'de' };

export const LOCALES = ['en', 'sv', 'nb', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
