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
  consultation: {
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
