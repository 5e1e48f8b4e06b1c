/**
 * The UK pay-as-you-go prescription (issue 19; seed 000 §4, §5, §8) and the pharmacy map: the `ukPaygPrescriptions` block of
 * ./en.ts, in UK English as a GP reads it.
 */
export const ukPaygMessages = {
  steps: { instructions: 'About this prescription', upload: 'Upload and check', done: 'Done' },
  instructions: {
    what: 'A pay-as-you-go prescription is a private prescription: it does not go through the NHS, and the patient pays the pharmacy for the medicine when they collect it.',
    how: 'Write and sign the prescription as you normally would, save it as a PDF and upload it here. You will see it before it goes: check the signature and the patient’s name.',
    signed: 'The PDF must be the signed prescription. An unsigned draft will not be dispensed.',
    continue: 'Continue',
  },
  upload: {
    file: 'Prescription PDF',
    fileHint: 'A PDF of at most 10 MB.',
    uploading: 'Uploading the PDF…',
    tooLarge: 'The file is too large: at most 10 MB.',
    notPdf: 'This file is not a PDF.',
    failed: 'The PDF could not be uploaded. Check the connection and try again.',
    resumed: 'Not sent yet: this PDF was uploaded earlier. Check it and send it, or choose another file.',
    retry: 'Try again',
  },
  preview: {
    title: 'Preview of the prescription PDF',
    open: 'Open the PDF in a new tab',
    pages_one: '{{count}} page',
    pages_other: '{{count}} pages',
  },
  verify: {
    signature: 'Signature verified',
    patientName: 'Patient name verified',
    hint: 'Tick both before sending.',
  },
  send: 'Send to the patient',
  sendFailed: 'The prescription could not be sent. Nothing has gone to the patient; try again.',
  sent: 'The prescription has been sent. The patient has it in their messages and can take it to any pharmacy.',
  findPharmacy: 'Find a pharmacy near the patient',
  mapBlocked: 'The map did not open in a new tab: open it here.',
  another: 'Upload another prescription',
  status: { UPLOADED: 'Not sent', SENT: 'Sent' },
  takenAction: 'Pay-as-you-go prescription · {{file}}',
  pharmacies: {
    title: 'Pharmacies near {{postcode}}',
    titleNoPostcode: 'Pharmacies',
    postcode: 'Postcode',
    search: 'Search',
    loading: 'Looking for pharmacies',
    errorTitle: 'Could not look for pharmacies',
    error: 'The pharmacies could not be loaded. Try again in a moment.',
    notPlaced: 'We could not place {{postcode}}. Try another postcode.',
    none: 'No pharmacy within 20 miles of {{postcode}}.',
    demoNote: 'Demo list of pharmacies; distances are measured from the centre of the postcode district.',
    map: 'Map of the pharmacies near {{postcode}}, nearest first',
    you: 'Patient’s postcode district',
    distance: '{{miles}} mi',
    hours: 'Opening hours: {{hours}}',
  },
};
