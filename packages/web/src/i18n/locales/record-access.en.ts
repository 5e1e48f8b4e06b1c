/**
 * Finding a patient, emergency access and the auditor's access log (issue 14): the `patientSearch`,
 * `emergencyAccess` and `accessLog` blocks of ./en.ts.
 */
export const patientSearchMessages = {
  title: 'Find a patient',
  /** The identity number as each market names it. */
  idNumber: {
    SE: 'Personal identity number',
    GB: 'NHS number',
    NO: 'National identity number',
    FR: 'NIR',
    DE: 'Health insurance number',
  },
  submit: 'Search',
  required: 'Enter the whole number to search for.',
  invalidNumber: 'This is not a valid number. Check it and search again.',
  results: 'Search result',
  hitDetails: '{{idNumber}} · born {{dob}}',
  noHit: 'No patient with this number.',
  error: {
    title: 'The search failed',
    message: 'Check your connection and try again.',
  },
};

export const emergencyAccessMessages = {
  open: 'Emergency access…',
  openRecord: 'Open record',
  inForce: 'Emergency access',
  noCareRelationship: 'You have no care relationship with this patient.',
  noCareRelationshipPage: {
    title: 'You have no care relationship with this patient',
    message:
      'If the patient needs care now and you cannot wait for a colleague who has one, you can open the record with emergency access. It lasts for a limited time, and everything you open is logged with your reason.',
  },
  checking: 'Checking your access to the record',
  checkFailed: {
    title: 'Could not check your access to the record',
    message: 'Check your connection and try again.',
  },
  dialog: {
    title: 'Emergency access',
    explanation:
      'Use emergency access only when the patient needs care and the record cannot be reached another way. Access lasts for a limited time. Everything you open is logged with your reason and may be reviewed.',
    reason: 'Reason for emergency access',
    reasonCount: '{{length}} of at most {{max}} characters (at least {{min}})',
    tooShort: 'Write a reason of at least {{min}} characters.',
    confirm: 'Open record with emergency access',
    failed: {
      title: 'Emergency access was not opened',
      invalid: 'The reason must be {{min}}–{{max}} characters. Your text is kept.',
      notFound: 'The patient could not be found, or your account cannot use emergency access.',
      general: 'Something went wrong. Your text is kept: try again.',
    },
  },
  banner: {
    title: 'Emergency access',
    message: 'Emergency access until {{time}}. Your reason: “{{reason}}” Everything you open is logged.',
  },
};

export const accessLogMessages = {
  title: 'Access log',
  intro:
    'Find the patient, choose a period and see everyone who opened their record. The extract can be downloaded as a PDF to give to the patient.',
  showForPatient: 'Show access log',
  forPatient: 'Access log for {{name}}, {{idNumber}}',
  range: {
    from: 'From',
    to: 'To',
    show: 'Show',
    invalidDate: 'Enter a date.',
    toBeforeFrom: 'The end date must be on or after the start date.',
    tooLong: 'Choose a period of at most {{max}} days.',
  },
  loading: 'Loading the access log',
  error: {
    title: 'Could not load the access log',
    message: 'Check your connection and try again.',
  },
  empty: 'No one opened this patient’s record in this period.',
  downloadPdf: 'Download PDF',
  table: {
    caption: 'Accesses to {{name}}’s record, {{from}} – {{to}}, oldest first',
    time: 'Time',
    who: 'Who',
    part: 'Part of the record',
    outcome: 'Outcome',
    ground: 'Ground',
    reason: 'Reason',
  },
  actor: {
    staff: '{{name}}, {{profession}}',
    patient: 'The patient (own link)',
    unknown: 'Unknown',
  },
  profession: { DOCTOR: 'doctor', NURSE: 'nurse', PSYCHOLOGIST: 'psychologist' },
  part: {
    meeting: 'Meeting',
    record: 'Record notes',
    medications: 'Medication list',
    vaccinations: 'Vaccinations',
    'lab-results': 'Lab results',
    documents: 'Documents',
    messages: 'Messages',
    'self-assessments': 'Self-assessments',
    referrals: 'Referrals',
    'patient-link': 'Patient link',
    'emergency-access': 'Emergency access',
    search: 'Patient search',
    'access-log': 'Access log',
    other: 'Other',
  },
  outcome: { success: 'Access', denied: 'Denied', failure: 'Failed' },
  ground: { care: 'Care relationship', emergency: 'Emergency access', none: '—' },
};
