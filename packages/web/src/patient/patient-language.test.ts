import { describe, expect, it } from 'vitest';
import { formatDateTime, patientLanguage } from './patient-language';

describe('the language of the patient’s page', () => {
  it('is the first of the browser’s preferred languages the page has, the patient’s own choice', () => {
    expect(patientLanguage('nb', ['en-GB', 'sv'])).toBe('en');
    expect(patientLanguage('sv', ['fi', 'de-DE'])).toBe('de');
  });

  it('else the meeting’s market language when the server tells it', () => {
    expect(patientLanguage('de', [])).toBe('de');
    expect(patientLanguage('nb', ['fi', 'pl'])).toBe('nb');
  });

  it('else English', () => {
    expect(patientLanguage(undefined, ['fi', 'sv', 'en'])).toBe('sv');
    expect(patientLanguage(undefined, ['fi', 'en-US', 'sv'])).toBe('en');
    expect(patientLanguage(undefined, ['fr-CA'])).toBe('fr');
    expect(patientLanguage(undefined, ['de-AT'])).toBe('de');
    expect(patientLanguage(undefined, ['fi'])).toBe('en');
    expect(patientLanguage(undefined, [])).toBe('en');
  });

  it('hears Norwegian as nb however the browser says it', () => {
    for (const tag of ['nb-NO', 'no', 'nn-NO', 'NB']) expect(patientLanguage(undefined, [tag]), tag).toBe('nb');
  });

  it('ignores a market language it does not have', () => {
    expect(patientLanguage('fi', ['pl'])).toBe('en');
  });

  it('writes dates in the language’s words and order, on a 24-hour clock', () => {
    const at = Date.parse('2026-11-21T14:05:00Z');
    const full = (language: Parameters<typeof formatDateTime>[0]) => formatDateTime(language, 'full', at);
    expect(full('en')).toMatch(/^Saturday,? 21 November 2026\b.* 14:05$/);
    expect(full('sv')).toMatch(/^lördag 21 november 2026\b.* 14:05$/);
    expect(full('nb')).toMatch(/^lørdag 21\. november 2026\b.* 14:05$/);
    expect(full('fr')).toMatch(/^samedi 21 novembre 2026\b.* 14:05$/);
    expect(full('de')).toMatch(/^Samstag, 21\. November 2026\b.* 14:05$/);
    expect(formatDateTime('de', 'medium', at)).toBe('21.11.2026, 14:05');
  });
});
