import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lotNumberWarning, sharesTargetDisease, suggestedLotNumbers } from './lot-numbers';
import { INFLUENZA_DISEASE, aVaccine } from './testing';

const fsme = aVaccine();
const encepur = aVaccine({ id: 'encepur', name: 'Encepur', manufacturerName: 'Bavarian Nordic' });
const vaxigrip = aVaccine({ id: 'vaxigrip-tetra', name: 'Vaxigrip Tetra', targetDiseases: [INFLUENZA_DISEASE] });
const lots = new Map([
  ['fsme-immun', ['FR4893', 'JF2153']],
  ['encepur', ['263411', 'FR4893']],
  ['vaxigrip-tetra', ['X3G361V']],
]);

describe('suggested lot numbers (seed 001 §5)', () => {
  it('are the chosen vaccine’s lots first, then those of vaccines against the same disease, once each', () => {
    expect(suggestedLotNumbers('fsme-immun', [fsme, encepur, vaxigrip], lots)).toEqual(['FR4893', 'JF2153', '263411']);
    expect(suggestedLotNumbers('vaxigrip-tetra', [fsme, encepur, vaxigrip], lots)).toEqual(['X3G361V']);
    expect(suggestedLotNumbers('unknown', [fsme], lots)).toEqual([]);
  });

  it('share a target disease only on the same code and system', () => {
    expect(sharesTargetDisease(fsme, encepur)).toBe(true);
    expect(sharesTargetDisease(fsme, vaxigrip)).toBe(false);
    expect(sharesTargetDisease(fsme, aVaccine({ targetDiseases: [{ code: '712986001', system: 'urn:other' }] }))).toBe(
      false,
    );
  });
});

describe('the lot-number warning', () => {
  const suggestions = ['FR4893', 'JF2153', '263411'];

  it('shows for a lot number not among the suggestions', () => {
    expect(lotNumberWarning('FR4839', suggestions)).toBe(true);
    expect(lotNumberWarning('X3G361V', suggestions)).toBe(true);
  });

  it('does not show for a suggested one, whatever its case and surrounding spaces', () => {
    expect(lotNumberWarning('FR4893', suggestions)).toBe(false);
    expect(lotNumberWarning('  jf2153 ', suggestions)).toBe(false);
  });

  it('does not show without suggestions, nor while the lot number is not valid yet', () => {
    expect(lotNumberWarning('FR4839', [])).toBe(false);
    expect(lotNumberWarning('FR', suggestions)).toBe(false);
  });

  it('never shows for a suggested lot, in any case', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[A-Z0-9]{3,12}$/), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        (list, index) => {
          const lot = list[index % list.length]!;
          expect(lotNumberWarning(lot.toLowerCase(), list)).toBe(false);
        },
      ),
    );
  });
});
