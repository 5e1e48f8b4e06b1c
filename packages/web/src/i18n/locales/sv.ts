import type { FullCatalogue } from '../catalogue';

export const sv: FullCatalogue = {
  app: {
    name: 'konsult',
  },
  common: {
    backToHome: 'Tillbaka till startsidan',
    tryAgain: 'Försök igen',
    cancel: 'Avbryt',
    close: 'Stäng',
    loading: 'Laddar',
  },
  language: {
    label: 'Språk',
    names: { en: 'English', sv: 'Svenska', nb: 'Norsk bokmål', fr: 'Français', de: 'Deutsch' },
  },
  country: { SE: 'Sverige', GB: 'Storbritannien', NO: 'Norge', FR: 'Frankrike', DE: 'Tyskland' },
  auth: {
    login: {
      title: 'Logga in i konsult',
      subtitle: 'Video- och textbesök med patientens journal bredvid samtalet.',
      username: 'Användarnamn',
      password: 'Lösenord',
      submit: 'Logga in',
      error: {
        wrongCredentials: 'Fel användarnamn eller lösenord',
        rateLimited: 'För många försök, försök igen om några minuter',
        general: 'Det gick inte att logga in. Kontrollera anslutningen och försök igen.',
      },
    },
    signOut: 'Logga ut',
    signOutFailed: 'Det gick inte att logga ut. Försök igen.',
  },
  header: {
    pool: '{{pool}}, {{country}}',
  },
  error: {
    general: {
      title: 'Något gick fel',
      message: 'Sidan kunde inte laddas. Försök igen eller gå tillbaka till startsidan.',
    },
    pageNotFound: {
      title: 'Sidan finns inte',
      message: 'Det finns ingenting på den här adressen.',
    },
  },
  home: {
    title: 'Mina möten',
    loading: 'Laddar möten',
    empty: 'Du har inga möten.',
    error: {
      title: 'Det gick inte att hämta dina möten',
      message: 'Kontrollera anslutningen och försök igen.',
    },
    section: {
      today: 'Idag',
      upcoming: 'Kommande',
      ended: 'Avslutade',
    },
    sectionEmpty: {
      today: 'Inga fler möten idag.',
      upcoming: 'Inga kommande möten.',
      ended: 'Inga avslutade möten.',
    },
    child: 'Barn: {{name}}',
  },
  meeting: {
    loading: 'Laddar mötet',
    status: {
      SCHEDULED: 'Bokad',
      STARTED: 'Pågår',
      COMPLETED: 'Avslutad',
      CANCELLED: 'Avbokad',
      REASSIGNED: 'Omfördelad',
      NO_SHOW: 'Uteblev',
    },
    interventionType: {
      VIDEO: 'Video',
      TEXT: 'Text',
      PHONE: 'Telefon',
      CLINIC: 'Mottagning',
      CHAT: 'Chatt',
    },
    activityType: {
      DEFAULT: 'Konsultation',
      REVISIT: 'Återbesök',
      PRESCRIPTION_RENEWAL: 'Receptförnyelse',
      MENTAL_HEALTH: 'Psykisk hälsa',
    },
    error: {
      cancelled: {
        title: 'Mötet har avbokats',
        message: 'Mötet är inte längre ditt. Om du tror att det är fel, kontakta klinikersupporten i {{country}}.',
      },
      reassigned: {
        title: 'Mötet har omfördelats',
        message:
          'Mötet har lämnats över till en annan kliniker. Om du tror att det är fel, kontakta klinikersupporten i {{country}}.',
      },
      notFound: {
        title: 'Mötet hittades inte',
        message: 'Det finns inget möte på den här adressen, eller så är det inte ditt.',
      },
      general: {
        title: 'Något gick fel',
        message: 'Mötet kunde inte laddas. Försök igen om en stund.',
      },
      forbidden: {
        message: 'Du har inte behörighet till det här mötet.',
      },
    },
  },
  consultation: {
    header: {
      label: 'Patient och möte',
      idNumber: 'Personnummer {{value}}',
      child: 'Barn: {{name}}',
      noMeeting: 'Inget möte — patientprofil',
      patientId: 'Patient {{id}}',
    },
    recordPane: {
      label: 'Patientjournal',
      hide: 'Dölj journalen',
      show: 'Visa journalen',
      shortcutHint: '{{label}} (Alt+R)',
      tabsLabel: 'Journalens delar',
      laterRelease: 'Den här delen av journalen kommer i en senare version.',
    },
    note: {
      label: 'Journalanteckning',
      empty: 'Journalanteckningen kommer i en senare version.',
    },
    actions: {
      label: 'Åtgärder',
      loading: 'Laddar {{action}}',
      notAvailable: 'Den här åtgärden finns inte än.',
      names: {
        'send-message': 'Skicka meddelande',
        'book-revisit': 'Boka återbesök',
        'se-prescription': 'Recept',
        'se-lab-referral': 'Labbremiss',
        'se-specialist-referral': 'Specialistremiss',
        'se-sick-note': 'Sjukintyg',
        'se-home-test-referral-order': 'Beställ hemtest',
        'se-self-assessment': 'Självskattning',
        'no-home-test-order': 'Beställ hemtest (Norge)',
        'create-document': 'Skapa dokument',
        'uk-eps-prescription': 'EPS-recept',
        'uk-clinician-action': 'Klinikeruppgift',
        'uk-payg-prescription': 'Recept mot egen betalning',
        'taken-actions': 'Vidtagna åtgärder',
        'treatment-programme': 'Behandlingsprogram',
        'internal-referral': 'Intern remiss',
        'physical-referral': 'Remiss till fysiskt besök',
        'physical-lab-queue': 'Provtagning på plats',
        'pollen-text-prescription': 'Pollenrecept (text)',
      },
    },
    leftbar: {
      symptoms: 'Symtom',
      patient: 'Patient',
      'insurance-claim-details': 'Försäkringsärende',
      'upcoming-appointments': 'Kommande bokningar',
      documents: 'Dokument',
      'medical-records': 'Journaler',
      'medical-record-entries': 'Journalanteckningar',
      'consultation-history': 'Besökshistorik',
      'self-assessment': 'Självskattning',
      'health-check': 'Hälsokontroll',
      'treatment-programme': 'Behandlingsprogram',
      overview: 'Översikt',
      'activity-diary': 'Aktivitetsdagbok',
      'situation-analysis': 'Situationsanalys',
      'vaccination-list': 'Vaccinationer',
      'medication-list': 'Läkemedel',
      'vitality-patient-profile': 'Vitality-profil',
      'vitality-insurance-details': 'Försäkringsuppgifter',
      'vitality-personal-details': 'Personuppgifter',
      'vitality-vitals': 'Vitalparametrar',
      'vitality-booking': 'Bokning',
    },
    unknownAction: {
      title: 'Okänd åtgärd ”{{name}}”',
      message:
        'Adressen ber om en åtgärd som konsult inte känner till. Gå tillbaka till startsidan och öppna mötet igen.',
    },
    unknownTab: {
      title: 'Okänd flik ”{{name}}”',
      message:
        'Adressen ber om en journalflik som konsult inte känner till. Gå tillbaka till startsidan och öppna mötet igen.',
    },
    debug: {
      title: 'Felsökning',
    },
  },
};
