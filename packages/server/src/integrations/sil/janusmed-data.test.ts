import { describe, expect, it } from 'vitest';
import { CATALOGUE_ROWS } from './catalogue-data';
import { JANUSMED_BY_ATC } from './janusmed-data';

const catalogueCodes = new Set(CATALOGUE_ROWS.map((row) => row[1]));

describe('the Janusmed pregnancy and lactation texts', () => {
  it('cover every ATC code of the catalogue', () => {
    const missing = [...catalogueCodes].filter((code) => !(code in JANUSMED_BY_ATC));
    expect(missing).toEqual([]);
  });

  it('have no entry for an ATC code the catalogue lacks', () => {
    const extra = Object.keys(JANUSMED_BY_ATC).filter((code) => !catalogueCodes.has(code));
    expect(extra).toEqual([]);
  });

  it('give every code a non-empty pregnancy and lactation text that ends with a full stop', () => {
    for (const [code, { pregnancy, lactation }] of Object.entries(JANUSMED_BY_ATC)) {
      for (const text of [pregnancy.text, lactation.text]) {
        expect(text.trim(), code).not.toBe('');
        expect(text, code).toMatch(/\.$/);
      }
    }
  });
});
