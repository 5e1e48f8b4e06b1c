import { SICK_NOTE_BASIS_NAMES_SV, SICK_NOTE_MEASURE_NAMES_SV } from '@konsult/domain';
import type { FullCatalogue } from '../catalogue';
import type { sickNotesMessages } from './sick-notes.en';

/** The Swedish sick note in Swedish: the `sickNotes` block of ./sv.ts (see ./sick-notes.en.ts). */
export const svSickNotesMessages: FullCatalogue<typeof sickNotesMessages> = {
  title: 'Sjukintyg',
  intro:
    'Läkarintyg för sjukpenning (Försäkringskassan FK 7804). När du signerar skickas det till Försäkringskassan och patienten får en kopia i sina meddelanden.',
  loading: 'Besökets sjukintyg laddas',
  errorTitle: 'Sjukintygen kunde inte hämtas',
  error: 'Det gick inte att hämta besökets sjukintyg. Försök igen om en stund.',
  submit: 'Signera och skicka',
  signedNotice:
    'Sjukintyget är signerat och skickat till Försäkringskassan. Patienten har fått en kopia i sina meddelanden.',
  fields: {
    diagnosisCode: 'Diagnoskod (ICD-10)',
    diagnosisText: 'Diagnos',
    diagnosisFromNote: 'Från anteckningens huvuddiagnos',
    basis: 'Intyget är baserat på',
    basisDate: 'Datum för kontakten',
    occupation: 'Sysselsättning',
    occupationHint: 'Det arbete som arbetsförmågan bedöms mot',
    functionImpairment: 'Funktionsnedsättning',
    functionImpairmentHint:
      'Hur sjukdomen påverkar patientens funktionsförmåga: dina undersökningsfynd och iakttagelser',
    activityLimitation: 'Aktivitetsbegränsning',
    activityLimitationHint: 'Vad patienten inte kan, eller har svårt att göra, på grund av funktionsnedsättningen',
    measures: 'Rekommenderade åtgärder',
    measuresText: 'Beskriv åtgärderna',
    messageBody: 'Meddelande till patienten',
    messageBodyHint: 'Skickas med patientens kopia av intyget',
  },
  // The certificate's own words (the domain's), so that the Swedish screen and the PDF agree.
  bases: SICK_NOTE_BASIS_NAMES_SV,
  periods: {
    legend: 'Sjukskrivning',
    hint: 'Arbetsförmågan är nedsatt med angiven omfattning från och med och till och med angivna datum.',
    period: 'Period {{n}}',
    degree: 'Omfattning',
    from: 'Från och med',
    to: 'Till och med',
    days_one: '{{count}} dag',
    days_other: '{{count}} dagar',
    add: 'Lägg till period',
    remove: 'Ta bort period {{n}}',
  },
  degrees: {
    '25': 'En fjärdedel (25 %)',
    '50': 'Hälften (50 %)',
    '75': 'Tre fjärdedelar (75 %)',
    '100': 'Helt (100 %)',
  },
  measures: SICK_NOTE_MEASURE_NAMES_SV,
  problems: {
    required: 'Obligatoriskt.',
    invalid_code: 'Ogiltig ICD-10-kod (t.ex. F43.2).',
    invalid_degree: 'Välj 25, 50, 75 eller 100 %.',
    invalid_date: 'Ange ett datum.',
    in_future: 'Kontakten kan inte ligga i framtiden.',
    too_old: 'Kontakten är mer än 30 dagar gammal: träffa patienten igen innan du intygar.',
    ends_before_start: 'Perioden slutar innan den börjar.',
    too_early: 'Börjar mer än 7 dagar före kontakten.',
    too_long: 'En period kan vara högst ett år.',
    overlap: 'Överlappar period {{period}}: perioderna får inte överlappa varandra.',
  },
  failures: {
    title: 'Sjukintyget signerades inte',
    invalid: 'Rätta de markerade fälten. Inget har signerats.',
    serviceDown: 'Intygstjänsten är inte tillgänglig. Det du har skrivit finns kvar: signera igen om en stund.',
    timeout:
      'Intygstjänsten svarade inte i tid. Det du har skrivit finns kvar: signera igen, intyget signeras inte två gånger.',
    rejected: 'Intygstjänsten tog inte emot intyget. Inget har signerats.',
    forbidden: 'Bara läkare i Sverige kan signera sjukintyg.',
    other: 'Sjukintyget kunde inte signeras. Kontrollera anslutningen och försök igen.',
  },
  status: { SIGNED: 'Signerat och skickat' },
  signed: {
    title: 'Signerade i det här besöket',
    period: '{{degree}} % {{from}} – {{to}}',
    certificate: 'intyg {{id}}',
    copySent: 'kopia skickad till patienten',
    openPdf: 'Öppna intyget (PDF)',
  },
};
