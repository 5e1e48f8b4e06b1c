import { describe, expect, it } from 'vitest';
import { attachmentNameIssue, DEFAULT_ATTACHMENT_RULES } from '../messaging/attachments';
import {
  DOCUMENT_TEMPLATES,
  documentFileName,
  documentIssues,
  messageToPatient,
  renderDocumentText,
  templatesForMarket,
} from './templates';

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

describe('the message a document is sent to the patient with', () => {
  const elin = { preferredLanguage: 'sv', patientGivenName: 'Elin', clinicianName: 'Anna Lindgren' };

  it('greets the patient by name and is signed by the clinician, with å, ä and ö as written', () => {
    expect(messageToPatient(byId('sv-intyg'), elin)).toEqual({
      language: 'sv',
      subject: 'Ditt läkarintyg',
      message:
        'Hej Elin,\n\nhär är ditt läkarintyg från ditt besök hos oss. Det finns bifogat som PDF, så du kan visa det för eller skicka det till den som har bett om det.\n\nSvara gärna här om något i intyget behöver ändras.\n\nVänliga hälsningar\nAnna Lindgren',
    });
  });

  it('is in the patient’s preferred language when we have it, else in the template’s', () => {
    const mohammed = { preferredLanguage: 'en', patientGivenName: 'Mohammed', clinicianName: 'Sara Ek' };
    const inEnglish = messageToPatient(byId('sv-reseintyg'), mohammed);
    expect(inEnglish).toMatchObject({ language: 'en', subject: 'Your travel certificate' });
    expect(inEnglish.message).toMatch(/^Hello Mohammed,\n\nhere is your travel certificate/);
    expect(inEnglish.message).toMatch(/\nSara Ek$/);

    expect(messageToPatient(byId('en-care-summary'), { ...elin, preferredLanguage: 'sv-SE' }).subject).toBe(
      'Sammanfattning av ditt besök',
    );
    for (const preferredLanguage of ['nb', 'fr', 'de', '']) {
      expect(messageToPatient(byId('en-referral-letter'), { ...elin, preferredLanguage }).language).toBe('en');
      expect(messageToPatient(byId('sv-remissbrev'), { ...elin, preferredLanguage }).language).toBe('sv');
    }
  });

  it('exists for every template in Swedish and English, names only the patient and the clinician, and is short', () => {
    for (const template of DOCUMENT_TEMPLATES) {
      for (const language of ['sv', 'en'] as const) {
        const { subject, message } = template.messageToPatient[language];
        const placeholders = [...`${subject} ${message}`.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name);
        expect(placeholders, `${template.id} ${language}`).toEqual(['patientGivenName', 'clinicianName']);
        expect(subject.length, template.id).toBeLessThanOrEqual(200);
        expect(message.length, template.id).toBeLessThan(600);
        const filled = messageToPatient(template, {
          preferredLanguage: language,
          patientGivenName: 'Åsa',
          clinicianName: 'Örjan Ängström',
        });
        expect(filled.message, template.id).not.toContain('{{');
        expect(filled.message, template.id).toContain('Åsa');
      }
    }
  });

  it('carries the document as the template’s name, a file name the attachment rules accept', () => {
    expect(documentFileName(byId('sv-vardsammanfattning'))).toBe('Vårdsammanfattning.pdf');
    for (const template of DOCUMENT_TEMPLATES) {
      expect(attachmentNameIssue(documentFileName(template), DEFAULT_ATTACHMENT_RULES), template.id).toBeNull();
    }
  });
});
