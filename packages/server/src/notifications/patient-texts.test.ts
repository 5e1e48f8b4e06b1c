import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@konsult/domain';
import { patientNotificationTexts } from './patient-texts';

describe('what the patient’s phone says about the meeting', () => {
  it('is in the market’s language: a Norwegian, French or German meeting is not texted in English', () => {
    const calling = (country: (typeof COUNTRIES)[number]) => patientNotificationTexts(country).calling('Kari Nordmann');
    expect(calling('GB')).toBe('Kari Nordmann is calling you now for your konsult appointment.');
    expect(calling('SE')).toBe('Kari Nordmann ringer dig nu för ditt videobesök hos konsult.');
    expect(calling('NO')).toBe('Kari Nordmann ringer deg nå til videotimen din hos konsult.');
    expect(calling('FR')).toBe('Kari Nordmann vous appelle maintenant pour votre téléconsultation konsult.');
    expect(calling('DE')).toBe('Kari Nordmann ruft Sie jetzt zu Ihrer Videosprechstunde bei konsult an.');
  });

  it('ends the one-time link SMS with the link, so nothing is taken for part of it, and keeps it one SMS or two', () => {
    const url = 'https://konsult.example/join/abc_DEF-123';
    for (const country of COUNTRIES) {
      const text = patientNotificationTexts(country).oneTimeLink(url);
      expect(text.endsWith(` ${url}`), country).toBe(true);
      expect(text.length, country).toBeLessThanOrEqual(306);
    }
    expect(patientNotificationTexts('NO').oneTimeLink(url)).toMatch(/^Behandleren din er klar/);
  });
});
