import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';

describe('plural forms (issue 16)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('French counts 0 and 1 as singular, 2 as plural', async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.t('patientTab.age.days', { count: 0 })).toBe('0 jour');
    expect(i18n.t('patientTab.age.days', { count: 1 })).toBe('1 jour');
    expect(i18n.t('patientTab.age.days', { count: 2 })).toBe('2 jours');
    expect(i18n.t('messaging.thread.unreads', { count: 0 })).toBe('0 non lu');
    expect(i18n.t('messaging.thread.unreads', { count: 3 })).toBe('3 non lus');
    expect(i18n.t('revisits.length', { count: 1 })).toBe('Durée : 1 minute');
    expect(i18n.t('revisits.length', { count: 20 })).toBe('Durée : 20 minutes');
  });

  it('Norwegian and German have a singular and a plural', async () => {
    await i18n.changeLanguage('nb');
    expect(i18n.t('patientTab.age.months', { count: 1 })).toBe('1 måned');
    expect(i18n.t('patientTab.age.months', { count: 0 })).toBe('0 måneder');
    expect(i18n.t('referrals.physical.minutes', { count: 30 })).toBe('30 minutter');
    await i18n.changeLanguage('de');
    expect(i18n.t('patientTab.age.years', { count: 1 })).toBe('1 Jahr');
    expect(i18n.t('patientTab.age.years', { count: 2 })).toBe('2 Jahre');
    expect(i18n.t('referrals.physical.minutes', { count: 1 })).toBe('1 Minute');
  });

  it('English counts 0 as plural', () => {
    expect(i18n.t('recordHistory.search.matches', { count: 0 })).toBe('0 matches');
    expect(i18n.t('recordHistory.search.matches', { count: 1 })).toBe('1 match');
  });

  it('the B2B ticket counts its appointments', async () => {
    const partner = 'Folksam';
    expect(i18n.t('revisits.b2b.usedUp', { partner, count: 1 })).toContain('(1 of 1 appointment used)');
    expect(i18n.t('revisits.b2b.usedUp', { partner, count: 6 })).toContain('(all 6 appointments)');
    await i18n.changeLanguage('fr');
    expect(i18n.t('revisits.b2b.valid', { partner, remaining: 1, count: 6, validTo: '1 déc. 2026' })).toContain(
      'il reste 1 rendez-vous sur 6',
    );
  });
});
