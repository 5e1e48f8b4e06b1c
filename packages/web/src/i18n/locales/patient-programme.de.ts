import type { PatientProgrammeTexts } from './patient-programme.en';

/** The patient's treatment programme in German, as a German psychotherapist writes to the patient ('Sie', as the rest of the page); see ./patient-programme.en.ts. */
export const dePatientProgrammeTexts: PatientProgrammeTexts = {
  link: {
    title: 'Ihr Behandlungsprogramm',
    withClinician: 'Betreut von {clinician}',
    validUntil:
      'Dieser Link ist persönlich und gilt bis {date}. Bitte geben Sie ihn nicht weiter: Er öffnet Ihr Programm.',
    endedUntil: 'Das Programm ist beendet. Sie können hier bis {date} nachlesen, was Sie gemacht haben.',
  },
  programme: {
    ended: 'Dieses Programm ist beendet. Sie können es hier weiterhin lesen.',
    completed: 'Sie haben alle Module dieses Programms durchgearbeitet. Sehr gut!',
    waitingForUnlock:
      'Sie haben alles erledigt, was derzeit für Sie freigeschaltet ist. Ihre Therapeutin oder Ihr Therapeut schaltet das nächste Modul frei.',
  },
  module: {
    title: 'Modul {number}: {title}',
    locked: 'Gesperrt – Ihre Therapeutin oder Ihr Therapeut schaltet es frei',
    inProgress: 'Schritt {current} von {total}',
    completed: 'Abgeschlossen',
  },
  step: {
    done: 'Erledigt',
    completed: 'Erledigt ✓',
    upcoming: 'Als Nächstes',
    saving: 'Wird gespeichert …',
    stepDone: 'Gut gemacht. Weiter mit dem nächsten Schritt.',
    moduleDone:
      'Sie haben dieses Modul abgeschlossen. Ihre Therapeutin oder Ihr Therapeut sieht sich Ihre Arbeit an und schaltet das nächste frei.',
    failed: 'Das hat nicht geklappt. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  exercise: {
    when: 'Wann',
    rating: '{value} von 10',
    sending: 'Wird gespeichert …',
    failed:
      'Das wurde nicht gespeichert. Ihr Text ist noch da: Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  diary: {
    what: 'Was haben Sie gemacht?',
    type: 'Art der Aktivität',
    types: {
      chores: 'Pflichten im Alltag',
      social: 'Zeit mit anderen',
      exercise: 'Bewegung',
      pleasant: 'Etwas Angenehmes',
      other: 'Sonstiges',
    },
    feeling: 'Wie hat es sich angefühlt? (0 = sehr schlecht, 10 = sehr gut)',
    add: 'Ins Tagebuch eintragen',
    added: '„{title}“ wurde in Ihr Aktivitätentagebuch eingetragen.',
    addedList: 'Diesmal eingetragen',
    missing: 'Schreiben Sie, was Sie gemacht haben, und wählen Sie, wie es sich angefühlt hat.',
    outOfRange: 'Wählen Sie einen Zeitpunkt zwischen {from} und {to}.',
  },
  situation: {
    description: 'Die Situation: Wo waren Sie, und was ist passiert?',
    thoughts: 'Was ging Ihnen durch den Kopf?',
    sensations: 'Was haben Sie im Körper gespürt?',
    behaviour: 'Was haben Sie getan?',
    shortTerm: 'Was geschah direkt danach? (kurzfristige Folgen)',
    longTerm: 'Und auf längere Sicht? (langfristige Folgen)',
    strength: 'Wie stark war das Gefühl? (0 = gar nicht, 10 = so stark wie nur möglich)',
    save: 'Situation speichern',
    saved: 'Ihre Situationsanalyse wurde gespeichert.',
    savedList: 'Diesmal gespeichert',
    missing: 'Beschreiben Sie die Situation und wählen Sie, wie stark das Gefühl war.',
  },
  questionnaire: {
    question: 'Frage {number} von {total}',
    send: 'Antworten senden',
    sending: 'Wird gesendet …',
    missing_one: 'Bitte beantworten Sie alle Fragen, bevor Sie senden. Noch nicht beantwortet: Frage {numbers}.',
    missing_other: 'Bitte beantworten Sie alle Fragen, bevor Sie senden. Noch nicht beantwortet: Fragen {numbers}.',
  },
};
