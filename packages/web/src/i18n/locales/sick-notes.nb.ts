import type { FullCatalogue } from '../catalogue';
import type { sickNotesMessages } from './sick-notes.en';

/**
 * The Swedish sick note in Norwegian bokmål: the `sickNotes` block of ./nb.ts (see ./sick-notes.en.ts). The
 * Swedish authority and form keep their Swedish names.
 */
export const nbSickNotesMessages: FullCatalogue<typeof sickNotesMessages> = {
  title: 'Sykmelding (Sverige)',
  intro:
    'Legeerklæring for sykepenger til Försäkringskassan (FK 7804). Når du signerer, sendes den til Försäkringskassan, og pasienten får en kopi i meldingene sine.',
  loading: 'Konsultasjonens sykmeldinger lastes',
  errorTitle: 'Kunne ikke hente sykmeldingene',
  error: 'Konsultasjonens sykmeldinger kunne ikke hentes. Prøv igjen om litt.',
  submit: 'Signer og send',
  signedNotice: 'Sykmeldingen er signert og sendt til Försäkringskassan. Pasienten har fått en kopi i meldingene sine.',
  fields: {
    diagnosisCode: 'Diagnosekode (ICD-10)',
    diagnosisText: 'Diagnose',
    diagnosisFromNote: 'Fra notatets hoveddiagnose',
    basis: 'Erklæringen bygger på',
    basisDate: 'Dato for kontakten',
    occupation: 'Arbeid',
    occupationHint: 'Arbeidet arbeidsevnen vurderes opp mot',
    functionImpairment: 'Funksjonsnedsettelse',
    functionImpairmentHint: 'Hvordan sykdommen påvirker pasientens funksjon: dine funn og observasjoner',
    activityLimitation: 'Aktivitetsbegrensning',
    activityLimitationHint:
      'Hva pasienten ikke kan, eller har vanskelig for å gjøre, på grunn av funksjonsnedsettelsen',
    measures: 'Anbefalte tiltak',
    measuresText: 'Beskriv tiltakene',
    messageBody: 'Melding til pasienten',
    messageBodyHint: 'Sendes med pasientens kopi av erklæringen',
  },
  bases: {
    examination: 'Min undersøkelse av pasienten',
    phone: 'Min telefonkontakt med pasienten',
    video: 'Min videokontakt med pasienten',
  },
  periods: {
    legend: 'Sykmelding',
    hint: 'Arbeidsevnen er nedsatt med oppgitt grad fra og med og til og med oppgitte datoer.',
    period: 'Periode {{n}}',
    degree: 'Grad',
    from: 'Fra og med',
    to: 'Til og med',
    days_one: '{{count}} dag',
    days_other: '{{count}} dager',
    add: 'Legg til periode',
    remove: 'Fjern periode {{n}}',
  },
  degrees: {
    '25': 'En firedel (25 %)',
    '50': 'Halvparten (50 %)',
    '75': 'Tre firedeler (75 %)',
    '100': 'Helt (100 %)',
  },
  measures: {
    work_adjustment: 'Tilrettelegging på arbeidsplassen',
    work_training: 'Arbeidstrening',
    occupational_health: 'Kontakt med bedriftshelsetjenesten',
    ergonomic_assessment: 'Ergonomisk vurdering',
    task_redistribution: 'Omfordeling av arbeidsoppgaver',
    other: 'Annet',
  },
  problems: {
    required: 'Må fylles ut.',
    invalid_code: 'Ugyldig ICD-10-kode (f.eks. F43.2).',
    invalid_degree: 'Velg 25, 50, 75 eller 100 %.',
    invalid_date: 'Oppgi en dato.',
    in_future: 'Kontakten kan ikke være fram i tid.',
    too_old: 'Kontakten var for mer enn 30 dager siden: se pasienten igjen før du skriver erklæringen.',
    ends_before_start: 'Perioden slutter før den begynner.',
    too_early: 'Begynner mer enn 7 dager før kontakten.',
    too_long: 'En periode kan være høyst ett år.',
    overlap: 'Overlapper periode {{period}}: periodene kan ikke overlappe hverandre.',
  },
  failures: {
    title: 'Sykmeldingen ble ikke signert',
    invalid: 'Rett feltene som er markert. Ingenting er signert.',
    serviceDown: 'Erklæringstjenesten er ikke tilgjengelig. Det du har skrevet, er tatt vare på: signer igjen om litt.',
    timeout:
      'Erklæringstjenesten svarte ikke i tide. Det du har skrevet, er tatt vare på: signer igjen, den blir ikke signert to ganger.',
    rejected: 'Erklæringstjenesten avviste erklæringen. Ingenting er signert.',
    forbidden: 'Bare leger i Sverige kan signere svenske sykmeldinger.',
    other: 'Sykmeldingen kunne ikke signeres. Sjekk tilkoblingen og prøv igjen.',
  },
  status: { SIGNED: 'Signert og sendt' },
  signed: {
    title: 'Signert i denne konsultasjonen',
    period: '{{degree}} % {{from}} – {{to}}',
    certificate: 'erklæring {{id}}',
    copySent: 'kopi sendt til pasienten',
    openPdf: 'Åpne erklæringen (PDF)',
  },
};
