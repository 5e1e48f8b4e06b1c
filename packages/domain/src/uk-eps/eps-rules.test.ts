import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  epsIneligibilityReasons,
  epsItemProblems,
  isValidEpsDosage,
  isValidEpsQuantity,
  isValidShortFormPrescriptionId,
  makeShortFormPrescriptionId,
  shortFormCheckCharacter,
} from './eps-rules';
import { EPS_MEDICINES, epsMedicineLabel, findEpsMedicine, searchEpsMedicines } from './medicines';

const item = (overrides: Partial<{ dmdCode: string; dosage: string; quantity: number }> = {}) => ({
  dmdCode: 'KON-DMD-001',
  dosage: 'One capsule three times a day for 5 days',
  quantity: 15,
  ...overrides,
});

describe('quantity and dosage', () => {
  it('takes a whole, positive quantity only', () => {
    expect(isValidEpsQuantity(1)).toBe(true);
    expect(isValidEpsQuantity(9999)).toBe(true);
    expect(isValidEpsQuantity(0)).toBe(false);
    expect(isValidEpsQuantity(-3)).toBe(false);
    expect(isValidEpsQuantity(2.5)).toBe(false);
    expect(isValidEpsQuantity(10000)).toBe(false);
    expect(isValidEpsQuantity(Number.NaN)).toBe(false);
  });

  it('refuses a blank dosage', () => {
    expect(isValidEpsDosage('One tablet once a day')).toBe(true);
    expect(isValidEpsDosage('')).toBe(false);
    expect(isValidEpsDosage('   \n ')).toBe(false);
    expect(isValidEpsDosage('x'.repeat(501))).toBe(false);
  });
});

describe('the items of a prescription', () => {
  it('finds nothing wrong with one to four good items', () => {
    expect(epsItemProblems([item()])).toEqual([]);
    expect(
      epsItemProblems(EPS_MEDICINES.slice(0, 4).map((m) => item({ dmdCode: m.dmdCode, dosage: m.usualDosage }))),
    ).toEqual([]);
  });

  it('names every problem by its path', () => {
    expect(epsItemProblems([])).toEqual([expect.objectContaining({ path: 'items', code: 'no_items' })]);
    expect(epsItemProblems(EPS_MEDICINES.slice(0, 5).map((m) => item({ dmdCode: m.dmdCode })))).toEqual([
      expect.objectContaining({ path: 'items', code: 'too_many_items' }),
    ]);
    expect(
      epsItemProblems([item(), item({ dosage: ' ', quantity: 0 }), item({ dmdCode: 'KON-DMD-999', quantity: 1.5 })]),
    ).toEqual([
      expect.objectContaining({ path: 'items.1.dmdCode', code: 'duplicate_medicine' }),
      expect.objectContaining({ path: 'items.1.dosage', code: 'dosage_blank' }),
      expect.objectContaining({ path: 'items.1.quantity', code: 'quantity_invalid' }),
      expect.objectContaining({ path: 'items.2.dmdCode', code: 'unknown_medicine' }),
      expect.objectContaining({ path: 'items.2.quantity', code: 'quantity_invalid' }),
    ]);
  });
});

describe('the short-form prescription id', () => {
  it('accepts the example in the NHS EPS guidance, 7D9625-Z72BF2-11E3AC, and refuses it altered', () => {
    expect(isValidShortFormPrescriptionId('7D9625-Z72BF2-11E3AC')).toBe(true);
    expect(shortFormCheckCharacter('7D9625-Z72BF2-11E3A')).toBe('C');
    expect(isValidShortFormPrescriptionId('7D9625-Z72BF2-11E3AD')).toBe(false);
    expect(isValidShortFormPrescriptionId('7D9626-Z72BF2-11E3AC')).toBe(false);
    expect(isValidShortFormPrescriptionId('7D9625Z72BF211E3AC')).toBe(false);
    expect(isValidShortFormPrescriptionId('7d9625-z72bf2-11e3ac')).toBe(false);
  });

  it('makes a valid id from a prescription id and the ODS code, the same id every time', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        const shortForm = makeShortFormPrescriptionId(id, 'Y1234');
        expect(shortForm).toMatch(/^[0-9A-F]{6}-0Y1234-[0-9A-F]{5}[0-9A-Z+]$/);
        expect(isValidShortFormPrescriptionId(shortForm)).toBe(true);
        expect(makeShortFormPrescriptionId(id, 'Y1234')).toBe(shortForm);
      }),
      { numRuns: 300 },
    );
  });

  it('catches every single changed character', () => {
    const shortForm = makeShortFormPrescriptionId('3f2a9c1e-7b4d-4e8f-9a0b-1c2d3e4f5a6b', 'Y1234');
    const chars = '0123456789ABCDEF';
    for (let at = 0; at < shortForm.length; at++) {
      if (shortForm[at] === '-') continue;
      for (const other of chars) {
        if (other === shortForm[at]) continue;
        const changed = `${shortForm.slice(0, at)}${other}${shortForm.slice(at + 1)}`;
        expect(isValidShortFormPrescriptionId(changed)).toBe(false);
      }
    }
  });
});

describe('who can have an EPS prescription', () => {
  const valid = '9434765919';
  it('is a traced NHS number and a nominated pharmacy', () => {
    expect(epsIneligibilityReasons({ nhsNumber: valid, nhsNumberTraced: true, hasNominatedPharmacy: true })).toEqual(
      [],
    );
  });
  it('says every reason it falls short', () => {
    expect(epsIneligibilityReasons({ nhsNumber: valid, nhsNumberTraced: true, hasNominatedPharmacy: false })).toEqual([
      'no_nominated_pharmacy',
    ]);
    expect(epsIneligibilityReasons({ nhsNumber: valid, nhsNumberTraced: false, hasNominatedPharmacy: true })).toEqual([
      'nhs_number_not_traced',
    ]);
    expect(epsIneligibilityReasons({ nhsNumber: null, nhsNumberTraced: true, hasNominatedPharmacy: false })).toEqual([
      'no_nhs_number',
      'no_nominated_pharmacy',
    ]);
    expect(
      epsIneligibilityReasons({ nhsNumber: '9434765918', nhsNumberTraced: true, hasNominatedPharmacy: true }),
    ).toEqual(['no_nhs_number']);
  });
});

describe('the medicine list', () => {
  it('has unique codes, each marked as our demo code', () => {
    const codes = EPS_MEDICINES.map((m) => m.dmdCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => code.startsWith('KON-DMD-'))).toBe(true);
    expect(EPS_MEDICINES.every((m) => m.usualQuantity >= 1 && m.usualDosage.trim() !== '')).toBe(true);
  });
  it('finds medicines by any words of their label', () => {
    expect(searchEpsMedicines(EPS_MEDICINES, 'amox').map(epsMedicineLabel)).toEqual(['Amoxicillin 500mg capsules']);
    expect(searchEpsMedicines(EPS_MEDICINES, '500mg tab').map((m) => m.name)).toEqual([
      'Clarithromycin',
      'Paracetamol',
      'Naproxen',
      'Metformin',
    ]);
    expect(searchEpsMedicines(EPS_MEDICINES, '  ')).toHaveLength(EPS_MEDICINES.length);
    const fetched = EPS_MEDICINES.filter((m) => m.name !== 'Amoxicillin');
    expect(searchEpsMedicines(fetched, 'amox')).toEqual([]);
    expect(findEpsMedicine('KON-DMD-013')?.unit).toBe('inhaler');
  });
});
