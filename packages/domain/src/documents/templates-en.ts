import { MESSAGE_TO_PATIENT } from './messages-to-patient';
import { area, date, text } from './template-fields';
import type { DocumentTemplate } from './templates';

/** The UK's templates. The ids are kept: saved documents, tests and the demo data name them. */
export const ENGLISH_TEMPLATES: DocumentTemplate[] = [
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
