/**
 * The UK identity checks in the patient tab (issue 19; seed 001 §2.3, §7): the `ukIdentity` block of ./en.ts. NHS
 * terms (Summary Care Record, PDS, the Spine) stay as UK clinicians say them.
 */
export const ukIdentityMessages = {
  title: 'Identity verification',
  loading: 'Loading…',
  notChecked: 'Not checked yet',
  retry: 'Try again',
  latest: {
    label: 'Latest check',
    failed: 'Could not load the latest identity check.',
  },
  kbv: {
    label: 'Knowledge-based verification',
    failed: 'Could not load the knowledge-based verification.',
    state: {
      NOT_STARTED: 'Not started',
      IN_PROGRESS: 'In progress',
      PASSED: 'Passed',
      FAILED: 'Failed',
      EXPIRED: 'Expired unfinished',
    },
    questions: '{{answered}} of {{total}} questions answered',
    expires: 'expires {{when}}',
    expired: 'expired {{when}}',
  },
  photoId: {
    label: 'Photo ID (Onfido)',
    failed: 'Could not load the photo ID check.',
    status: {
      not_started: 'Invited, not started',
      in_progress: 'In progress',
      clear: 'Clear',
      consider: 'Consider: needs review',
    },
    document: {
      passport: 'Passport',
      driving_licence: 'Driving licence',
      national_identity_card: 'National identity card',
      residence_permit: 'Residence permit',
    },
    checked: 'checked {{when}}',
    requested: 'requested {{when}}',
  },
  tracing: {
    label: 'NHS tracing (PDS)',
    failed: 'Could not load the NHS tracing result, so it is not known whether the Summary Care Record is missing.',
    traced: 'NHS number {{nhsNumber}} traced {{when}}; Summary Care Record available',
    tracedScrMissing: 'NHS number {{nhsNumber}} traced {{when}}; no Summary Care Record',
    noMatch: 'No match on PDS ({{when}})',
  },
  scrMissing: {
    traced:
      'Summary Care Record missing: none was found on the NHS Spine when the patient was traced on {{when}}. Check medicines and allergies with the patient.',
    noMatch:
      'Summary Care Record missing: the patient could not be traced on the NHS Spine on {{when}}, so no Summary Care Record is available. Check medicines and allergies with the patient.',
  },
};
