import { MESSAGE_TO_PATIENT } from './messages-to-patient';
import { area, date, text } from './template-fields';
import type { DocumentTemplate } from './templates';

/**
 * Germany's templates, as a Hausarztpraxis writes them: the ärztliche Bescheinigung (not the
 * Arbeitsunfähigkeitsbescheinigung, which is a form of its own), the Überweisungsbrief to a colleague, a
 * Reisebescheinigung for the medicines the patient carries, and the Patientenbrief summing up the Videosprechstunde.
 */
export const GERMAN_TEMPLATES: DocumentTemplate[] = [
  {
    id: 'de-aerztliche-bescheinigung',
    language: 'de',
    kind: 'certificate',
    messageToPatient: MESSAGE_TO_PATIENT.certificate,
    name: 'Ärztliche Bescheinigung',
    title: 'Ärztliche Bescheinigung',
    fields: [
      text('purpose', 'Zweck der Bescheinigung'),
      area('findings', 'Befund und Beurteilung'),
      date('validUntil', 'Gültig bis einschließlich', false),
    ],
    paragraphs: [
      'Hiermit wird bescheinigt, dass sich {{patientName}}, Versichertennummer {{patientId}}, am {{date}} in unserer Videosprechstunde vorgestellt hat.',
      'Zweck der Bescheinigung: {{purpose}}.',
      'Befund und Beurteilung: {{findings}}',
      'Die Bescheinigung gilt bis einschließlich {{validUntil}}.',
    ],
  },
  {
    id: 'de-ueberweisungsbrief',
    language: 'de',
    kind: 'referral-letter',
    messageToPatient: MESSAGE_TO_PATIENT['referral-letter'],
    name: 'Überweisungsbrief',
    title: 'Überweisung',
    fields: [
      text('recipient', 'An'),
      area('question', 'Fragestellung'),
      area('history', 'Anamnese und Befunde'),
      area('medication', 'Aktuelle Medikation', false),
    ],
    paragraphs: [
      'An: {{recipient}}',
      'Sehr geehrte Kolleginnen und Kollegen,',
      'wir überweisen Ihnen {{patientName}}, Versichertennummer {{patientId}}, nach Vorstellung in unserer Videosprechstunde am {{date}} zur Mit- und Weiterbehandlung.',
      'Fragestellung: {{question}}',
      'Anamnese und Befunde: {{history}}',
      'Aktuelle Medikation: {{medication}}',
      'Für Rückfragen stehen wir gern zur Verfügung. Mit freundlichen kollegialen Grüßen',
    ],
  },
  {
    id: 'de-reisebescheinigung',
    language: 'de',
    kind: 'travel-certificate',
    messageToPatient: MESSAGE_TO_PATIENT['travel-certificate'],
    name: 'Reisebescheinigung',
    title: 'Ärztliche Bescheinigung für die Mitnahme von Medikamenten',
    fields: [
      text('destination', 'Reiseziel'),
      date('travelDate', 'Abreisedatum'),
      area('medication', 'Mitgeführte Medikamente'),
    ],
    paragraphs: [
      '{{patientName}}, Versichertennummer {{patientId}}, tritt am {{travelDate}} eine Reise an (Reiseziel: {{destination}}).',
      'Während der Reise werden folgende ärztlich verordnete Medikamente zum persönlichen Gebrauch mitgeführt: {{medication}}',
    ],
  },
  {
    id: 'de-patientenbrief',
    language: 'de',
    kind: 'care-summary',
    messageToPatient: MESSAGE_TO_PATIENT['care-summary'],
    name: 'Patientenbrief',
    title: 'Zusammenfassung Ihrer Videosprechstunde',
    fields: [area('summary', 'Zusammenfassung'), area('advice', 'Empfehlungen und weiteres Vorgehen')],
    paragraphs: [
      'Zusammenfassung Ihrer Videosprechstunde am {{date}}, {{patientName}}.',
      '{{summary}}',
      'Empfehlungen und weiteres Vorgehen: {{advice}}',
    ],
  },
];
