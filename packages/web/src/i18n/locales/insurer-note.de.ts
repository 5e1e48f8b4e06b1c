import type { FullCatalogue } from '../catalogue';
import type { insurerNoteMessages } from './insurer-note.en';

/** Das Arztformular von Vitality auf Deutsch: `forms.insurerNote` in ./de.ts (siehe ./insurer-note.en.ts). */
export const deInsurerNoteMessages: FullCatalogue<typeof insurerNoteMessages> = {
  section: {
    INFO_FOR_VITALITY: 'Informationen für Vitality',
    HISTORY_OF_PRESENTING_COMPLAINT: 'Aktuelle Anamnese',
    EXAMINATION_FINDINGS: 'Befund',
    MANAGEMENT_PLAN: 'Procedere',
  },
  infoForVitality: 'Informationen für Vitality',
  consultationSummary: 'Aktuelle Anamnese',
  firstSymptomDate: 'Beschwerdebeginn',
  patientHeldAccidentOrInjury: 'Unfall oder Verletzung?',
  traumaticInjury: 'Traumatische Verletzung?',
  accidentCause: 'Unfall- bzw. Verletzungshergang',
  bodyArea: 'Körperregion',
  isDrugMedicalUseRelated: 'Im Zusammenhang mit Alkohol oder Drogen?',
  PregnancyRelated: 'Schwangerschaftsbezogen?',
  examinationFindings: 'Befund',
  managementPlan: 'Procedere',
  reassess: 'Wiedervorstellung und Kontrolle',
  referBackToNHS: 'Zurück an den NHS?',
  outcomesSummaryToMainAccount: 'Zusammenfassung an den Hauptversicherten senden?',
  confirmFormSubmission: 'Ich bestätige, dass das Formular vollständig ist und an Vitality gesendet werden kann',
  options: {
    accidentCause: {
      none: 'Kein Unfall, keine Verletzung',
      sport: 'Sport',
      work: 'Arbeitsunfall',
      'road-traffic': 'Verkehrsunfall',
      fall: 'Sturz',
      assault: 'Tätlicher Angriff',
      other: 'Sonstiges',
    },
    bodyArea: {
      'head-neck': 'Kopf und Hals',
      shoulder: 'Schulter',
      'arm-hand': 'Arm, Ellenbogen oder Hand',
      chest: 'Thorax',
      abdomen: 'Abdomen',
      back: 'Rücken',
      hip: 'Hüfte',
      'leg-knee': 'Bein oder Knie',
      'foot-ankle': 'Fuß oder Sprunggelenk',
      skin: 'Haut',
      'whole-body': 'Allgemein / ganzer Körper',
      none: 'Nicht zutreffend',
    },
    isDrugMedicalUseRelated: { DontKnow: 'Weiß nicht' },
  },
};
