import type { FullCatalogue } from '../catalogue';
import type { accessLogMessages, emergencyAccessMessages, patientSearchMessages } from './record-access.en';

/** Patient search, emergency access and the access log in French (France) (see ./record-access.en.ts). */
export const frPatientSearchMessages: FullCatalogue<typeof patientSearchMessages> = {
  title: 'Rechercher un patient',
  idNumber: {
    SE: 'Numéro d’identité personnel (personnummer)',
    GB: 'Numéro NHS',
    NO: 'Numéro d’identité national (fødselsnummer)',
    FR: 'NIR',
    DE: 'Numéro d’assurance maladie',
  },
  submit: 'Rechercher',
  required: 'Saisissez le numéro complet à rechercher.',
  invalidNumber: 'Ce numéro n’est pas valide. Vérifiez-le et relancez la recherche.',
  results: 'Résultat de la recherche',
  hitDetails: '{{idNumber}} · né(e) le {{dob}}',
  noHit: 'Aucun patient ne correspond à ce numéro.',
  error: {
    title: 'La recherche a échoué',
    message: 'Vérifiez votre connexion et réessayez.',
  },
};

export const frEmergencyAccessMessages: FullCatalogue<typeof emergencyAccessMessages> = {
  open: 'Accès d’urgence…',
  openRecord: 'Ouvrir le dossier',
  inForce: 'Accès d’urgence',
  noCareRelationship: 'Vous n’avez pas de relation de soins avec ce patient.',
  noCareRelationshipPage: {
    title: 'Vous n’avez pas de relation de soins avec ce patient',
    message:
      'Si le patient a besoin de soins maintenant et que vous ne pouvez pas attendre un collègue qui le prend en charge, vous pouvez ouvrir le dossier en accès d’urgence. Cet accès est limité dans le temps, et tout ce que vous consultez est tracé avec votre motif.',
  },
  checking: 'Vérification de vos droits d’accès au dossier',
  checkFailed: {
    title: 'Impossible de vérifier vos droits d’accès au dossier',
    message: 'Vérifiez votre connexion et réessayez.',
  },
  dialog: {
    title: 'Accès d’urgence (bris de glace)',
    explanation:
      'N’utilisez l’accès d’urgence que si le patient a besoin de soins et que le dossier ne peut pas être consulté autrement. L’accès est limité dans le temps. Tout ce que vous consultez est tracé avec votre motif et peut faire l’objet d’un contrôle.',
    reason: 'Motif de l’accès d’urgence',
    reasonCount: '{{length}} caractères sur {{max}} au maximum (au moins {{min}})',
    tooShort: 'Rédigez un motif d’au moins {{min}} caractères.',
    confirm: 'Ouvrir le dossier en accès d’urgence',
    failed: {
      title: 'L’accès d’urgence n’a pas été ouvert',
      invalid: 'Le motif doit comporter entre {{min}} et {{max}} caractères. Votre texte est conservé.',
      notFound: 'Le patient est introuvable, ou votre compte ne permet pas l’accès d’urgence.',
      general: 'Une erreur est survenue. Votre texte est conservé : réessayez.',
    },
  },
  banner: {
    title: 'Accès d’urgence',
    message: 'Accès d’urgence jusqu’à {{time}}. Votre motif : « {{reason}} » Tout ce que vous consultez est tracé.',
  },
};

export const frAccessLogMessages: FullCatalogue<typeof accessLogMessages> = {
  title: 'Journal des accès',
  intro:
    'Recherchez le patient, choisissez une période et consultez toutes les personnes qui ont ouvert son dossier. L’extrait peut être téléchargé en PDF pour être remis au patient.',
  showForPatient: 'Afficher le journal des accès',
  forPatient: 'Journal des accès de {{name}}, {{idNumber}}',
  range: {
    from: 'Du',
    to: 'Au',
    show: 'Afficher',
    invalidDate: 'Saisissez une date.',
    toBeforeFrom: 'La date de fin doit être identique ou postérieure à la date de début.',
    tooLong: 'Choisissez une période de {{max}} jours au maximum.',
  },
  loading: 'Chargement du journal des accès',
  error: {
    title: 'Impossible de charger le journal des accès',
    message: 'Vérifiez votre connexion et réessayez.',
  },
  empty: 'Personne n’a ouvert le dossier de ce patient pendant cette période.',
  downloadPdf: 'Télécharger le PDF',
  table: {
    caption: 'Accès au dossier de {{name}}, du {{from}} au {{to}}, du plus ancien au plus récent',
    time: 'Date et heure',
    who: 'Qui',
    part: 'Partie du dossier',
    outcome: 'Résultat',
    ground: 'Fondement',
    reason: 'Motif',
  },
  actor: {
    staff: '{{name}}, {{profession}}',
    patient: 'Le patient (lien personnel)',
    unknown: 'Inconnu',
  },
  profession: { DOCTOR: 'médecin', NURSE: 'infirmier/infirmière', PSYCHOLOGIST: 'psychologue' },
  part: {
    meeting: 'Consultation',
    record: 'Notes du dossier',
    medications: 'Liste des médicaments',
    vaccinations: 'Vaccinations',
    'lab-results': 'Résultats d’analyses',
    documents: 'Documents',
    messages: 'Messagerie',
    'self-assessments': 'Auto-questionnaires',
    referrals: 'Orientations',
    'patient-link': 'Lien patient',
    'emergency-access': 'Accès d’urgence',
    search: 'Recherche de patient',
    'access-log': 'Journal des accès',
    other: 'Autre',
  },
  outcome: { success: 'Accès accordé', denied: 'Refusé', failure: 'Échec' },
  ground: { care: 'Relation de soins', emergency: 'Accès d’urgence', none: '—' },
};
