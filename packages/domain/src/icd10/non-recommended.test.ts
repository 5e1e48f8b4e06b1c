import { describe, expect, it } from 'vitest';
import { contraindicationFor, NON_RECOMMENDED_ICD_CODES } from './non-recommended';
import { findIcd10 } from './search-icd10';

describe('non-recommended ICD codes', () => {
  it('lists about ten unspecified codes, each in the shipped table with an https guideline', () => {
    expect(NON_RECOMMENDED_ICD_CODES.length).toBeGreaterThanOrEqual(8);
    for (const { code, guidelineUrl } of NON_RECOMMENDED_ICD_CODES) {
      expect(findIcd10(code), code).not.toBeNull();
      expect(guidelineUrl).toBe(`https://guidelines.konsult.example/icd/${code}`);
    }
  });

  it('warns about an upper respiratory infection not specified, however the code is written', () => {
    const expected = { code: 'J06.9', guidelineUrl: 'https://guidelines.konsult.example/icd/J06.9' };
    expect(contraindicationFor('J06.9')).toEqual(expected);
    expect(contraindicationFor('j069')).toEqual(expected);
    expect(contraindicationFor('J06.9 Upper respiratory tract infection, site not specified')).toEqual(expected);
  });

  it('has nothing to say about a specific code or a blank one', () => {
    expect(contraindicationFor('J02.9')).toBeNull();
    expect(contraindicationFor('J06')).toBeNull();
    expect(contraindicationFor('')).toBeNull();
  });
});
