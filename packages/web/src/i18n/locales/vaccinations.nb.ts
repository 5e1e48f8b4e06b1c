import type { FullCatalogue } from '../catalogue';
import type { vaccinationMessages } from './vaccinations.en';

/** The vaccination list in Norwegian (bokmål): the `vaccinations` block of ./nb.ts (see ./vaccinations.en.ts). */
export const nbVaccinationMessages: FullCatalogue<typeof vaccinationMessages> = {
  title: 'Vaksinasjoner',
  loading: 'Laster vaksinasjoner',
  sections: {
    completed: 'Gjennomførte',
    deleted: 'Fjernede',
  },
  empty: {
    completed: 'Pasienten har ingen registrerte vaksinasjoner.',
    deleted: 'Ingen vaksinasjoner er fjernet.',
  },
  item: {
    dose: 'Dose {{dose}} av {{total}}',
    doseOpenEnded: 'Dose {{dose}}',
    open: 'Vis {{vaccine}}, {{date}}',
  },
  add: {
    button: 'Legg til vaksinasjon',
    digitalInfo:
      'Vaksinasjoner registreres ved en oppmøtekonsultasjon. Dette er en digital konsultasjon uten behandlingssted, så ingen vaksinasjon kan legges til her.',
    meetinglessInfo:
      'Vaksinasjoner registreres ved en oppmøtekonsultasjon. Åpne pasientens oppmøtekonsultasjon for å legge til en.',
    careFacility: 'Registreres på {{name}}',
  },
  success: {
    registered: 'Vaksinasjonen ble registrert.',
    removed: 'Vaksinasjonen ble fjernet.',
    close: 'Lukk meldingen',
  },
  errors: {
    list: {
      title: 'Kunne ikke hente vaksinasjonene',
      message:
        'Pasientens vaksinasjoner kunne ikke hentes. Prøv igjen, eller kontakt brukerstøtten for behandlere hvis feilen vedvarer.',
    },
    careFacility: {
      title: 'Kunne ikke hente behandlingsstedet',
      message:
        'Det er ukjent om konsultasjonen har et behandlingssted, så vaksinasjoner kan ikke legges til. Prøv igjen.',
    },
    vaccines: {
      title: 'Kunne ikke hente vaksinene',
      message: 'Listen over vaksiner kunne ikke hentes. Prøv igjen.',
    },
    bodySites: {
      title: 'Kunne ikke hente injeksjonsstedene',
      message: 'Listen over injeksjonssteder kunne ikke hentes. Prøv igjen.',
    },
    lotNumbers: {
      title: 'Kunne ikke hente forslag til batchnummer',
      message: 'Du kan fortsatt skrive inn batchnummeret fra pakningen. Prøv igjen for å få forslag.',
    },
    programs: {
      title: 'Kunne ikke hente vaksinasjonsprogrammene',
      message: 'Programmene for denne vaksinen kunne ikke hentes. Prøv igjen.',
    },
    add: {
      title: 'Vaksinasjonen ble ikke registrert',
      message:
        'Vaksinasjonen kunne ikke registreres. Opplysningene dine er tatt vare på: kontroller dem og prøv igjen.',
      noCareFacility: 'Konsultasjonen har ikke noe behandlingssted, så vaksinasjoner kan ikke registreres i den.',
    },
    delete: {
      title: 'Vaksinasjonen ble ikke fjernet',
      message: 'Vaksinasjonen kunne ikke fjernes. Prøv igjen.',
    },
  },
  chooser: {
    title: 'Påbegynte vaksinasjonsserier',
    intro: 'Pasienten har påbegynte vaksinasjonsserier. Fortsett en av dem med neste dose, eller start en ny serie.',
    legend: 'Serie som skal fortsettes',
    option_one: '{{program}}: dose {{next}} er neste ({{count}} gitt)',
    option_other: '{{program}}: dose {{next}} er neste ({{count}} gitt)',
    single:
      'Pasienten har en påbegynt serie, {{program}}, med {{given}} av {{total}} doser gitt. Fortsett med dose {{next}}, eller start en ny serie.',
    singleOpenEnded_one:
      'Pasienten har en pågående serie, {{program}}, med {{count}} dose gitt. Fortsett med dose {{next}}, eller start en ny serie.',
    singleOpenEnded_other:
      'Pasienten har en pågående serie, {{program}}, med {{count}} doser gitt. Fortsett med dose {{next}}, eller start en ny serie.',
    continue: 'Fortsett serien',
    startNew: 'Start en ny serie',
  },
  modal: {
    title: 'Legg til vaksinasjon',
    continuing: 'Fortsetter {{program}}',
    newSeries: 'En ny serie',
    steps: 'Trinn',
    stepHeading: 'Trinn {{number}}: {{title}}',
    stepDone: 'fullført',
    vaccineStep: 'Vaksine',
    detailsStep: 'Doseopplysninger',
    continue: 'Fortsett',
    changeVaccine: 'Bytt vaksine',
    submit: 'Registrer vaksinasjon',
    cancel: 'Avbryt',
    loading: 'Laster',
    noVaccines: 'Ingen vaksiner er tilgjengelige for dette programmet.',
  },
  fields: {
    vaccine: 'Vaksine',
    vaccinePlaceholder: 'Søk etter en vaksine',
    chosenVaccine: 'Vaksine: {{name}} ({{manufacturer}})',
    date: 'Vaksinasjonsdato',
    doseQuantity: 'Dosemengde',
    lotNumber: 'Batchnummer',
    lotNumberDescription: '3 til 128 tegn, slik det står på pakningen. Forslag vises mens du skriver.',
    bodySite: 'Injeksjonssted',
    program: 'Vaksinasjonsprogram',
    doseNumber: 'Dosenummer',
    doseNumberOption: 'Dose {{number}}',
    doseNumberGiven: 'Dose {{number}} (gitt)',
    choose: 'Velg',
  },
  issues: {
    required: 'Påkrevd.',
    unknown: 'Velg et alternativ fra listen.',
    date_invalid: 'Skriv inn en gyldig dato.',
    date_in_future: 'Vaksinasjonsdatoen kan ikke være fram i tid.',
    lot_number_too_short: 'Batchnummeret må ha minst 3 tegn.',
    lot_number_too_long: 'Batchnummeret kan ha høyst 128 tegn.',
    dose_number_out_of_range: 'Velg et dosenummer.',
    dose_number_above_series: 'Dosenummeret er høyere enn antall doser i programmet.',
    dose_number_completed: 'Denne dosen er allerede gitt i serien.',
  },
  lotWarning:
    'Batchnummeret er ikke blant de foreslåtte batchnumrene for vaksiner mot {{diseases}}. Kontroller det mot pakningen før du registrerer.',
  view: {
    title: 'Vaksinasjon',
    vaccine: 'Vaksine',
    manufacturer: 'Produsent',
    date: 'Dato',
    dose: 'Dose',
    program: 'Program',
    doseQuantity: 'Dosemengde',
    lotNumber: 'Batchnummer',
    bodySite: 'Injeksjonssted',
    reporter: 'Registrert av',
    reporterUnknown: 'Ukjent',
    status: 'Status',
    removedReason: 'Årsak til fjerning',
    removedAt: 'Fjernet',
    remove: 'Fjern oppføringen',
    close: 'Lukk',
  },
  remove: {
    title: 'Fjern vaksinasjon',
    description:
      'Vaksinasjonen blir stående i pasientens liste som fjernet, med årsaken din. Bruk dette for en registrering som ble gjort ved en feil.',
    reason: 'Årsak',
    reasonRequired: 'Oppgi en årsak til at vaksinasjonen fjernes.',
    confirm: 'Fjern vaksinasjonen',
    cancel: 'Avbryt',
  },
  status: {
    completed: 'Gjennomført',
    'entered-in-error': 'Fjernet',
  },
  program: {
    'tbe-primary': 'TBE, grunnvaksinering',
    'tbe-booster': 'TBE, oppfriskningsdoser',
    'hepatitis-a-b': 'Hepatitt A og B',
    'hepatitis-a': 'Hepatitt A',
    'hepatitis-b': 'Hepatitt B',
    'influenza-seasonal': 'Sesonginfluensa',
    'covid-19': 'Covid-19',
    'diphtheria-tetanus-booster': 'Oppfriskningsdose difteri og stivkrampe',
    mmr: 'Meslinger, kusma og røde hunder',
    pneumococcal: 'Pneumokokksykdom',
    'herpes-zoster': 'Helvetesild',
    hpv: 'HPV',
    rsv: 'RS-virus',
  },
  bodySite: {
    'left-upper-arm': 'Venstre overarm',
    'right-upper-arm': 'Høyre overarm',
    'left-thigh': 'Venstre lår',
    'right-thigh': 'Høyre lår',
    nose: 'Nese',
  },
  disease: {
    '712986001': 'skogflåttencefalitt (TBE)',
    '40468003': 'hepatitt A',
    '66071002': 'hepatitt B',
    '6142004': 'influensa',
    '840539006': 'covid-19',
    '397430003': 'difteri',
    '76902006': 'stivkrampe',
    '27836007': 'kikhoste',
    '398102009': 'poliomyelitt',
    '14189004': 'meslinger',
    '36989005': 'kusma',
    '36653000': 'røde hunder',
    '16814004': 'pneumokokksykdom',
    '4740000': 'helvetesild',
    '240532009': 'HPV-infeksjon',
    '55735004': 'RS-virusinfeksjon',
    other: 'denne sykdommen',
  },
};
