import { LOCALES } from '@konsult/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { FullCatalogue } from './catalogue';
import { i18n } from './i18n';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { nb } from './locales/nb';
import { sv } from './locales/sv';

const CATALOGUES = { en, sv, nb, fr, de } as const;

function keysOf(node: unknown, prefix = ''): string[] {
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

// A catalogue that lacks one of English's keys does not typecheck (issue 16: the build fails, not the clinician).
// @ts-expect-error `common` is missing
const _withoutCommon: FullCatalogue = (({ common: _common, ...rest }) => rest)(sv);

describe('the five catalogues', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('have the same keys as English, each a text of its own', () => {
    const english = keysOf(en).sort();
    for (const catalogue of Object.values(CATALOGUES)) expect(keysOf(catalogue).sort()).toEqual(english);
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALES].sort());
  });

  it.each(['sv', 'nb', 'fr', 'de'] as const)('%s is fetched when chosen and then speaks it', async (locale) => {
    await i18n.changeLanguage(locale);
    expect(i18n.language).toBe(locale);
    expect(i18n.t('auth.login.submit')).toBe(CATALOGUES[locale].auth.login.submit);
    expect(i18n.t('auth.login.submit')).not.toBe(en.auth.login.submit);
  });
});
