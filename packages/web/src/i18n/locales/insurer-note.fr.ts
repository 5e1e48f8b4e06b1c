import type { FullCatalogue } from '../catalogue';
import type { insurerNoteMessages } from './insurer-note.en';

/** Le formulaire médecin de Vitality en français : `forms.insurerNote` de ./fr.ts (voir ./insurer-note.en.ts). */
export const frInsurerNoteMessages: FullCatalogue<typeof insurerNoteMessages> = {
  section: {
    INFO_FOR_VITALITY: 'Informations pour Vitality',
    HISTORY_OF_PRESENTING_COMPLAINT: 'Histoire de la maladie',
    EXAMINATION_FINDINGS: 'Examen clinique',
    MANAGEMENT_PLAN: 'Conduite à tenir',
  },
  infoForVitality: 'Informations pour Vitality',
  consultationSummary: 'Histoire de la maladie',
  firstSymptomDate: 'Début des symptômes',
  patientHeldAccidentOrInjury: 'Lié à un accident ou à un traumatisme ?',
  traumaticInjury: 'Lésion traumatique ?',
  accidentCause: 'Circonstances de l’accident ou du traumatisme',
  bodyArea: 'Région du corps',
  isDrugMedicalUseRelated: 'Lié à une consommation d’alcool ou de drogues ?',
  PregnancyRelated: 'Lié à une grossesse ?',
  examinationFindings: 'Examen clinique',
  managementPlan: 'Conduite à tenir',
  reassess: 'Consignes de surveillance et réévaluation',
  referBackToNHS: 'Réorienter vers le NHS ?',
  outcomesSummaryToMainAccount: 'Envoyer la synthèse au titulaire du contrat principal ?',
  confirmFormSubmission: 'Je confirme que ce formulaire est complet et peut être envoyé à Vitality',
  options: {
    accidentCause: {
      none: 'Ni accident ni traumatisme',
      sport: 'Sport',
      work: 'Accident du travail',
      'road-traffic': 'Accident de la voie publique',
      fall: 'Chute',
      assault: 'Agression',
      other: 'Autre',
    },
    bodyArea: {
      'head-neck': 'Tête et cou',
      shoulder: 'Épaule',
      'arm-hand': 'Bras, coude ou main',
      chest: 'Thorax',
      abdomen: 'Abdomen',
      back: 'Dos',
      hip: 'Hanche',
      'leg-knee': 'Jambe ou genou',
      'foot-ankle': 'Pied ou cheville',
      skin: 'Peau',
      'whole-body': 'Général / corps entier',
      none: 'Sans objet',
    },
    isDrugMedicalUseRelated: { DontKnow: 'Ne sait pas' },
  },
};
