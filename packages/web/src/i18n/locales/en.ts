/** English: the reference catalogue. Every other catalogue has this shape (see ./catalogue.ts). */
export const en = {
  app: {
    name: 'konsult',
  },
  common: {
    backToHome: 'Back to home',
    tryAgain: 'Try again',
    cancel: 'Cancel',
    close: 'Close',
    loading: 'Loading',
  },
  language: {
    label: 'Language',
    names: { en: 'English', sv: 'Svenska', nb: 'Norsk bokmål', fr: 'Français', de: 'Deutsch' },
  },
  country: { SE: 'Sweden', GB: 'United Kingdom', NO: 'Norway', FR: 'France', DE: 'Germany' },
  auth: {
    login: {
      title: 'Sign in to konsult',
      subtitle: 'Video and text consultations with the patient’s record beside the call.',
      username: 'Username',
      password: 'Password',
      submit: 'Sign in',
      error: {
        wrongCredentials: 'Wrong username or password',
        rateLimited: 'Too many attempts, try again in a few minutes',
        general: 'Could not sign in. Check your connection and try again.',
      },
    },
    signOut: 'Sign out',
    signOutFailed: 'Could not sign out. Try again.',
  },
  header: {
    pool: '{{pool}}, {{country}}',
  },
  error: {
    general: {
      title: 'Something went wrong',
      message: 'The page could not be loaded. Try again, or go back to the home page.',
    },
    pageNotFound: {
      title: 'Page not found',
      message: 'There is nothing at this address.',
    },
  },
  home: {
    title: 'My meetings',
    loading: 'Loading meetings',
    empty: 'You have no meetings.',
    error: {
      title: 'Could not load your meetings',
      message: 'Check your connection and try again.',
    },
    section: {
      today: 'Today',
      upcoming: 'Upcoming',
      ended: 'Ended',
    },
    sectionEmpty: {
      today: 'No more meetings today.',
      upcoming: 'No upcoming meetings.',
      ended: 'No ended meetings.',
    },
    child: 'Child: {{name}}',
  },
  meeting: {
    loading: 'Loading meeting',
    status: {
      SCHEDULED: 'Scheduled',
      STARTED: 'Started',
      COMPLETED: 'Completed',
      CANCELLED: 'Cancelled',
      REASSIGNED: 'Reassigned',
      NO_SHOW: 'No-show',
    },
    interventionType: {
      VIDEO: 'Video',
      TEXT: 'Text',
      PHONE: 'Phone',
      CLINIC: 'Clinic',
      CHAT: 'Chat',
    },
    activityType: {
      DEFAULT: 'Consultation',
      REVISIT: 'Revisit',
      PRESCRIPTION_RENEWAL: 'Prescription renewal',
      MENTAL_HEALTH: 'Mental health',
    },
    error: {
      cancelled: {
        title: 'This meeting has been cancelled',
        message:
          'The meeting is no longer yours to hold. If you think this is a mistake, contact clinician support in {{country}}.',
      },
      reassigned: {
        title: 'This meeting has been reassigned',
        message:
          'The meeting was handed to another clinician. If you think this is a mistake, contact clinician support in {{country}}.',
      },
      notFound: {
        title: 'Meeting not found',
        message: 'There is no meeting at this address, or it is not one of yours.',
      },
      general: {
        title: 'Something went wrong',
        message: 'The meeting could not be loaded. Try again in a moment.',
      },
      forbidden: {
        message: 'You do not have access to this meeting.',
      },
    },
  },
  forms: {
    medicalRecord: {
      section: {
        consultation: 'Consultation',
        diagnosis: 'Diagnosis',
        plan: 'Plan',
      },
      reason_for_contact: 'Reason for contact',
      history: 'History',
      current_medication: 'Current medication',
      findings: 'Findings',
      assessment: 'Assessment',
      primary_diagnosis: 'Primary diagnosis',
      secondary_diagnosis: 'Secondary diagnosis',
      plan: 'Plan',
      safety_netting: 'Safety netting',
    },
    options: {
      yes: 'Yes',
      no: 'No',
      'not-applicable': 'Not applicable',
    },
    evaluation: {
      section: {
        outcome: 'Outcome',
        'physical-care': 'Physical care',
        problems: 'Problems',
      },
      patient_helped: 'Was the patient helped?',
      patient_not_helped_reason: 'Why was the patient not helped?',
      not_suitable_for_digital_care_reason: 'Why was the contact not suitable for digital care?',
      patient_helped_action: 'How was the patient helped?',
      referral_type: 'Type of referral',
      appropriate_care_level_nurse: 'Was a nurse the right level of care for this contact?',
      could_have_been_handled_digitally: 'Could this have been handled digitally?',
      physical_booking_reason: 'Why was a physical visit booked?',
      other_issues_with_physical_booking: 'Other issues with the physical booking',
      problems_experienced_reason: 'Problems experienced',
      prescription_created: 'Was a prescription created?',
      antibiotics_prescribed: 'Were antibiotics prescribed?',
      sick_note_created: 'Was a sick note created?',
      refer_further_care: 'Was the patient referred to further care?',
      refer_further_care_specify: 'Specify the further care',
      medical_advice_offer: 'Was medical advice offered?',
      medical_advice_not_offered_specify: 'Why was no medical advice offered?',
      'required-physical-care': 'Did the patient need physical care?',
      options: {
        patient_not_helped_reason: {
          'no-show': 'The patient did not show up',
          'not-suitable': 'Not suitable for digital care',
          'technical-error': 'Technical error',
          'referral-internal': 'Referred to a colleague of another profession',
        },
        not_suitable_for_digital_care_reason: {
          physical: 'Needs a physical examination',
          lab: 'Needs lab tests',
          xray: 'Needs an X-ray',
          permanent: 'Never suitable for digital care',
        },
        patient_helped_action: {
          prescription: 'Prescription',
          referral: 'Referral',
          'sick-note': 'Sick note',
        },
        referral_type: {
          labs: 'Lab tests',
          internal: 'Internal referral',
          other: 'Other',
          specialist: 'Specialist',
          'physical-primary-care': 'Physical primary care',
          'emergency-room': 'Emergency room',
        },
        physical_booking_reason: {
          'patient-preference': 'The patient preferred a physical visit',
          'already-booked': 'A physical visit was already booked',
          'continuity-of-care': 'Continuity of care',
          'local-routine': 'Local routine',
          other: 'Other reason',
        },
        problems_experienced_reason: {
          'not-healthcare': 'Not a healthcare matter',
          'technical-error': 'Technical error',
          'against-policy': 'Against policy',
        },
      },
    },
    icd10: {
      placeholder: 'Search by code or name',
      noResults: 'No matching codes',
      searchError: 'Could not search the diagnosis codes',
      nonRecommended: {
        title: 'Not a recommended code',
        body: '{{code}} is not recommended for this kind of contact. Check the guideline before you use it.',
        link: 'Read the guideline',
      },
    },
    unknownTemplate: 'This form was written in a template konsult does not know ({{id}}).',
  },
  autosave: {
    status: {
      saving: 'Saving…',
      saved: 'All changes saved',
      unsaved: 'Not saved yet',
    },
    saveNow: 'Save now',
    couldNotConnect: 'Could not connect to database',
    saveErrorBody: 'Your text is kept on this computer and is saved as soon as the connection is back.',
    fetchErrorBody: 'The form could not be loaded.',
    restoredDraft: 'Unsaved text from before the page was reloaded was put back.',
    conflict: {
      body: 'Someone saved a newer version while you were writing. Nothing is overwritten until you choose which text to keep.',
      reloadTheirs: 'Reload theirs',
      keepMine: 'Keep mine',
    },
  },
  recordEntry: {
    title: 'Medical record note',
    loading: 'Loading note',
    conflictTitle: 'This note was changed elsewhere',
    signed: 'Signed {{when}}',
    stricken: 'This note has been struck: {{reason}}',
    strickenAt: 'Struck {{when}}',
  },
  evaluation: {
    title: 'Evaluation',
    loading: 'Loading evaluation',
    conflictTitle: 'This evaluation was changed elsewhere',
  },
  finish: {
    error: {
      tryAgain: {
        title: 'Try again',
        body: 'The note could not be signed and the meeting was not finished. Retry signing, or finish now and sign the note later.',
      },
      contactSupport: {
        title: 'Contact support to sign',
        body: 'The records system did not accept your signature because your account there needs attention. Finish the meeting now, sign the note later, and contact clinician support.',
      },
      houseAccess: {
        title: 'No access to this care unit in the records system',
        body: 'You do not have access to the care unit in the records system, so the note cannot be signed. Finish the meeting now and sign the note once you have access.',
      },
      combined: {
        title: 'The records system could not sign the note',
        body: 'Something went wrong in the records system. Retry signing, or finish now and sign the note later. Contact support if it keeps happening.',
      },
      recordsSystemNotResponding: {
        title: 'The records system is not responding',
        body: 'The records system did not answer in time. Retry signing in a moment, or finish now and sign the note later.',
      },
    },
  },
  finishing: {
    label: 'Finishing the meeting',
    button: {
      'sign-and-finish': 'Sign and finish',
      'end-meeting': 'End meeting',
      'close-and-go-home': 'Close and go back home',
    },
    noShow: 'No-show',
    unsign: 'Unsign',
    strike: 'Strike note',
    notSaved:
      'The meeting was not ended because your changes could not be saved. Try again when the connection is back.',
    confirm: {
      title: {
        'sign-and-finish': 'Sign and finish the meeting?',
        'end-meeting': 'End the meeting?',
      },
      body: {
        'sign-and-finish': 'The note is signed and the meeting ends. You then return to the home page.',
        'end-meeting': 'The meeting ends and you return to the home page.',
      },
      signLater: 'Sign later and end',
      checking: 'Checking the forms',
    },
    missing: {
      title: 'Required fields are missing',
      body: 'Fill in these fields before you end the meeting:',
      item: '{{section}}: {{label}}',
      back: 'Back to the forms',
    },
    noShowDialog: {
      title: 'End the meeting as a no-show?',
      body: 'The patient did not attend. The meeting ends without signing the note.',
      confirm: 'End as no-show',
      failed: 'Could not end the meeting as a no-show. Try again.',
    },
    unsignDialog: {
      title: 'Unsign the note?',
      body: 'The note can be edited again. Your reason is kept in the note’s history.',
      reason: 'Reason',
      reasonRequired: 'Enter a reason',
      confirm: 'Unsign note',
      failed: 'Could not unsign the note',
    },
    strikeDialog: {
      title: 'Strike the note',
      description:
        'A struck note stays in the record, marked as struck with your reason, and can no longer be edited. Striking also ends the meeting.',
      reason: 'Reason for striking',
      reasonRequired: 'Enter a reason',
      confirm: 'Strike',
      failed: 'Could not strike the note',
    },
    signingError: {
      retrySigning: 'Retry signing',
      signLater: 'Finish and sign later',
      openLink: 'Open the instructions',
    },
    support: {
      howToContact: 'How to contact support',
      howToContactBody: 'Copy the message below and send it to clinician support from the support page.',
      pageLink: 'Clinician support page',
      messageLabel: 'Message to support',
      messageTemplate:
        'Finishing a meeting failed. Meeting ID: {{meetingId}}. Clinician ID: {{clinicianId}}. Error: {{key}}.',
      copy: 'Copy',
      copied: 'Copied',
    },
    banner: {
      title: 'Something went wrong while finishing the meeting',
      body: 'Try again. If it keeps happening, contact clinician support.',
      link: 'Clinician support page',
    },
  },
  consultation: {
    patientLink: {
      create: 'Copy patient link',
      copied: 'Link copied — send it to the patient',
      failed: 'Could not make a patient link. Try again.',
    },
    header: {
      label: 'Patient and meeting',
      idNumber: 'ID number {{value}}',
      child: 'Child: {{name}}',
      noMeeting: 'No meeting — patient profile',
      patientId: 'Patient {{id}}',
    },
    recordPane: {
      label: 'Patient record',
      hide: 'Hide record',
      show: 'Show record',
      shortcutHint: '{{label}} (Alt+R)',
      tabsLabel: 'Record sections',
      laterRelease: 'This part of the record arrives in a later release.',
    },
    note: {
      label: 'Consultation note',
      empty: 'The consultation note arrives in a later release.',
    },
    actions: {
      label: 'Actions',
      loading: 'Loading {{action}}',
      notAvailable: 'This action is not available yet.',
      names: {
        'send-message': 'Send message',
        'book-revisit': 'Book revisit',
        'se-prescription': 'Prescription',
        'se-lab-referral': 'Lab referral',
        'se-specialist-referral': 'Specialist referral',
        'se-sick-note': 'Sick note',
        'se-home-test-referral-order': 'Home test order',
        'se-self-assessment': 'Self-assessment',
        'no-home-test-order': 'Home test order (Norway)',
        'create-document': 'Create document',
        'uk-eps-prescription': 'EPS prescription',
        'uk-clinician-action': 'Clinician action',
        'uk-payg-prescription': 'Pay-as-you-go prescription',
        'taken-actions': 'Taken actions',
        'treatment-programme': 'Treatment programme',
        'internal-referral': 'Internal referral',
        'physical-referral': 'Physical referral',
        'physical-lab-queue': 'Physical lab queue',
        'pollen-text-prescription': 'Pollen prescription (text)',
      },
    },
    leftbar: {
      symptoms: 'Symptoms',
      patient: 'Patient',
      'insurance-claim-details': 'Insurance claim',
      'upcoming-appointments': 'Upcoming appointments',
      documents: 'Documents',
      'medical-records': 'Medical records',
      'medical-record-entries': 'Record entries',
      'consultation-history': 'Consultation history',
      'self-assessment': 'Self-assessment',
      'health-check': 'Health check',
      'treatment-programme': 'Treatment programme',
      overview: 'Overview',
      'activity-diary': 'Activity diary',
      'situation-analysis': 'Situation analysis',
      'vaccination-list': 'Vaccinations',
      'medication-list': 'Medications',
      'vitality-patient-profile': 'Vitality profile',
      'vitality-insurance-details': 'Insurance details',
      'vitality-personal-details': 'Personal details',
      'vitality-vitals': 'Vitals',
      'vitality-booking': 'Booking',
    },
    unknownAction: {
      title: 'Unknown action “{{name}}”',
      message:
        'The address asks for an action konsult does not know. Go back to the home page and open the meeting again.',
    },
    unknownTab: {
      title: 'Unknown tab “{{name}}”',
      message:
        'The address asks for a record tab konsult does not know. Go back to the home page and open the meeting again.',
    },
    debug: {
      title: 'Debug',
    },
  },
};

export type Catalogue = typeof en;
