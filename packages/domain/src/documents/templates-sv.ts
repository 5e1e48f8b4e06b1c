import { MESSAGE_TO_PATIENT } from './messages-to-patient';
import { area, date, text } from './template-fields';
import type { DocumentTemplate } from './templates';

/** Sweden's templates. The ids are kept: saved documents, tests and the demo data name them. */
export const SWEDISH_TEMPLATES: DocumentTemplate[] = [
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
];
