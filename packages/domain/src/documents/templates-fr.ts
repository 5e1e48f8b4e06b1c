import { MESSAGE_TO_PATIENT } from './messages-to-patient';
import { area, date, text } from './template-fields';
import type { DocumentTemplate } from './templates';

/**
 * France's templates, as a médecin traitant writes them: the certificat médical in the first person, the courrier
 * d'adressage to a colleague, a certificate for the medicines the patient takes abroad, and the compte rendu the
 * patient is sent. The names carry no apostrophe: they are the PDF's file name, which the attachment rules check.
 */
export const FRENCH_TEMPLATES: DocumentTemplate[] = [
  {
    id: 'fr-certificat-medical',
    language: 'fr',
    kind: 'certificate',
    messageToPatient: MESSAGE_TO_PATIENT.certificate,
    name: 'Certificat médical',
    title: 'Certificat médical',
    fields: [
      text('purpose', 'Objet du certificat'),
      area('findings', 'Constatations'),
      date('validUntil', 'Valable jusqu’au', false),
    ],
    paragraphs: [
      'Je soussigné(e), {{clinicianName}}, {{clinicianTitle}}, certifie avoir reçu {{patientName}}, n° de sécurité sociale {{patientId}}, en téléconsultation le {{date}}.',
      'Objet du certificat : {{purpose}}.',
      'Constatations : {{findings}}',
      'Certificat valable jusqu’au {{validUntil}}.',
      'Certificat établi à la demande de l’intéressé(e) pour faire valoir ce que de droit.',
    ],
  },
  {
    id: 'fr-courrier-adressage',
    language: 'fr',
    kind: 'referral-letter',
    messageToPatient: MESSAGE_TO_PATIENT['referral-letter'],
    name: 'Courrier au confrère',
    title: 'Courrier d’adressage',
    fields: [
      text('recipient', 'Destinataire'),
      area('question', 'Motif d’adressage'),
      area('history', 'Histoire de la maladie et examen'),
      area('medication', 'Traitement en cours', false),
    ],
    paragraphs: [
      'À l’attention de : {{recipient}}',
      'Cher confrère, chère consœur,',
      'Je vous adresse {{patientName}}, n° de sécurité sociale {{patientId}}, vu(e) en téléconsultation le {{date}}.',
      'Motif d’adressage : {{question}}',
      'Histoire de la maladie et examen : {{history}}',
      'Traitement en cours : {{medication}}',
      'Je vous remercie de votre avis et de votre prise en charge. Bien confraternellement.',
    ],
  },
  {
    id: 'fr-certificat-voyage',
    language: 'fr',
    kind: 'travel-certificate',
    messageToPatient: MESSAGE_TO_PATIENT['travel-certificate'],
    name: 'Certificat de voyage',
    title: 'Certificat médical pour le transport de médicaments',
    fields: [
      text('destination', 'Destination'),
      date('travelDate', 'Date de départ'),
      area('medication', 'Médicaments transportés'),
    ],
    paragraphs: [
      'Je soussigné(e), {{clinicianName}}, certifie que {{patientName}}, n° de sécurité sociale {{patientId}}, suit un traitement qui lui est personnellement prescrit et doit l’emporter pendant son voyage.',
      'Destination : {{destination}}. Date de départ : {{travelDate}}.',
      'Médicaments transportés pour son usage personnel : {{medication}}',
    ],
  },
  {
    id: 'fr-compte-rendu',
    language: 'fr',
    kind: 'care-summary',
    messageToPatient: MESSAGE_TO_PATIENT['care-summary'],
    name: 'Compte rendu de consultation',
    title: 'Compte rendu de téléconsultation',
    fields: [area('summary', 'Synthèse'), area('advice', 'Conseils et suite de la prise en charge')],
    paragraphs: [
      'Compte rendu de votre téléconsultation du {{date}}, {{patientName}}.',
      '{{summary}}',
      'Conseils et suite de la prise en charge : {{advice}}',
    ],
  },
];
