import { describe, expect, it } from 'vitest';
import { BodySite, lotNumberIssue, Program, SNOMED_CT, Vaccine } from '@konsult/domain';
import { EmbeddedVaccinationCatalogue } from './embedded';
import { PROGRAMS } from './catalogue-data';

const catalogue = new EmbeddedVaccinationCatalogue();

describe('the embedded vaccination catalogue', () => {
  it('answers in the wire shapes, with unique ids', async () => {
    const [vaccines, programs, sites] = await Promise.all([
      catalogue.vaccines(),
      catalogue.programs(),
      catalogue.bodySites(),
    ]);
    for (const v of vaccines) Vaccine.parse(v);
    for (const p of programs) Program.strict().parse(p);
    for (const s of sites) BodySite.parse(s);
    for (const list of [vaccines, programs, sites]) expect(new Set(list.map((x) => x.id)).size).toBe(list.length);
  });

  it('codes target diseases and body sites in SNOMED CT', async () => {
    for (const v of await catalogue.vaccines()) {
      for (const d of v.targetDiseases) {
        expect(d.system).toBe(SNOMED_CT);
        expect(d.code).toMatch(/^\d{6,18}$/);
      }
    }
    for (const s of await catalogue.bodySites()) expect(s.code).toMatch(/^\d{6,18}$/);
  });

  it('gives every programme known vaccines, and every vaccine a programme', async () => {
    const ids = new Set((await catalogue.vaccines()).map((v) => v.id));
    const used = new Set<string>();
    for (const p of PROGRAMS) {
      const vaccineIds = await catalogue.programVaccineIds(p.id);
      expect(vaccineIds.length, p.id).toBeGreaterThan(0);
      for (const id of vaccineIds) {
        expect(ids.has(id), `${p.id}: ${id}`).toBe(true);
        used.add(id);
      }
    }
    expect([...ids].filter((id) => !used.has(id))).toEqual([]);
    expect(await catalogue.programVaccineIds('no-such-programme')).toEqual([]);
  });

  it('keeps influenza and COVID-19 open-ended and the TBE primary series at three doses', async () => {
    const programs = new Map((await catalogue.programs()).map((p) => [p.id, p]));
    expect(programs.get('influenza-seasonal')).toEqual({
      id: 'influenza-seasonal',
      lokaliseKeySuffix: 'influenza-seasonal',
    });
    expect(programs.get('covid-19')?.seriesDoses).toBeUndefined();
    expect(programs.get('tbe-primary')?.seriesDoses).toBe(3);
  });

  it('suggests valid lot numbers for every vaccine', async () => {
    const lots = await catalogue.lotNumbersByVaccine();
    for (const v of await catalogue.vaccines()) {
      const list = lots.get(v.id) ?? [];
      expect(list.length, v.id).toBeGreaterThan(0);
      for (const lot of list) expect(lotNumberIssue(lot), `${v.id} ${lot}`).toBeNull();
    }
  });
});
