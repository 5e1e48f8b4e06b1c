import { describe, expect, it } from 'vitest';
import { SIGNING_ERROR_KEYS } from '../api/medical-record';
import { COUNTRIES } from '../markets/country';
import { DEFAULT_FINISH_ERROR_KEY, signingErrorOutcome } from './signing-errors';

const TRY_AGAIN = { titleKey: 'finish.error.tryAgain.title', bodyKey: 'finish.error.tryAgain.body' };
const CONTACT = { titleKey: 'finish.error.contactSupport.title', bodyKey: 'finish.error.contactSupport.body' };
const HOUSE = { titleKey: 'finish.error.houseAccess.title', bodyKey: 'finish.error.houseAccess.body' };
const COMBINED = { titleKey: 'finish.error.combined.title', bodyKey: 'finish.error.combined.body' };
const both = ['retry-signing', 'sign-later'];
const later = ['sign-later'];

/** The outcomes several keys share: group, choices, modal, texts. */
const GENERAL = ['general', both, 'contact-support', TRY_AGAIN] as const;
const SUPPORT = ['contact-support', later, 'contact-support', CONTACT] as const;
const COMBINED_SUPPORT = ['combined', both, 'contact-support', COMBINED] as const;

const table = [
  ['unknown_signing_general_error', ...GENERAL],
  ['finish_meeting_error', ...GENERAL],
  ['entry_content_id_mismatch', ...GENERAL],
  ['prn_no_connected_account', ...SUPPORT],
  ['prn_no_user_found_or_is_blocked', ...SUPPORT],
  ['prn_no_access_to_patient_error', ...SUPPORT],
  ['prn_no_access_to_house_error', 'sign-later-only', later, 'house-access', HOUSE],
  ['prn_unknown_error', ...COMBINED_SUPPORT],
  ['prn_object_not_found', ...COMBINED_SUPPORT],
  ['prn_field_exceeded', ...COMBINED_SUPPORT],
  ['prn_entry_link_missing', ...COMBINED_SUPPORT],
  ['prn_timeout_exceeded', 'combined', both, 'records-system-not-responding', COMBINED],
  ['prn_already_signed', ...COMBINED_SUPPORT],
] as const;

describe('signing error outcome', () => {
  it('the table covers every signing error key once', () => {
    expect(table.map(([key]) => key).sort()).toEqual([...SIGNING_ERROR_KEYS].sort());
  });

  for (const country of ['SE', 'GB'] as const) {
    it.each(table)(`${country}: %s → %s with %j in the %s modal`, (key, group, choices, modal, texts) => {
      expect(signingErrorOutcome(key, country)).toEqual({
        group,
        choices,
        modal,
        supportBanner: false,
        defaultKey: false,
        ...texts,
      });
    });
  }

  it.each([undefined, DEFAULT_FINISH_ERROR_KEY, 'something_new', ''])(
    'an unknown key (%j) is the general "try again" error, with the support banner outside Sweden',
    (key) => {
      const general = { group: 'general', choices: both, modal: 'contact-support', defaultKey: true, ...TRY_AGAIN };
      expect(signingErrorOutcome(key, 'SE')).toEqual({ ...general, supportBanner: false });
      expect(signingErrorOutcome(key, 'GB')).toEqual({ ...general, supportBanner: true });
    },
  );

  it('shows the support banner in every market but Sweden', () => {
    for (const country of COUNTRIES) {
      expect(signingErrorOutcome(undefined, country).supportBanner).toBe(country !== 'SE');
      expect(signingErrorOutcome('finish_meeting_error', country).supportBanner).toBe(false);
    }
  });

  it('does not treat inherited object names as known keys', () => {
    expect(signingErrorOutcome('toString', 'GB').group).toBe('general');
    expect(signingErrorOutcome('__proto__', 'GB').defaultKey).toBe(true);
  });
});
