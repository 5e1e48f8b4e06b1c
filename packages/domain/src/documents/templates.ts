import { type Country, DEFAULT_LOCALE, type Locale, LOCALES } from '../markets/country';
import { ENGLISH_TEMPLATES } from './templates-en';
import { FRENCH_TEMPLATES } from './templates-fr';
import { GERMAN_TEMPLATES } from './templates-de';
import { NORWEGIAN_TEMPLATES } from './templates-nb';
import { SWEDISH_TEMPLATES } from './templates-sv';

/**
 * Documents from templates (seed 000 §2 create-document; seed 002 §7 Documents; issues 7 and 16): a handful of
 * realistic templates per market, in the market's language (templates-sv.ts … templates-de.ts). A template is data:
 * its fields, and paragraphs with {{placeholders}} for the fields and for {{patientName}}, {{patientId}},
 * {{clinicianName}}, {{clinicianTitle}}, {{date}}.
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
/** The languages a document is written in and a message to the patient is sent in: the markets' five. */
export type MessageLanguage = Locale;
export const MESSAGE_LANGUAGES: readonly MessageLanguage[] = LOCALES;
/** A message to the patient with {{patientGivenName}} and {{clinicianName}} placeholders. */
export type MessageToPatientText = { subject: string; message: string };
export type DocumentTemplate = {
  id: string;
  /** The market's language: the document and its PDF are written in it. */
  language: MessageLanguage;
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

export const DOCUMENT_TEMPLATES: readonly DocumentTemplate[] = [
  ...SWEDISH_TEMPLATES,
  ...ENGLISH_TEMPLATES,
  ...NORWEGIAN_TEMPLATES,
  ...FRENCH_TEMPLATES,
  ...GERMAN_TEMPLATES,
];

/**
 * The templates a clinician of the market is offered: those in the market's language, which is the one its
 * clinicians' screens start in (Swedish in Sweden, bokmål in Norway, …).
 */
export function templatesForMarket(country: Country): DocumentTemplate[] {
  const language = DEFAULT_LOCALE[country];
  return DOCUMENT_TEMPLATES.filter((t) => t.language === language);
}

/** The Intl locale each document language writes its dates in. */
export const DOCUMENT_LOCALE: Record<MessageLanguage, string> = {
  sv: 'sv-SE',
  en: 'en-GB',
  nb: 'nb-NO',
  fr: 'fr-FR',
  de: 'de-DE',
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayFormats = new Map<MessageLanguage, Intl.DateTimeFormat>();

/**
 * A day (yyyy-mm-dd) as a document in the language writes it: 2026-11-28 in Swedish, 28/11/2026 in English and
 * French, 28.11.2026 in Norwegian and German. Anything not a day is left as it is.
 */
export function documentDate(isoDay: string, language: MessageLanguage): string {
  if (!ISO_DAY.test(isoDay) || Number.isNaN(Date.parse(`${isoDay}T00:00:00Z`))) return isoDay;
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(DOCUMENT_LOCALE[language], {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${isoDay}T12:00:00Z`));
}

export type DocumentIssue = { field: string; code: 'required' | 'too_long' | 'invalid_date' | 'unknown_field' };

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
  /** The day the document is written (yyyy-mm-dd); the text writes it as the template's language does. */
  date: string;
};

/**
 * The document's text: the title and the paragraphs with every placeholder filled, the days (the date field's and
 * the day it is written) as the template's language writes them. A paragraph about an optional field left empty is
 * left out (no "valid until ." in a certificate).
 */
export function renderDocumentText(
  template: DocumentTemplate,
  values: Record<string, string>,
  context: DocumentContext,
): { title: string; paragraphs: string[] } {
  const dateFields = new Set(template.fields.filter((f) => f.type === 'date').map((f) => f.name));
  const valueOf = (name: string): string | null => {
    if (name === 'date') return documentDate(context.date, template.language);
    if (name in context) return context[name as keyof DocumentContext];
    const value = (values[name] ?? '').trim();
    if (value === '') return null;
    return dateFields.has(name) ? documentDate(value, template.language) : value;
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
  const tag = preferredLanguage.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  // A record may say Norwegian as 'no' or as nynorsk ('nn'): bokmål is what we have for them.
  const language = tag === 'no' || tag === 'nn' ? 'nb' : tag;
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
