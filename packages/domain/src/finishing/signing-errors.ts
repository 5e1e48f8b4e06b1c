import { SIGNING_ERROR_KEYS, type SigningErrorKey } from '../api/medical-record';
import type { Country } from '../markets/country';

export type SigningErrorGroup = 'general' | 'contact-support' | 'sign-later-only' | 'combined';
export type SigningErrorChoice = 'retry-signing' | 'sign-later';
export type SigningErrorModal = 'contact-support' | 'house-access' | 'records-system-not-responding';

export type SigningErrorOutcome = {
  group: SigningErrorGroup;
  /** The modal's buttons, in order: retry signing, finish and sign later. */
  choices: readonly SigningErrorChoice[];
  modal: SigningErrorModal;
  /** The support-link banner above the consultation ("consultation view error banner finishing meeting"). */
  supportBanner: boolean;
  /**
   * The finish failed with the default key (absent, 'unknown' or not a signing key): the screen
   * scrolls to the top, and the key is reported as unexpected (seed 000 §4, §8).
   */
  defaultKey: boolean;
  titleKey: string;
  bodyKey: string;
};

/** The key a finish failure carries when the response body names none (seed 000 §4). */
export const DEFAULT_FINISH_ERROR_KEY = 'unknown';

type Group = Omit<SigningErrorOutcome, 'supportBanner' | 'defaultKey'>;

const BOTH: readonly SigningErrorChoice[] = ['retry-signing', 'sign-later'];
const SIGN_LATER: readonly SigningErrorChoice[] = ['sign-later'];

const keys = (name: string) => ({ titleKey: `finish.error.${name}.title`, bodyKey: `finish.error.${name}.body` });

const GENERAL: Group = { group: 'general', choices: BOTH, modal: 'contact-support', ...keys('tryAgain') };
const CONTACT_SUPPORT: Group = {
  group: 'contact-support',
  choices: SIGN_LATER,
  modal: 'contact-support',
  ...keys('contactSupport'),
};
const COMBINED: Group = { group: 'combined', choices: BOTH, modal: 'contact-support', ...keys('combined') };

/** Seed 000 §8 grouping, as the lead decided the unnamed keys. */
const BY_KEY: Record<SigningErrorKey, Group> = {
  unknown_signing_general_error: GENERAL,
  finish_meeting_error: GENERAL,
  entry_content_id_mismatch: GENERAL,
  prn_no_connected_account: CONTACT_SUPPORT,
  prn_no_user_found_or_is_blocked: CONTACT_SUPPORT,
  prn_no_access_to_patient_error: CONTACT_SUPPORT,
  prn_no_access_to_house_error: {
    group: 'sign-later-only',
    choices: SIGN_LATER,
    modal: 'house-access',
    ...keys('houseAccess'),
  },
  prn_unknown_error: COMBINED,
  prn_object_not_found: COMBINED,
  prn_field_exceeded: COMBINED,
  prn_entry_link_missing: COMBINED,
  // Same message and choices as its group, in the modal for the records system not responding.
  prn_timeout_exceeded: { ...COMBINED, modal: 'records-system-not-responding' },
  prn_already_signed: COMBINED,
};

export function isSigningErrorKey(key: string | undefined): key is SigningErrorKey {
  return key !== undefined && (SIGNING_ERROR_KEYS as readonly string[]).includes(key);
}

/**
 * What the consultation screen does when finishing fails with this error key (seed 000 §4, §8).
 * Unknown keys fall into the general group; only they show the support banner, and only to
 * clinicians outside Sweden ("signing error handling varies by country", seed 000 §6).
 */
export function signingErrorOutcome(key: string | undefined, country: Country): SigningErrorOutcome {
  if (isSigningErrorKey(key)) return { ...BY_KEY[key], supportBanner: false, defaultKey: false };
  return { ...GENERAL, supportBanner: country !== 'SE', defaultKey: true };
}
