import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../markets/country';
import { ICD10_CODES } from './icd10-codes';
import { ICD10_TITLES } from './icd10-titles';
import { compactIcdCode, findIcd10, foldForSearch, searchIcd10 } from './search-icd10';

const codes = (query: string, limit?: number) => searchIcd10(query, limit).map((c) => c.code);
const codesIn = (locale: Locale, query: string) => searchIcd10(query, 20, locale).map((c) => c.code);

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

describe('searchIcd10 in the clinician’s language', () => {
  it('a Swedish clinician finds codes by Swedish title words, titled in Swedish', () => {
    expect(searchIcd10('halsont', 20, 'sv')).toEqual([{ code: 'J02.9', title: 'Halsont (akut faryngit)' }]);
    expect(codesIn('sv', 'urinvägsinfektion')).toEqual(['N39.0']);
    expect(codesIn('sv', 'ländrygg ischias')).toEqual(['M54.4']);
  });

  it('a Norwegian clinician finds codes by Norwegian title words, titled in bokmål', () => {
    expect(searchIcd10('sår hals', 20, 'nb')).toEqual([{ code: 'J02.9', title: 'Sår hals (akutt faryngitt)' }]);
    expect(codesIn('nb', 'kols')).toEqual(['J44.1', 'J44.9']);
    expect(codesIn('nb', 'høysnue')).toEqual(['J30.1']);
  });

  it('a French clinician finds codes by French title words, titled in French', () => {
    expect(searchIcd10('mal de gorge', 20, 'fr')).toEqual([
      { code: 'J02.9', title: 'Mal de gorge (pharyngite aiguë)' },
    ]);
    expect(codesIn('fr', 'otite')).toEqual(['H60.9', 'H65.9', 'H66.0', 'H66.9']);
    expect(codesIn('fr', 'angine')).toEqual(['I20.9', 'J03.0', 'J03.9']);
  });

  it('a German clinician finds codes by German title words, titled in German', () => {
    expect(searchIcd10('halsschmerzen', 20, 'de')).toEqual([
      { code: 'J02.9', title: 'Halsschmerzen (akute Pharyngitis)' },
    ]);
    expect(codesIn('de', 'kreuzschmerz')).toEqual(['M54.4', 'M54.5']);
    expect(codesIn('de', 'Blasenentzündung')).toEqual(['N30.0', 'N30.9']);
  });

  it('finds a code by the code itself in every language, titled in that language', () => {
    for (const locale of LOCALES) {
      expect(searchIcd10('j029', 20, locale), locale).toEqual([
        { code: 'J02.9', title: ICD10_TITLES[locale]['J02.9'] },
      ]);
      expect(codesIn(locale, 'm54 ' + ICD10_TITLES[locale]['M54.3'].split(' ')[0]!), locale).toContain('M54.3');
    }
  });

  it('searches only the titles of the clinician’s language', () => {
    expect(codesIn('de', 'earache')).toEqual([]);
    expect(codesIn('en', 'halsont')).toEqual([]);
    expect(codesIn('sv', 'otite')).toEqual([]);
  });

  it('keeps English when no language is asked for', () => {
    expect(searchIcd10('sore throat')).toEqual([{ code: 'J02.9', title: 'Sore throat (acute pharyngitis)' }]);
  });
});

describe('searching without accents', () => {
  it('finds a title written with accents from a query typed without them, and the other way round', () => {
    expect(codesIn('fr', 'otit')).toEqual(codesIn('fr', 'otite'));
    expect(codesIn('fr', 'epilepsie')).toEqual(['G40.9']);
    expect(codesIn('sv', 'oronvark')).toEqual(['H92.0']);
    expect(codesIn('sv', 'Öronvärk')).toEqual(['H92.0']);
    expect(codesIn('de', 'ubelkeit')).toEqual(['R11']);
    expect(codesIn('de', 'UEBELKEIT')).toEqual([]); // 'ue' for 'ü' is not folded
  });

  it('spells out the letters that do not decompose: ß, æ, ø and œ', () => {
    expect(codesIn('de', 'fuss')).toEqual(['B08.4', 'B35.3']);
    expect(codesIn('de', 'fuß')).toEqual(['B08.4', 'B35.3']);
    expect(codesIn('nb', 'oresmerter')).toEqual(['H92.0']);
    expect(codesIn('fr', 'oedeme')).toEqual(['R60.0', 'R60.9', 'T78.3']);
    expect(codesIn('fr', 'cœliaque')).toEqual(['K90.0']);
  });

  it('reads an ASCII apostrophe like the typographic one', () => {
    expect(codesIn('fr', "corps etranger l'oreille")).toEqual(['T16']);
  });

  it('folds only for matching: the titles keep their letters', () => {
    expect(foldForSearch('Übelkeit Fuß Øre Œdème Åksjuka Æ')).toBe('ubelkeit fuss ore oedeme aksjuka ae');
    expect(findIcd10('R11', 'de')?.title).toBe('Übelkeit und Erbrechen');
  });
});

describe('findIcd10', () => {
  it('looks a code up by its compact or dotted form, or from a diagnosis value', () => {
    expect(findIcd10('j069')?.code).toBe('J06.9');
    expect(findIcd10('M54.5 Low back pain')?.code).toBe('M54.5');
    expect(findIcd10('X99.9')).toBeNull();
    expect(compactIcdCode('j02.9')).toBe('J029');
  });

  it('titles the code in the language asked for, English by default', () => {
    expect(findIcd10('J02.9')?.title).toBe('Sore throat (acute pharyngitis)');
    expect(findIcd10('j029', 'fr')).toEqual({ code: 'J02.9', title: 'Mal de gorge (pharyngite aiguë)' });
    expect(findIcd10('X99.9', 'de')).toBeNull();
  });
});
