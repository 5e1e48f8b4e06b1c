import { describe, expect, it } from 'vitest';
import { attachmentNameIssue, DEFAULT_ATTACHMENT_RULES } from '../messaging/attachments';
import {
  DOCUMENT_TEMPLATES,
  documentDate,
  documentFileName,
  documentIssues,
  MESSAGE_LANGUAGES,
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
  it('give each market its four templates, in the market’s language', () => {
    const markets = { SE: 'sv', GB: 'en', NO: 'nb', FR: 'fr', DE: 'de' } as const;
    for (const [country, language] of Object.entries(markets) as [keyof typeof markets, string][]) {
      const templates = templatesForMarket(country);
      expect(
        templates.map((t) => t.kind),
        country,
      ).toEqual(['certificate', 'referral-letter', 'travel-certificate', 'care-summary']);
      expect(
        templates.every((t) => t.language === language && t.id.startsWith(`${language}-`)),
        country,
      ).toBe(true);
    }
    expect(templatesForMarket('NO').map((t) => t.name)).toEqual([
      'Legeerklæring',
      'Henvisning',
      'Reiseattest',
      'Oppsummering',
    ]);
    expect(templatesForMarket('FR').map((t) => t.name)).toEqual([
      'Certificat médical',
      'Courrier au confrère',
      'Certificat de voyage',
      'Compte rendu de consultation',
    ]);
    expect(templatesForMarket('DE').map((t) => t.name)).toEqual([
      'Ärztliche Bescheinigung',
      'Überweisungsbrief',
      'Reisebescheinigung',
      'Patientenbrief',
    ]);
  });

  it('keep the ids the saved documents of Sweden and the UK name, and every id is unique', () => {
    expect(templatesForMarket('SE').map((t) => t.id)).toEqual([
      'sv-intyg',
      'sv-remissbrev',
      'sv-reseintyg',
      'sv-vardsammanfattning',
    ]);
    expect(templatesForMarket('GB').map((t) => t.id)).toEqual([
      'en-certificate',
      'en-referral-letter',
      'en-travel-certificate',
      'en-care-summary',
    ]);
    expect(new Set(DOCUMENT_TEMPLATES.map((t) => t.id)).size).toBe(DOCUMENT_TEMPLATES.length);
  });

  it('ask for the same fields of a kind in every market, labelled in the market’s language', () => {
    const fieldsOf = (id: string) => byId(id).fields.map((f) => [f.name, f.type, f.required]);
    for (const id of ['nb-legeerklaering', 'fr-certificat-medical', 'de-aerztliche-bescheinigung'])
      expect(fieldsOf(id), id).toEqual(fieldsOf('sv-intyg'));
    expect(byId('nb-henvisning').fields.map((f) => f.label)).toEqual([
      'Mottaker',
      'Problemstilling',
      'Sykehistorie og funn',
      'Faste legemidler',
    ]);
    expect(byId('fr-certificat-voyage').fields.map((f) => f.label)).toEqual([
      'Destination',
      'Date de départ',
      'Médicaments transportés',
    ]);
    expect(byId('de-patientenbrief').fields.map((f) => f.label)).toEqual([
      'Zusammenfassung',
      'Empfehlungen und weiteres Vorgehen',
    ]);
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

  it('writes the days as the market does: 28.11.2026 in Norway and Germany, 28/11/2026 in France and the UK', () => {
    const values = { purpose: 'x', findings: 'y', validUntil: '2026-11-28' };
    const written = (id: string) => renderDocumentText(byId(id), values, context).paragraphs;
    expect(written('nb-legeerklaering')).toContain('Erklæringen er gyldig til og med 28.11.2026.');
    expect(written('nb-legeerklaering')[0]).toMatch(/ved videokonsultasjon 25\.11\.2026\.$/);
    expect(written('de-aerztliche-bescheinigung')).toContain('Die Bescheinigung gilt bis einschließlich 28.11.2026.');
    expect(written('fr-certificat-medical')).toContain('Certificat valable jusqu’au 28/11/2026.');
    expect(written('en-certificate')).toContain('This certificate is valid until 28/11/2026.');
    expect(documentDate('2026-03-05', 'sv')).toBe('2026-03-05');
    expect(documentDate('5 mars', 'fr')).toBe('5 mars');
  });

  it('writes a French certificate in the first person, signed in the text by the clinician', () => {
    const { title, paragraphs } = renderDocumentText(
      byId('fr-certificat-medical'),
      { purpose: 'Dispense de sport', findings: 'Entorse de la cheville droite, repos sportif de trois semaines.' },
      {
        ...context,
        patientName: 'Camille Martin',
        clinicianName: 'Claire Dubois',
        clinicianTitle: 'Médecin généraliste',
      },
    );
    expect(title).toBe('Certificat médical');
    expect(paragraphs[0]).toBe(
      'Je soussigné(e), Claire Dubois, Médecin généraliste, certifie avoir reçu Camille Martin, n° de sécurité sociale 19910621-0462, en téléconsultation le 25/11/2026.',
    );
    expect(paragraphs).toContain('Objet du certificat : Dispense de sport.');
    expect(paragraphs.some((p) => p.includes('valable jusqu’au'))).toBe(false);
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
    for (const preferredLanguage of ['fi', 'ar', '']) {
      expect(messageToPatient(byId('en-referral-letter'), { ...elin, preferredLanguage }).language).toBe('en');
      expect(messageToPatient(byId('nb-henvisning'), { ...elin, preferredLanguage }).language).toBe('nb');
      expect(messageToPatient(byId('sv-remissbrev'), { ...elin, preferredLanguage }).language).toBe('sv');
    }
  });

  it('is in Norwegian, French or German for a patient who prefers it, whichever market’s document it carries', () => {
    const ingrid = { preferredLanguage: 'nb', patientGivenName: 'Ingrid', clinicianName: 'Kristin Dahl' };
    const norwegian = messageToPatient(byId('nb-legeerklaering'), ingrid);
    expect(norwegian).toMatchObject({ language: 'nb', subject: 'Legeerklæringen din' });
    expect(norwegian.message).toMatch(/^Hei Ingrid,\n\nHer er legeerklæringen/);
    expect(norwegian.message).toMatch(/Vennlig hilsen\nKristin Dahl$/);
    for (const preferredLanguage of ['no', 'nn-NO', 'nb_NO'])
      expect(messageToPatient(byId('sv-intyg'), { ...ingrid, preferredLanguage }).language).toBe('nb');

    const camille = { preferredLanguage: 'fr-FR', patientGivenName: 'Camille', clinicianName: 'Claire Dubois' };
    const french = messageToPatient(byId('fr-courrier-adressage'), camille);
    expect(french.subject).toBe('Votre courrier pour le spécialiste');
    expect(french.message).toMatch(/^Bonjour Camille,\n\nVoici le courrier d’adressage/);
    expect(french.message).toMatch(/Bien cordialement,\nClaire Dubois$/);

    const anna = { preferredLanguage: 'de', patientGivenName: 'Anna', clinicianName: 'Markus Hoffmann' };
    const german = messageToPatient(byId('en-care-summary'), anna);
    expect(german).toMatchObject({ language: 'de', subject: 'Zusammenfassung Ihrer Videosprechstunde' });
    expect(german.message).toMatch(/^Guten Tag Anna,\n\nanbei finden Sie/);
    expect(german.message).toMatch(/Mit freundlichen Grüßen\nMarkus Hoffmann$/);
  });

  it('exists for every template in all five languages, names only the patient and the clinician, and is short', () => {
    for (const template of DOCUMENT_TEMPLATES) {
      for (const language of MESSAGE_LANGUAGES) {
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
