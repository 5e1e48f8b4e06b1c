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
/** The languages a message to the patient is written in. */
export type MessageLanguage = 'sv' | 'en';
export const MESSAGE_LANGUAGES: readonly MessageLanguage[] = ['sv', 'en'];
/** A message to the patient with {{patientGivenName}} and {{clinicianName}} placeholders. */
export type MessageToPatientText = { subject: string; message: string };
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
  /**
   * The message the document is sent to the patient with, in each message language: the patient reads it in their
   * own language even when the document is in the market's.
   */
  messageToPatient: Record<MessageLanguage, MessageToPatientText>;
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

/** What a document of each kind is sent to the patient with: short, in the clinician's voice, signed by name. */
const MESSAGE_TO_PATIENT: Record<DocumentKind, Record<MessageLanguage, MessageToPatientText>> = {
  certificate: {
    sv: {
      subject: 'Ditt läkarintyg',
      message:
        'Hej {{patientGivenName}},\n\nhär är ditt läkarintyg från ditt besök hos oss. Det finns bifogat som PDF, så du kan visa det för eller skicka det till den som har bett om det.\n\nSvara gärna här om något i intyget behöver ändras.\n\nVänliga hälsningar\n{{clinicianName}}',
    },
    en: {
      subject: 'Your medical certificate',
      message:
        'Hello {{patientGivenName}},\n\nhere is your medical certificate from your consultation with us. It is attached as a PDF, so you can show it or send it to whoever asked for it.\n\nReply here if anything in it needs to change.\n\nKind regards,\n{{clinicianName}}',
    },
  },
  'referral-letter': {
    sv: {
      subject: 'Din remiss',
      message:
        'Hej {{patientGivenName}},\n\njag har skickat en remiss för dig och bifogar en kopia som PDF. Mottagningen hör av sig när de har en tid åt dig; ta gärna med remissen till besöket.\n\nHar du inte hört något inom tre veckor kan du skriva till mig här.\n\nVänliga hälsningar\n{{clinicianName}}',
    },
    en: {
      subject: 'Your referral letter',
      message:
        'Hello {{patientGivenName}},\n\nI have sent a referral for you and attach a copy as a PDF. The clinic will contact you when they have an appointment for you; please bring the letter along.\n\nIf you have not heard from them within three weeks, write to me here.\n\nKind regards,\n{{clinicianName}}',
    },
  },
  'travel-certificate': {
    sv: {
      subject: 'Ditt reseintyg',
      message:
        'Hej {{patientGivenName}},\n\nhär är ditt reseintyg för läkemedlen du tar med dig. Skriv gärna ut det och ha det i handbagaget tillsammans med läkemedlen i originalförpackningarna.\n\nTrevlig resa!\n{{clinicianName}}',
    },
    en: {
      subject: 'Your travel certificate',
      message:
        'Hello {{patientGivenName}},\n\nhere is your travel certificate for the medication you are taking with you. Print it and keep it in your hand luggage with the medicines in their original packaging.\n\nHave a good journey,\n{{clinicianName}}',
    },
  },
  'care-summary': {
    sv: {
      subject: 'Sammanfattning av ditt besök',
      message:
        'Hej {{patientGivenName}},\n\nhär är en sammanfattning av vårt samtal och de råd vi gick igenom. Läs den i lugn och ro, och svara här om något är oklart eller om dina besvär blir värre.\n\nVänliga hälsningar\n{{clinicianName}}',
    },
    en: {
      subject: 'Summary of your consultation',
      message:
        'Hello {{patientGivenName}},\n\nhere is a summary of our conversation and the advice we went through. Read it at your own pace, and reply here if anything is unclear or your symptoms get worse.\n\nKind regards,\n{{clinicianName}}',
    },
  },
};

export const DOCUMENT_TEMPLATES: readonly DocumentTemplate[] = [
  {
    id: 'sv-intyg',
    language: 'sv',
    kind: 'certificate',
    messageToPatient: MESSAGE_TO_PATIENT.certificate,
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
    messageToPatient: MESSAGE_TO_PATIENT['referral-letter'],
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
    messageToPatient: MESSAGE_TO_PATIENT['travel-certificate'],
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
    messageToPatient: MESSAGE_TO_PATIENT['care-summary'],
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
    messageToPatient: MESSAGE_TO_PATIENT.certificate,
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
    messageToPatient: MESSAGE_TO_PATIENT['referral-letter'],
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
    messageToPatient: MESSAGE_TO_PATIENT['travel-certificate'],
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
    messageToPatient: MESSAGE_TO_PATIENT['care-summary'],
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
  const valueOf = (name: string): string | null => {
    if (name in context) return context[name as keyof DocumentContext];
    const value = (values[name] ?? '').trim();
    return value === '' ? null : value;
  };
  const paragraphs = template.paragraphs.flatMap((paragraph) => {
    const filled = fillPlaceholders(paragraph, valueOf);
    return filled === null ? [] : [filled];
  });
  return { title: template.title, paragraphs };
}

/** The text with every {{name}} replaced by its value; null when a placeholder has none. */
function fillPlaceholders(text: string, valueOf: (name: string) => string | null): string | null {
  let missing = false;
  const filled = text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = valueOf(name);
    if (value === null) missing = true;
    return value ?? '';
  });
  return missing ? null : filled;
}

export type MessageToPatientContext = {
  /** The patient's preferred language as the record keeps it ('sv', 'en', 'nb', 'sv-SE', …). */
  preferredLanguage: string;
  patientGivenName: string;
  clinicianName: string;
};

/**
 * The language the patient is written to in: their preferred language when we have the message in it, else the
 * template's (the market's) language.
 */
export function messageLanguage(template: DocumentTemplate, preferredLanguage: string): MessageLanguage {
  const language = preferredLanguage.trim().toLowerCase().split(/[-_]/)[0];
  return MESSAGE_LANGUAGES.find((l) => l === language) ?? template.language;
}

/** The message a document of this template is sent to the patient with, filled in for them. */
export function messageToPatient(
  template: DocumentTemplate,
  context: MessageToPatientContext,
): MessageToPatientText & { language: MessageLanguage } {
  const language = messageLanguage(template, context.preferredLanguage);
  const text = template.messageToPatient[language];
  const valueOf = (name: string) =>
    name === 'patientGivenName' ? context.patientGivenName : name === 'clinicianName' ? context.clinicianName : null;
  // Every placeholder of the messages is one of the two (the domain's tests hold every template to it).
  return {
    language,
    subject: fillPlaceholders(text.subject, valueOf) ?? text.subject,
    message: fillPlaceholders(text.message, valueOf) ?? text.message,
  };
}

/** The name the saved PDF goes to the patient under: the template's name, which the attachment rules accept. */
export const documentFileName = (template: DocumentTemplate): string => `${template.name}.pdf`;
