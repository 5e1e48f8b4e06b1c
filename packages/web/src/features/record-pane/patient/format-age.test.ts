import type { PatientAge } from '@konsult/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { formatAge } from './format-age';

const age = (years: number, months: number): PatientAge => ({ unit: 'years-months', years, months });

describe('formatAge', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('an age of years and months is one catalogue text in each language', async () => {
    expect(formatAge(age(2, 1), i18n.t)).toBe('2 years 1 month');
    await i18n.changeLanguage('fr');
    expect(formatAge(age(1, 3), i18n.t)).toBe('1 an et 3 mois');
    await i18n.changeLanguage('de');
    expect(formatAge(age(2, 1), i18n.t)).toBe('2 Jahre und 1 Monat');
    await i18n.changeLanguage('nb');
    expect(formatAge(age(2, 5), i18n.t)).toBe('2 år 5 måneder');
  });

  it('counts a single unit with its plural form', async () => {
    expect(formatAge({ unit: 'days', days: 1 }, i18n.t)).toBe('1 day');
    await i18n.changeLanguage('sv');
    expect(formatAge({ unit: 'months', months: 5 }, i18n.t)).toBe('5 månader');
  });
});
