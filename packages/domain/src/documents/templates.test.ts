import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEMPLATES, documentIssues, renderDocumentText, templatesForMarket } from './templates';

const context = {
  patientName: 'Elin Nyström',
  patientId: '19910621-0462',
  clinicianName: 'Anna Lindgren',
  clinicianTitle: 'Leg. läkare',
  date: '2026-11-25',
};
const byId = (id: string) => DOCUMENT_TEMPLATES.find((t) => t.id === id)!;

describe('document templates', () => {
  it('give Sweden its four Swedish templates and every other market the English ones', () => {
    expect(templatesForMarket('SE').map((t) => t.kind)).toEqual([
      'certificate',
      'referral-letter',
      'travel-certificate',
      'care-summary',
    ]);
    expect(templatesForMarket('SE').every((t) => t.language === 'sv')).toBe(true);
    for (const country of ['GB', 'NO', 'FR', 'DE'] as const) {
      expect(templatesForMarket(country).every((t) => t.language === 'en')).toBe(true);
    }
  });

  it('use only placeholders their fields or the context provide', () => {
    for (const template of DOCUMENT_TEMPLATES) {
      const names = new Set([...template.fields.map((f) => f.name), ...Object.keys(context)]);
      for (const paragraph of template.paragraphs) {
        for (const [, name] of paragraph.matchAll(/\{\{(\w+)\}\}/g))
          expect(names, `${template.id}: ${name}`).toContain(name);
      }
    }
  });
});

describe('a document’s values', () => {
  const certificate = byId('sv-intyg');

  it('need the required fields, within their length, dates as dates, and nothing else', () => {
    expect(documentIssues(certificate, { purpose: 'Sjukfrånvaro från skolan', findings: 'Förkyld, feber.' })).toEqual(
      [],
    );
    expect(
      documentIssues(certificate, { purpose: ' ', findings: 'x'.repeat(4001), validUntil: '25/11', extra: 'x' }),
    ).toEqual([
      { field: 'extra', code: 'unknown_field' },
      { field: 'purpose', code: 'required' },
      { field: 'findings', code: 'too_long' },
      { field: 'validUntil', code: 'invalid_date' },
    ]);
  });
});

describe('a document’s text', () => {
  it('fills the fields and the context, with å, ä and ö as typed', () => {
    const { title, paragraphs } = renderDocumentText(
      byId('sv-intyg'),
      {
        purpose: 'Frånvaro från arbete',
        findings: 'Förkylning med feber, åter i arbete om tre dagar.',
        validUntil: '2026-11-28',
      },
      context,
    );
    expect(title).toBe('Läkarintyg');
    expect(paragraphs).toEqual([
      'Härmed intygas att Elin Nyström, personnummer 19910621-0462, har undersökts vid digital vårdkontakt den 2026-11-25.',
      'Intyget avser: Frånvaro från arbete.',
      'Bedömning: Förkylning med feber, åter i arbete om tre dagar.',
      'Intyget gäller till och med 2026-11-28.',
    ]);
  });

  it('leaves out a paragraph about an optional field left empty', () => {
    const { paragraphs } = renderDocumentText(byId('sv-intyg'), { purpose: 'Skola', findings: 'Frisk.' }, context);
    expect(paragraphs.some((p) => p.includes('gäller till och med'))).toBe(false);
  });
});
