/**
 * Home tests in Sweden and Norway (seed 000 §3, §5, §8; seed 001 §2.3; issue 18): the `homeTests` block of ./en.ts.
 * The Swedish lab portal is Labportalen; the patient receives the kit by post and sends the sample back.
 */
export const homeTestsMessages = {
  formLabel: 'Order a home test',
  intro: 'A test kit is posted to the patient, who takes the sample at home and sends it to the lab.',
  loading: 'Loading the home tests',
  errorTitle: 'Could not load the home tests',
  error: 'The home tests of this meeting could not be loaded. Try again.',
  existing: {
    title: 'Ordered in this meeting',
    empty: 'No home test has been ordered in this meeting yet.',
    meta: '{{state}} · {{when}} · {{name}}',
  },
  cancel: {
    button: 'Cancel order',
    title: 'Cancel the order?',
    body: 'The lab stops the {{type}} kit to {{address}}. If it has been posted already, tell the patient not to send in the sample. A new kit of this kind can then be ordered.',
    confirm: 'Yes, cancel the order',
    keep: 'Keep the order',
    failed: 'The order was not cancelled',
    home_test_not_cancellable: 'The answer of this test is back, so the order can no longer be cancelled.',
    default: 'The order could not be cancelled. Nothing was changed: try again in a moment.',
  },
  types: {
    NAIL_FUNGUS: 'Nail fungus',
    SKIN_FUNGUS: 'Skin fungus',
    CHLAMYDIA_FEMALE: 'Chlamydia (vaginal swab)',
    CHLAMYDIA_MALE: 'Chlamydia (urine sample)',
    COVID_19_PCR: 'COVID-19 PCR',
    COVID_19_PCR_VGR: 'COVID-19 PCR (Västra Götaland)',
  },
  states: { ORDERED: 'Ordered', SHIPPED: 'Kit posted', ANSWERED: 'Answer received', CANCELLED: 'Cancelled' },
  steps: {
    list: 'Steps of the home test order',
    heading: 'Step {{number}}: {{title}}',
    done: 'Done',
    edit: 'Change',
    editLabel: 'Change step {{number}}: {{title}}',
    next: 'Next',
    'select-test': 'Select test',
    'confirm-address': 'Confirm address',
    'inform-patient': 'Inform the patient',
    send: 'Send',
  },
  select: {
    label: 'Test',
    blocked: 'Already ordered: the patient has an active order of this kind',
    none: 'No home test is offered in this meeting.',
  },
  address: {
    loading: 'Loading the patient’s address',
    errorTitle: 'Could not load the address',
    error: 'The patient’s registered address could not be loaded. Try again.',
    registered: 'Registered address',
    noRegistered: 'The patient has no registered address. Enter the address to post the kit to.',
    other: 'Use another address',
    address: 'Street address',
    zip: 'Postcode',
    city: 'City',
    country: 'Country',
    required: 'Required',
    zipInvalid: {
      SE: 'A Swedish postcode has five digits, e.g. 118 21.',
      NO: 'A Norwegian postcode has four digits, e.g. 0168.',
    },
    confirm: 'Confirm address',
    confirmed: 'Address confirmed',
    unconfirmed: 'Not confirmed yet',
    edit: 'Edit address',
  },
  inform: {
    intro: 'Tell the patient what will happen:',
    what: {
      NAIL_FUNGUS:
        'A kit with a nail file and a sample tube comes by post within a few working days. The patient files off a little of the affected nail, puts the filings in the tube and sends it back in the prepaid envelope.',
      SKIN_FUNGUS:
        'A kit with a scraper and a sample envelope comes by post within a few working days. The patient scrapes flakes from the edge of the rash into the envelope and sends it back in the prepaid envelope.',
      CHLAMYDIA_FEMALE:
        'A kit with a swab and a tube comes by post in a plain envelope within a few working days. The patient takes a swab from the vagina, puts it in the tube and posts it the same day.',
      CHLAMYDIA_MALE:
        'A kit with a urine tube comes by post in a plain envelope within a few working days. The patient collects the first part of the first urine of the morning and posts the tube the same day.',
      COVID_19_PCR:
        'A kit with a swab and a tube comes by post within one to two working days. The patient swabs the throat and nose as the instructions show and posts the sample the same day.',
      COVID_19_PCR_VGR:
        'A kit from Västra Götalandsregionen with a swab and a tube comes by post within one to two working days. The patient swabs the throat and nose as the instructions show and posts the sample the same day.',
    },
    answer: 'The answer is sent to the patient and to the record; you follow it up if it needs treatment.',
    confirm: 'I have informed the patient',
  },
  send: {
    summary: '{{type}}, posted to {{address}}',
    submit: 'Send order',
  },
  sent: {
    title: 'The home test was ordered',
    body: '{{type}} is posted to {{address}}.',
    close: 'Close',
  },
  errors: {
    title: 'The home test was not ordered',
    patient_protected_identity:
      'The patient has a protected identity: the lab cannot post a kit to them. Arrange the test at a clinic instead.',
    missing_labportalen_user_guid:
      'The patient has no account in Labportalen, where the answer is delivered. Ask the patient to log in to Labportalen once with BankID, then order again.',
    patient_missing_name:
      'The lab has no name for the patient, so the kit cannot be addressed. Check the patient’s details in the population register, then order again.',
    already_ordered:
      'The patient already has an active order of this kind. It must be cancelled before another can be ordered.',
    default: 'The home test could not be ordered. Nothing was sent: try again in a moment.',
  },
};
