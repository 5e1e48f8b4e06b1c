/**
 * The insurer partnership's (Vitality's) outcomes, the account holder's e-mail and the insurer's refusals of a finish
 * (issue 20; seed 002 §3 "Insurer outcome", §4 "Finishing a meeting", §5): the `insurerOutcomes` block of ./en.ts.
 * Status wording is the seed's (OUTCOME_STATUS_DISPLAY); outcome and sub-outcome names are Vitality's own.
 */
export const insurerOutcomesMessages = {
  title: 'Vitality outcomes',
  intro:
    'Choose the outcome for each section and answer Vitality’s questions. The consultation cannot be ended until every outcome is calculated.',
  /** The section of the missing-fields dialog ("Vitality: …"). */
  section: 'Vitality',
  loading: 'Loading the Vitality outcomes',
  loadErrorTitle: 'Could not load the Vitality outcomes',
  loadError: 'Vitality could not be reached. Nothing has been lost — try again.',
  sections: {
    INFO_FOR_VITALITY: 'Information for Vitality',
    HISTORY_OF_PRESENTING_COMPLAINT: 'History of presenting complaint',
    EXAMINATION_FINDINGS: 'Examination findings',
    MANAGEMENT_PLAN: 'Management plan',
    other: 'Other outcomes',
  },
  /** A section's group, named apart from the note's section of the same title. */
  sectionGroup: 'Outcomes: {{section}}',
  none: 'No outcome chosen yet.',
  names: {
    'Referral to Vitality': 'Referral to Vitality',
    'Routine Referral to Consultant': 'Routine Referral to Consultant',
    'Suspected Cancer': 'Suspected Cancer',
    'Referral to Alternative therapies': 'Referral to Alternative therapies',
    'Referral to Physiotherapy Partner': 'Referral to Physiotherapy Partner',
  },
  subOutcomes: {
    'Discuss Policy': 'Discuss Policy',
    'Personal Details Update': 'Personal Details Update',
    'Patient wants Lifestyle surgeries': 'Patient wants Lifestyle surgeries',
  },
  status: {
    Accept: 'Accepted',
    Decline: 'Indicative Decline',
    MoreInfo: 'More Info',
    Refer: 'Refer to Vitality',
  },
  awaitingAnswers: 'Awaiting answers',
  choose: {
    outcome: 'Outcome',
    outcomePlaceholder: 'Choose an outcome',
    subOutcome: 'Sub-outcome',
    subOutcomePlaceholder: 'Choose a sub-outcome',
    submit: 'Choose outcome',
    outcomeRequired: 'Choose an outcome first.',
    subOutcomeRequired: 'Choose a sub-outcome.',
    sending: 'Sending the outcome to Vitality…',
  },
  rule: {
    unnamed: 'Vitality question {{id}}',
    overridden: 'Not needed: Vitality has overridden this question.',
    yes: 'Yes',
    no: 'No',
  },
  selfPay: 'Self-pay',
  remove: 'Remove',
  saving: 'Saving with Vitality…',
  errors: {
    insurer_unavailable: 'Vitality could not be reached. Nothing was changed — try again.',
    outcome_not_allowed: 'Vitality does not allow this outcome in this section.',
    other: 'The change could not be saved. Try again.',
    tryAgain: 'Try again',
  },
  email: {
    label: 'Account holder e-mail',
    hint: 'Vitality sends the outcome summary to the main account holder at this address.',
    save: 'Save',
    saved: 'Saved',
    notSaved: 'Not saved',
    loading: 'Loading the account holder e-mail',
    loadErrorTitle: 'Could not load the account holder e-mail',
    invalid: 'Enter a valid e-mail address, for example name@example.co.uk.',
    unavailable: 'Vitality could not be reached. The e-mail was not saved — try again.',
    failed: 'The e-mail could not be saved. Try again.',
  },
  /** The missing-fields dialog's labels for the server's insurer markers (409 missing_fields `insurer.<marker>`). */
  markers: {
    'accident-cause-missing': 'Accident cause',
    'body-area-missing': 'Body area',
    'calculated-outcomes-missing': 'Every outcome answered (calculated)',
    'invalid-account-holder-email': 'A valid account-holder e-mail',
    'invalid-icd10-selection': 'A valid ICD-10 diagnosis',
  },
  /** What the finishing bar says about the report to Vitality (seed 002 §4 "Finishing a meeting"). */
  finishing: {
    sending: 'Sending the report to Vitality…',
    traumaticInjuryTitle: 'Outcome summary voided',
    traumaticInjury:
      'Traumatic injury recorded: the outcome summary to the main account holder has been voided. Finish again to send the report to Vitality.',
    unavailableTitle: 'Vitality could not be reached',
    unavailable: 'Vitality could not be reached. Nothing was sent and the meeting is still open — try again.',
    reportFailedTitle: 'The report to Vitality failed',
    reportFailed:
      'The report to Vitality could not be built. The meeting is still open; contact support if this persists.',
  },
};
