import type { PatientProgrammeTexts } from './patient-programme.en';

/** The patient's treatment programme in Swedish, as a Swedish psychologist writes to the patient ('du'); see ./patient-programme.en.ts. */
export const svPatientProgrammeTexts: PatientProgrammeTexts = {
  link: {
    title: 'Ditt behandlingsprogram',
    withClinician: 'Din behandlare: {clinician}',
    validUntil: 'Länken är personlig och fungerar fram till {date}. Dela den inte – den öppnar ditt program.',
    endedUntil: 'Programmet är avslutat. Du kan läsa det du har gjort här fram till {date}.',
  },
  programme: {
    ended: 'Det här programmet är avslutat. Du kan fortfarande läsa det här.',
    completed: 'Du har gått igenom alla moduler i programmet. Bra jobbat!',
    waitingForUnlock: 'Du har gjort allt som är öppet för dig just nu. Din behandlare låser upp nästa modul.',
  },
  module: {
    title: 'Modul {number}: {title}',
    locked: 'Låst – din behandlare låser upp den',
    inProgress: 'Steg {current} av {total}',
    completed: 'Klar',
  },
  step: {
    done: 'Klar',
    completed: 'Klar ✓',
    upcoming: 'Kommer sedan',
    saving: 'Sparar…',
    stepDone: 'Bra! Nu går vi vidare till nästa steg.',
    moduleDone: 'Du har gjort klart den här modulen. Din behandlare tittar på det du har gjort och låser upp nästa.',
    failed: 'Det gick inte att spara. Kontrollera din anslutning och försök igen.',
  },
  exercise: {
    when: 'När',
    rating: '{value} av 10',
    sending: 'Sparar…',
    failed: 'Det sparades inte. Det du skrev finns kvar: kontrollera din anslutning och försök igen.',
  },
  diary: {
    what: 'Vad gjorde du?',
    type: 'Typ av aktivitet',
    types: {
      chores: 'Vardagssysslor',
      social: 'Umgänge',
      exercise: 'Fysisk aktivitet',
      pleasant: 'Något trevligt',
      other: 'Annat',
    },
    feeling: 'Hur kändes det? (0 = mycket dåligt, 10 = mycket bra)',
    add: 'Lägg till i dagboken',
    added: '”{title}” har lagts till i din aktivitetsdagbok.',
    addedList: 'Tillagt i dagboken den här gången',
    missing: 'Skriv vad du gjorde och välj hur det kändes.',
    outOfRange: 'Välj en tid mellan {from} och {to}.',
  },
  situation: {
    description: 'Situationen: var var du och vad hände?',
    thoughts: 'Vad tänkte du?',
    sensations: 'Vad märkte du i kroppen?',
    behaviour: 'Vad gjorde du?',
    shortTerm: 'Vad hände direkt efteråt? (kortsiktiga konsekvenser)',
    longTerm: 'Och på längre sikt? (långsiktiga konsekvenser)',
    strength: 'Hur stark var känslan? (0 = inte alls, 10 = så stark som den kan bli)',
    save: 'Spara situationen',
    saved: 'Din situationsanalys har sparats.',
    savedList: 'Sparat den här gången',
    missing: 'Beskriv situationen och välj hur stark känslan var.',
  },
  questionnaire: {
    question: 'Fråga {number} av {total}',
    send: 'Skicka svar',
    sending: 'Skickar…',
    missing_one: 'Svara på alla frågor innan du skickar. Ännu inte besvarad: fråga {numbers}.',
    missing_other: 'Svara på alla frågor innan du skickar. Ännu inte besvarade: frågorna {numbers}.',
  },
};
