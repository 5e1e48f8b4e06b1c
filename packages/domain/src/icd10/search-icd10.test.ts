import { describe, expect, it } from 'vitest';
import { ICD10_CODES } from './icd10-codes';
import { compactIcdCode, findIcd10, searchIcd10 } from './search-icd10';

const codes = (query: string, limit?: number) => searchIcd10(query, limit).map((c) => c.code);

describe('the shipped ICD-10 table', () => {
  it('holds a few hundred primary-care codes, each once, in code order', () => {
    expect(ICD10_CODES.length).toBeGreaterThanOrEqual(300);
    const all = ICD10_CODES.map((c) => c.code);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(all);
  });

  it('writes codes in the WHO shape: a letter, two digits, optionally a dot and one digit', () => {
    for (const { code, title } of ICD10_CODES) {
      expect(code).toMatch(/^[A-Z]\d\d(\.\d)?$/);
      expect(title.trim()).toBe(title);
      expect(title.length).toBeGreaterThan(2);
    }
  });

  it('covers the codes primary care uses most', () => {
    for (const code of [
      'J00',
      'J02.9',
      'J06.9',
      'J20.9',
      'A09',
      'N39.0',
      'L20.9',
      'M54.5',
      'F32.0',
      'F41.1',
      'F43.2',
    ]) {
      expect(findIcd10(code), code).not.toBeNull();
    }
    for (const code of ['R05', 'R51', 'Z00.0', 'I10', 'E11.9']) expect(findIcd10(code), code).not.toBeNull();
  });
});

describe('searchIcd10', () => {
  it('finds a code by prefix, whatever the case, with or without the dot', () => {
    expect(codes('j029')).toEqual(['J02.9']);
    expect(codes('J02.9')).toEqual(['J02.9']);
    expect(codes('j02')).toEqual(['J02.0', 'J02.9']);
    expect(codes('m54')).toEqual(['M54.1', 'M54.2', 'M54.3', 'M54.4', 'M54.5', 'M54.6', 'M54.9']);
    expect(codes('  i10 ')).toEqual(['I10']);
  });

  it('finds titles where every query word begins a title word', () => {
    expect(codes('back pain')).toEqual(['M54.4', 'M54.5', 'M54.9']);
    expect(codes('PHARYNG')).toEqual(['J02.0', 'J02.9']);
    expect(codes('pain back')).toEqual(codes('back pain'));
    expect(codes('ack')).toEqual([]);
    expect(codes('throat sore')).toEqual(['J02.9']);
  });

  it('lets a query word be a code prefix too', () => {
    expect(codes('m54 sciatica')).toEqual(['M54.3', 'M54.4']);
  });

  it('puts code matches before title matches', () => {
    const result = codes('r5');
    expect(result.every((c) => c.startsWith('R5'))).toBe(true);
    const e = codes('e', 100);
    const firstTitleMatch = e.findIndex((c) => !c.startsWith('E'));
    expect(firstTitleMatch).toBeGreaterThan(0);
    expect(e.slice(firstTitleMatch).every((c) => !c.startsWith('E'))).toBe(true);
    expect(e).toContain('H92.0'); // Earache
  });

  it('honours the limit, twenty by default, and finds nothing for a blank query', () => {
    expect(codes('j')).toHaveLength(20);
    expect(codes('j', 5)).toHaveLength(5);
    expect(codes('j', 0)).toEqual([]);
    expect(codes('')).toEqual([]);
    expect(codes('   ')).toEqual([]);
  });

  it('returns code and title', () => {
    expect(searchIcd10('N39.0')).toEqual([{ code: 'N39.0', title: 'Urinary tract infection, site not specified' }]);
  });
});

describe('findIcd10', () => {
  it('looks a code up by its compact or dotted form, or from a diagnosis value', () => {
    expect(findIcd10('j069')?.code).toBe('J06.9');
    expect(findIcd10('M54.5 Low back pain')?.code).toBe('M54.5');
    expect(findIcd10('X99.9')).toBeNull();
    expect(compactIcdCode('j02.9')).toBe('J029');
  });
});
