/**
 * The insurer partnership's (Vitality's) clinician form (issue 20; domain forms/insurer-note-template.ts): the
 * `forms.insurerNote` block of ./en.ts, in UK clinical English.
 */
export const insurerNoteMessages = {
  section: {
    INFO_FOR_VITALITY: 'Information for Vitality',
    HISTORY_OF_PRESENTING_COMPLAINT: 'History of presenting complaint',
    EXAMINATION_FINDINGS: 'Examination findings',
    MANAGEMENT_PLAN: 'Management plan',
  },
  infoForVitality: 'Information for Vitality',
  consultationSummary: 'History of presenting complaint',
  firstSymptomDate: 'Date symptoms started',
  patientHeldAccidentOrInjury: 'Related to an accident or injury?',
  traumaticInjury: 'Traumatic injury?',
  accidentCause: 'Cause of accident or injury',
  bodyArea: 'Body area',
  isDrugMedicalUseRelated: 'Related to drug or alcohol use?',
  PregnancyRelated: 'Pregnancy related?',
  examinationFindings: 'Examination findings',
  managementPlan: 'Management plan',
  reassess: 'Safety netting and review',
  referBackToNHS: 'Refer back to the NHS?',
  outcomesSummaryToMainAccount: 'Send the outcome summary to the main account holder?',
  confirmFormSubmission: 'I confirm this form is complete and can be sent to Vitality',
  options: {
    accidentCause: {
      none: 'No accident or injury',
      sport: 'Sport',
      work: 'At work',
      'road-traffic': 'Road traffic collision',
      fall: 'Fall',
      assault: 'Assault',
      other: 'Other',
    },
    bodyArea: {
      'head-neck': 'Head and neck',
      shoulder: 'Shoulder',
      'arm-hand': 'Arm, elbow or hand',
      chest: 'Chest',
      abdomen: 'Abdomen',
      back: 'Back',
      hip: 'Hip',
      'leg-knee': 'Leg or knee',
      'foot-ankle': 'Foot or ankle',
      skin: 'Skin',
      'whole-body': 'General / whole body',
      none: 'Not applicable',
    },
    isDrugMedicalUseRelated: { DontKnow: "Don't know" },
  },
};
