import type { FullCatalogue } from '../catalogue';
import type { insurerNoteMessages } from './insurer-note.en';

/** Vitalitys journalskjema for leger på norsk: `forms.insurerNote` i ./nb.ts (se ./insurer-note.en.ts). */
export const nbInsurerNoteMessages: FullCatalogue<typeof insurerNoteMessages> = {
  section: {
    INFO_FOR_VITALITY: 'Informasjon til Vitality',
    HISTORY_OF_PRESENTING_COMPLAINT: 'Aktuelt',
    EXAMINATION_FINDINGS: 'Funn',
    MANAGEMENT_PLAN: 'Plan',
  },
  infoForVitality: 'Informasjon til Vitality',
  consultationSummary: 'Aktuelt',
  firstSymptomDate: 'Symptomdebut',
  patientHeldAccidentOrInjury: 'Ulykke eller skade?',
  traumaticInjury: 'Traumatisk skade?',
  accidentCause: 'Årsak til ulykke eller skade',
  bodyArea: 'Kroppsdel',
  isDrugMedicalUseRelated: 'Relatert til alkohol eller rusmidler?',
  PregnancyRelated: 'Svangerskapsrelatert?',
  examinationFindings: 'Funn',
  managementPlan: 'Plan',
  reassess: 'Ny vurdering og oppfølging',
  referBackToNHS: 'Tilbake til NHS?',
  outcomesSummaryToMainAccount: 'Sende sammendraget til hovedkontoens innehaver?',
  confirmFormSubmission: 'Jeg bekrefter at skjemaet er fullstendig og kan sendes til Vitality',
  options: {
    accidentCause: {
      none: 'Ingen ulykke eller skade',
      sport: 'Idrett',
      work: 'På jobb',
      'road-traffic': 'Trafikkulykke',
      fall: 'Fall',
      assault: 'Vold',
      other: 'Annet',
    },
    bodyArea: {
      'head-neck': 'Hode og hals',
      shoulder: 'Skulder',
      'arm-hand': 'Arm, albue eller hånd',
      chest: 'Bryst',
      abdomen: 'Abdomen',
      back: 'Rygg',
      hip: 'Hofte',
      'leg-knee': 'Bein eller kne',
      'foot-ankle': 'Fot eller ankel',
      skin: 'Hud',
      'whole-body': 'Generelt / hele kroppen',
      none: 'Ikke aktuelt',
    },
    isDrugMedicalUseRelated: { DontKnow: 'Vet ikke' },
  },
};
