import { MESSAGE_TO_PATIENT } from './messages-to-patient';
import { area, date, text } from './template-fields';
import type { DocumentTemplate } from './templates';

/**
 * Norway's templates, in bokmål as a fastlege writes them: the legeerklæring, the henvisning, a reiseattest for the
 * medicines the patient carries, and the summary the patient is sent after the consultation.
 */
export const NORWEGIAN_TEMPLATES: DocumentTemplate[] = [
  {
    id: 'nb-legeerklaering',
    language: 'nb',
    kind: 'certificate',
    messageToPatient: MESSAGE_TO_PATIENT.certificate,
    name: 'Legeerklæring',
    title: 'Legeerklæring',
    fields: [
      text('purpose', 'Erklæringen gjelder'),
      area('findings', 'Vurdering'),
      date('validUntil', 'Gyldig til og med', false),
    ],
    paragraphs: [
      'Det bekreftes herved at {{patientName}}, fødselsnummer {{patientId}}, ble vurdert ved videokonsultasjon {{date}}.',
      'Erklæringen gjelder: {{purpose}}.',
      'Vurdering: {{findings}}',
      'Erklæringen er gyldig til og med {{validUntil}}.',
    ],
  },
  {
    id: 'nb-henvisning',
    language: 'nb',
    kind: 'referral-letter',
    messageToPatient: MESSAGE_TO_PATIENT['referral-letter'],
    name: 'Henvisning',
    title: 'Henvisning',
    fields: [
      text('recipient', 'Mottaker'),
      area('question', 'Problemstilling'),
      area('history', 'Sykehistorie og funn'),
      area('medication', 'Faste legemidler', false),
    ],
    paragraphs: [
      'Til: {{recipient}}',
      'Henvisningen gjelder {{patientName}}, fødselsnummer {{patientId}}.',
      'Problemstilling: {{question}}',
      'Sykehistorie og funn: {{history}}',
      'Faste legemidler: {{medication}}',
    ],
  },
  {
    id: 'nb-reiseattest',
    language: 'nb',
    kind: 'travel-certificate',
    messageToPatient: MESSAGE_TO_PATIENT['travel-certificate'],
    name: 'Reiseattest',
    title: 'Legeattest for medbrakte legemidler',
    fields: [
      text('destination', 'Reisemål'),
      date('travelDate', 'Avreisedato'),
      area('medication', 'Legemidler som medbringes'),
    ],
    paragraphs: [
      '{{patientName}}, fødselsnummer {{patientId}}, reiser til {{destination}} med avreise {{travelDate}}.',
      'Pasienten må under reisen ha med seg følgende legemidler til eget bruk: {{medication}}',
    ],
  },
  {
    id: 'nb-oppsummering',
    language: 'nb',
    kind: 'care-summary',
    messageToPatient: MESSAGE_TO_PATIENT['care-summary'],
    name: 'Oppsummering',
    title: 'Oppsummering av konsultasjonen',
    fields: [area('summary', 'Oppsummering'), area('advice', 'Råd og videre plan')],
    paragraphs: [
      'Oppsummering av konsultasjonen din {{date}}, {{patientName}}.',
      '{{summary}}',
      'Råd og videre plan: {{advice}}',
    ],
  },
];
