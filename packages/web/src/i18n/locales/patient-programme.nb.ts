import type { PatientProgrammeTexts } from './patient-programme.en';

/** The patient's treatment programme in Norwegian (bokmål), as a Norwegian psychologist writes to the patient ('du'); see ./patient-programme.en.ts. */
export const nbPatientProgrammeTexts: PatientProgrammeTexts = {
  link: {
    title: 'Ditt behandlingsprogram',
    withClinician: 'Behandleren din: {clinician}',
    validUntil: 'Lenken er personlig og virker frem til {date}. Ikke del den – den åpner programmet ditt.',
    endedUntil: 'Programmet er avsluttet. Du kan lese det du har gjort her frem til {date}.',
  },
  programme: {
    ended: 'Dette programmet er avsluttet. Du kan fortsatt lese det her.',
    completed: 'Du har jobbet deg gjennom alle modulene i programmet. Godt jobbet!',
    waitingForUnlock: 'Du har gjort alt som er åpent for deg nå. Behandleren din låser opp neste modul.',
  },
  module: {
    title: 'Modul {number}: {title}',
    locked: 'Låst – behandleren din låser den opp',
    inProgress: 'Steg {current} av {total}',
    completed: 'Fullført',
  },
  step: {
    done: 'Ferdig',
    completed: 'Ferdig ✓',
    upcoming: 'Kommer senere',
    saving: 'Lagrer…',
    stepDone: 'Bra! Videre til neste steg.',
    moduleDone: 'Du har fullført denne modulen. Behandleren din ser på arbeidet ditt og låser opp den neste.',
    failed: 'Det gikk ikke. Sjekk forbindelsen og prøv igjen.',
  },
  exercise: {
    when: 'Når',
    rating: '{value} av 10',
    sending: 'Lagrer…',
    failed: 'Dette ble ikke lagret. Det du skrev, er fortsatt her: sjekk forbindelsen og prøv igjen.',
  },
  diary: {
    what: 'Hva gjorde du?',
    type: 'Type aktivitet',
    types: {
      chores: 'Husarbeid og gjøremål',
      social: 'Sammen med andre',
      exercise: 'Trening',
      pleasant: 'Noe hyggelig',
      other: 'Annet',
    },
    feeling: 'Hvordan føltes det? (0 = svært dårlig, 10 = svært bra)',
    add: 'Legg til i dagboken',
    added: '«{title}» er lagt til i aktivitetsdagboken din.',
    addedList: 'Lagt til i dagboken denne gangen',
    missing: 'Skriv hva du gjorde, og velg hvordan det føltes.',
    outOfRange: 'Velg et tidspunkt mellom {from} og {to}.',
  },
  situation: {
    description: 'Situasjonen: hvor var du, og hva skjedde?',
    thoughts: 'Hva tenkte du?',
    sensations: 'Hva merket du i kroppen?',
    behaviour: 'Hva gjorde du?',
    shortTerm: 'Hva skjedde rett etterpå? (kortsiktige konsekvenser)',
    longTerm: 'Og på lengre sikt? (langsiktige konsekvenser)',
    strength: 'Hvor sterk var følelsen? (0 = ikke i det hele tatt, 10 = så sterk som den kan bli)',
    save: 'Lagre situasjonen',
    saved: 'Situasjonsanalysen din er lagret.',
    savedList: 'Lagret denne gangen',
    missing: 'Beskriv situasjonen, og velg hvor sterk følelsen var.',
  },
  questionnaire: {
    question: 'Spørsmål {number} av {total}',
    send: 'Send svar',
    sending: 'Sender…',
    missing_one: 'Svar på alle spørsmålene før du sender. Ikke besvart ennå: spørsmål {numbers}.',
    missing_other: 'Svar på alle spørsmålene før du sender. Ikke besvart ennå: spørsmål {numbers}.',
  },
};
