import type { Country } from '../markets/country';

/**
 * Documents from templates (seed 000 §2 create-document; seed 002 §7 Documents; issue 7): a handful of realistic
 * templates per market, Swedish for Sweden and English elsewhere (Norwegian, French and German texts are a later
 * translation). A template is data: its fields, and paragraphs with {{placeholders}} for the fields and for
 * {{patientName}}, {{patientId}}, {{clinicianName}}, {{clinicianTitle}}, {{date}}.
 */
export type DocumentFieldType = 'text' | 'textarea' | 'date';
export type DocumentTemplateField = {
  name: string;
  label: string;
  type: DocumentFieldType;
  required: boolean;
  maxLength: number;
};
export type DocumentKind = 'certificate' | 'referral-letter' | 'travel-certificate' | 'care-summary';
export type DocumentTemplate = {
  id: string;
  language: 'sv' | 'en';
  kind: DocumentKind;
  /** The name the clinician chooses it by. */
  name: string;
  /** The heading of the finished document. */
  title: string;
  fields: DocumentTemplateField[];
  paragraphs: string[];
};

const text = (name: string, label: string, required = true): DocumentTemplateField => ({
  name,
  label,
  type: 'text',
  required,
  maxLength: 200,
});
const area = (name: string, label: string, required = true): DocumentTemplateField => ({
  name,
  label,
  type: 'textarea',
  required,
  maxLength: 4000,
});
const date = (name: string, label: string, required = true): DocumentTemplateField => ({
  name,
  label,
  type: 'date',
  required,
  maxLength: 10,
});

export const DOCUMENT_TEMPLATES: readonly DocumentTemplate[] = [
  {
    id: 'sv-intyg',
    language: 'sv',
    kind: 'certificate',
    name: 'Läkarintyg',
    title: 'Läkarintyg',
    fields: [
      text('purpose', 'Intyget avser'),
      area('findings', 'Bedömning'),
      date('validUntil', 'Gäller till och med', false),
    ],
    paragraphs: [
      'Härmed intygas att {{patientName}}, personnummer {{patientId}}, har undersökts vid digital vårdkontakt den {{date}}.',
      'Intyget avser: {{purpose}}.',
      'Bedömning: {{findings}}',
      'Intyget gäller till och med {{validUntil}}.',
    ],
  },
  {
    id: 'sv-remissbrev',
    language: 'sv',
    kind: 'referral-letter',
    name: 'Remissbrev',
    title: 'Remiss',
    fields: [
      text('recipient', 'Mottagare'),
      area('question', 'Frågeställning'),
      area('history', 'Anamnes och fynd'),
      area('medication', 'Aktuell medicinering', false),
    ],
    paragraphs: [
      'Till: {{recipient}}',
      'Remiss avseende {{patientName}}, personnummer {{patientId}}.',
      'Frågeställning: {{question}}',
      'Anamnes och fynd: {{history}}',
      'Aktuell medicinering: {{medication}}',
    ],
  },
  {
    id: 'sv-reseintyg',
    language: 'sv',
    kind: 'travel-certificate',
    name: 'Reseintyg',
    title: 'Intyg för resa',
    fields: [
      text('destination', 'Resmål'),
      date('travelDate', 'Avresedatum'),
      area('medication', 'Medicinering som medförs'),
    ],
    paragraphs: [
      '{{patientName}}, personnummer {{patientId}}, reser till {{destination}} med avresa {{travelDate}}.',
      'Patienten behöver under resan medföra följande läkemedel för eget bruk: {{medication}}',
    ],
  },
  {
    id: 'sv-vardsammanfattning',
    language: 'sv',
    kind: 'care-summary',
    name: 'Vårdsammanfattning',
    title: 'Sammanfattning av vårdkontakt',
    fields: [area('summary', 'Sammanfattning'), area('advice', 'Råd och fortsatt planering')],
    paragraphs: [
      'Sammanfattning av din vårdkontakt den {{date}}, {{patientName}}.',
      '{{summary}}',
      'Råd och fortsatt planering: {{advice}}',
    ],
  },
  {
    id: 'en-certificate',
    language: 'en',
    kind: 'certificate',
    name: 'Medical certificate',
    title: 'Medical certificate',
    fields: [text('purpose', 'Purpose'), area('findings', 'Assessment'), date('validUntil', 'Valid until', false)],
    paragraphs: [
      'This is to certify that {{patientName}} ({{patientId}}) was assessed in a remote consultation on {{date}}.',
      'Purpose of the certificate: {{purpose}}.',
      'Assessment: {{findings}}',
      'This certificate is valid until {{validUntil}}.',
    ],
  },
  {
    id: 'en-referral-letter',
    language: 'en',
    kind: 'referral-letter',
    name: 'Referral letter',
    title: 'Referral',
    fields: [
      text('recipient', 'To'),
      area('question', 'Reason for referral'),
      area('history', 'History and findings'),
      area('medication', 'Current medication', false),
    ],
    paragraphs: [
      'To: {{recipient}}',
      'Referral of {{patientName}} ({{patientId}}).',
      'Reason for referral: {{question}}',
      'History and findings: {{history}}',
      'Current medication: {{medication}}',
    ],
  },
  {
    id: 'en-travel-certificate',
    language: 'en',
    kind: 'travel-certificate',
    name: 'Travel certificate',
    title: 'Certificate for travel',
    fields: [
      text('destination', 'Destination'),
      date('travelDate', 'Date of travel'),
      area('medication', 'Medication carried'),
    ],
    paragraphs: [
      '{{patientName}} ({{patientId}}) is travelling to {{destination}} on {{travelDate}}.',
      'During the journey the patient needs to carry the following medication for personal use: {{medication}}',
    ],
  },
  {
    id: 'en-care-summary',
    language: 'en',
    kind: 'care-summary',
    name: 'Care summary',
    title: 'Summary of your consultation',
    fields: [area('summary', 'Summary'), area('advice', 'Advice and next steps')],
    paragraphs: [
      'Summary of your consultation on {{date}}, {{patientName}}.',
      '{{summary}}',
      'Advice and next steps: {{advice}}',
    ],
  },
];

/** The templates a clinician of the market is offered: Swedish in Sweden, English elsewhere. */
export function templatesForMarket(country: Country): DocumentTemplate[] {
  const language = country === 'SE' ? 'sv' : 'en';
  return DOCUMENT_TEMPLATES.filter((t) => t.language === language);
}

export type DocumentIssue = { field: string; code: 'required' | 'too_long' | 'invalid_date' | 'unknown_field' };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with the values for the template: a required field empty, too long, a bad date, a stray field. */
export function documentIssues(template: DocumentTemplate, values: Record<string, string>): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  const known = new Set(template.fields.map((f) => f.name));
  for (const name of Object.keys(values)) if (!known.has(name)) issues.push({ field: name, code: 'unknown_field' });
  for (const field of template.fields) {
    const value = (values[field.name] ?? '').trim();
    if (value === '') {
      if (field.required) issues.push({ field: field.name, code: 'required' });
    } else if (value.length > field.maxLength) {
      issues.push({ field: field.name, code: 'too_long' });
    } else if (field.type === 'date' && (!ISO_DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))) {
      issues.push({ field: field.name, code: 'invalid_date' });
    }
  }
  return issues;
}

export type DocumentContext = {
  patientName: string;
  patientId: string;
  clinicianName: string;
  clinicianTitle: string;
  /** The day the document is written, as the market writes it. */
  date: string;
};

/**
 * The document's text: the title and the paragraphs with every placeholder filled. A paragraph about an optional
 * field left empty is left out (no "valid until ." in a certificate).
 */
export function renderDocumentText(
  template: DocumentTemplate,
  values: Record<string, string>,
  context: DocumentContext,
): { title: string; paragraphs: string[] } {
  const fill = (name: string): string | null => {
    if (name in context) return context[name as keyof DocumentContext];
    const value = (values[name] ?? '').trim();
    return value === '' ? null : value;
  };
  const paragraphs = template.paragraphs.flatMap((paragraph) => {
    let missing = false;
    const filled = paragraph.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      const value = fill(name);
      if (value === null) missing = true;
      return value ?? '';
    });
    return missing ? [] : [filled];
  });
  return { title: template.title, paragraphs };
}
