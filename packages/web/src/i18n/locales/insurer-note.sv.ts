import type { FullCatalogue } from '../catalogue';
import type { insurerNoteMessages } from './insurer-note.en';

/** Vitalitys journalformulär för läkare på svenska: `forms.insurerNote` i ./sv.ts (se ./insurer-note.en.ts). */
export const svInsurerNoteMessages: FullCatalogue<typeof insurerNoteMessages> = {
  section: {
    INFO_FOR_VITALITY: 'Information till Vitality',
    HISTORY_OF_PRESENTING_COMPLAINT: 'Aktuellt',
    EXAMINATION_FINDINGS: 'Status',
    MANAGEMENT_PLAN: 'Planering',
  },
  infoForVitality: 'Information till Vitality',
  consultationSummary: 'Aktuellt',
  firstSymptomDate: 'Symtomdebut',
  patientHeldAccidentOrInjury: 'Olycksfall eller skada?',
  traumaticInjury: 'Traumatisk skada?',
  accidentCause: 'Orsak till olycksfall eller skada',
  bodyArea: 'Kroppsdel',
  isDrugMedicalUseRelated: 'Relaterat till alkohol eller droger?',
  PregnancyRelated: 'Graviditetsrelaterat?',
  examinationFindings: 'Status',
  managementPlan: 'Planering',
  reassess: 'Återkomst och uppföljning',
  referBackToNHS: 'Åter till NHS?',
  outcomesSummaryToMainAccount: 'Skicka sammanfattningen till huvudkontots innehavare?',
  confirmFormSubmission: 'Jag bekräftar att formuläret är komplett och kan skickas till Vitality',
  options: {
    accidentCause: {
      none: 'Inget olycksfall eller skada',
      sport: 'Idrott',
      work: 'I arbetet',
      'road-traffic': 'Trafikolycka',
      fall: 'Fall',
      assault: 'Misshandel',
      other: 'Annat',
    },
    bodyArea: {
      'head-neck': 'Huvud och hals',
      shoulder: 'Axel',
      'arm-hand': 'Arm, armbåge eller hand',
      chest: 'Bröstkorg',
      abdomen: 'Buk',
      back: 'Rygg',
      hip: 'Höft',
      'leg-knee': 'Ben eller knä',
      'foot-ankle': 'Fot eller fotled',
      skin: 'Hud',
      'whole-body': 'Allmänt / hela kroppen',
      none: 'Ej tillämpligt',
    },
    isDrugMedicalUseRelated: { DontKnow: 'Vet ej' },
  },
};
