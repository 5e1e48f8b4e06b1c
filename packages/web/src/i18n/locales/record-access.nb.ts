import type { FullCatalogue } from '../catalogue';
import type { accessLogMessages, emergencyAccessMessages, patientSearchMessages } from './record-access.en';

/** Patient search, emergency access and the access log in Norwegian (bokmål) (see ./record-access.en.ts). */
export const nbPatientSearchMessages: FullCatalogue<typeof patientSearchMessages> = {
  title: 'Finn pasient',
  idNumber: {
    SE: 'Personnummer',
    GB: 'NHS-nummer',
    NO: 'Fødselsnummer',
    FR: 'NIR',
    DE: 'Helseforsikringsnummer',
  },
  submit: 'Søk',
  required: 'Skriv inn hele nummeret du vil søke etter.',
  invalidNumber: 'Nummeret er ikke gyldig. Kontroller det og søk på nytt.',
  results: 'Søkeresultat',
  hitDetails: '{{idNumber}} · født {{dob}}',
  noHit: 'Ingen pasient med dette nummeret.',
  error: {
    title: 'Søket mislyktes',
    message: 'Sjekk tilkoblingen og prøv igjen.',
  },
};

export const nbEmergencyAccessMessages: FullCatalogue<typeof emergencyAccessMessages> = {
  open: 'Nødtilgang…',
  openRecord: 'Åpne journalen',
  inForce: 'Nødtilgang',
  noCareRelationship: 'Du har ikke behandlerrelasjon til denne pasienten.',
  noCareRelationshipPage: {
    title: 'Du har ikke behandlerrelasjon til denne pasienten',
    message:
      'Hvis pasienten trenger helsehjelp nå og du ikke kan vente på en kollega med behandlerrelasjon, kan du åpne journalen med nødtilgang. Tilgangen varer i en begrenset tid, og alt du åpner, logges sammen med begrunnelsen din.',
  },
  checking: 'Kontrollerer tilgangen din til journalen',
  checkFailed: {
    title: 'Kunne ikke kontrollere tilgangen din til journalen',
    message: 'Sjekk tilkoblingen og prøv igjen.',
  },
  dialog: {
    title: 'Nødtilgang',
    explanation:
      'Bruk nødtilgang bare når pasienten trenger helsehjelp og journalen ikke kan nås på annen måte. Tilgangen varer i en begrenset tid. Alt du åpner, logges sammen med begrunnelsen din og kan bli kontrollert.',
    reason: 'Begrunnelse for nødtilgang',
    reasonCount: '{{length}} av høyst {{max}} tegn (minst {{min}})',
    tooShort: 'Skriv en begrunnelse på minst {{min}} tegn.',
    confirm: 'Åpne journalen med nødtilgang',
    failed: {
      title: 'Nødtilgangen ble ikke åpnet',
      invalid: 'Begrunnelsen må være på {{min}}–{{max}} tegn. Teksten din er tatt vare på.',
      notFound: 'Fant ikke pasienten, eller kontoen din kan ikke bruke nødtilgang.',
      general: 'Noe gikk galt. Teksten din er tatt vare på: prøv igjen.',
    },
  },
  banner: {
    title: 'Nødtilgang',
    message: 'Nødtilgang til kl. {{time}}. Din begrunnelse: «{{reason}}» Alt du åpner, logges.',
  },
};

export const nbAccessLogMessages: FullCatalogue<typeof accessLogMessages> = {
  title: 'Tilgangslogg',
  intro:
    'Finn pasienten, velg en periode og se alle som har åpnet pasientens journal. Utskriften kan lastes ned som PDF og gis til pasienten.',
  showForPatient: 'Vis tilgangslogg',
  forPatient: 'Tilgangslogg for {{name}}, {{idNumber}}',
  range: {
    from: 'Fra',
    to: 'Til',
    show: 'Vis',
    invalidDate: 'Skriv inn en dato.',
    toBeforeFrom: 'Sluttdatoen må være samme dag som startdatoen eller senere.',
    tooLong: 'Velg en periode på høyst {{max}} dager.',
  },
  loading: 'Laster tilgangsloggen',
  error: {
    title: 'Kunne ikke laste tilgangsloggen',
    message: 'Sjekk tilkoblingen og prøv igjen.',
  },
  empty: 'Ingen åpnet denne pasientens journal i perioden.',
  downloadPdf: 'Last ned PDF',
  table: {
    caption: 'Oppslag i journalen til {{name}}, {{from}} – {{to}}, eldste først',
    time: 'Tidspunkt',
    who: 'Hvem',
    part: 'Del av journalen',
    outcome: 'Utfall',
    ground: 'Grunnlag',
    reason: 'Begrunnelse',
  },
  actor: {
    staff: '{{name}}, {{profession}}',
    patient: 'Pasienten (egen lenke)',
    unknown: 'Ukjent',
  },
  profession: { DOCTOR: 'lege', NURSE: 'sykepleier', PSYCHOLOGIST: 'psykolog' },
  part: {
    meeting: 'Konsultasjon',
    record: 'Journalnotater',
    medications: 'Legemiddelliste',
    vaccinations: 'Vaksinasjoner',
    'lab-results': 'Prøvesvar',
    documents: 'Dokumenter',
    messages: 'Meldinger',
    'self-assessments': 'Egenvurderinger',
    referrals: 'Henvisninger',
    'patient-link': 'Pasientlenke',
    'emergency-access': 'Nødtilgang',
    search: 'Pasientsøk',
    'access-log': 'Tilgangslogg',
    other: 'Annet',
  },
  outcome: { success: 'Tilgang', denied: 'Avvist', failure: 'Mislyktes' },
  ground: { care: 'Behandlerrelasjon', emergency: 'Nødtilgang', none: '—' },
};
