import type { FullCatalogue } from '../catalogue';
import type { treatmentProgrammesMessages } from './treatment-programmes.en';

/** Behandlungsprogramme (Online-KVT) auf Deutsch: `treatmentProgrammes` in ./de.ts (siehe ./treatment-programmes.en.ts). */
export const deTreatmentProgrammesMessages: FullCatalogue<typeof treatmentProgrammesMessages> = {
  loading: 'Behandlungsprogramm wird geladen',
  loadErrorTitle: 'Behandlungsprogramm konnte nicht geladen werden',
  loadError:
    'Das Behandlungsprogramm konnte nicht geladen werden. Laden Sie die Seite neu oder wenden Sie sich an den Support, wenn es weiterhin auftritt.',
  empty: 'Für diese Patientin bzw. diesen Patienten wurde kein Behandlungsprogramm gestartet',
  exerciseLoadError:
    'Die Einträge der Patientin bzw. des Patienten konnten nicht geladen werden. Laden Sie die Seite neu oder wenden Sie sich an den Support, wenn es weiterhin auftritt.',
  rating: 'Bewertung {{rating}}/10',
  selector: {
    label: 'Programm',
    option: '{{title}}, gestartet am {{date}} ({{state}})',
  },
  carePlanStates: { active: 'Laufend', completed: 'Abgeschlossen', ended: 'Beendet' },
  overview: {
    started: 'Gestartet am {{date}}',
    ended: 'Beendet am {{date}}',
    lastActive: 'Zuletzt aktiv am {{date}}',
    openMessenger: 'Nachrichten öffnen',
    unread_one: '{{count}} ungelesene Nachricht',
    unread_other: '{{count}} ungelesene Nachrichten',
    pause: 'Unterhaltung pausieren',
    resume: 'Unterhaltung fortsetzen',
    end: 'Programm beenden',
    pausedNote:
      'Die Unterhaltung ist pausiert: Die Patientin bzw. der Patient kann Ihnen erst wieder schreiben, wenn Sie sie fortsetzen.',
  },
  notices: {
    ended:
      '{{title}} wurde beendet. Die Module können nicht mehr geöffnet und Ihnen keine Nachrichten mehr geschrieben werden.',
    paused:
      'Die Unterhaltung ist pausiert. Die Patientin bzw. der Patient kann Ihnen erst wieder schreiben, wenn Sie sie fortsetzen.',
    resumed: 'Die Unterhaltung ist wieder offen. Die Patientin bzw. der Patient kann Ihnen schreiben.',
    unlocked: '{{name}} ist freigeschaltet und beginnt mit Schritt 1.',
  },
  failures: {
    unlockTitle: 'Das Modul wurde nicht freigeschaltet',
    unlock:
      'Das Modul konnte nicht freigeschaltet werden. Versuchen Sie es erneut oder wenden Sie sich an den Support, wenn es weiterhin auftritt.',
    conversationTitle: 'Die Unterhaltung wurde nicht geändert',
    conversation: 'Die Unterhaltung konnte nicht pausiert oder fortgesetzt werden. Versuchen Sie es erneut.',
  },
  progress: {
    next_module_is_unlockable: 'Das nächste Modul kann freigeschaltet werden',
    module_not_completed_in_time: 'Ein Modul wurde nicht rechtzeitig abgeschlossen',
  },
  modules: {
    title: 'Module',
    name: '{{number}}. {{name}}',
    step: 'Schritt {{step}} von {{steps}}',
    started: 'begonnen am {{date}}',
    states: {
      locked: 'Gesperrt',
      unlockable: 'Bereit zur Freischaltung',
      unlocked: 'Freigeschaltet',
      active: 'In Bearbeitung',
      completed: 'Abgeschlossen',
    },
    unlock: 'Freischalten',
    unlockNamed: '{{name}} freischalten',
  },
  end: {
    title: 'Programm beenden?',
    body: '{{title}} endet für die Patientin bzw. den Patienten: Die Module können nicht mehr geöffnet und Ihnen keine Nachrichten mehr im Programm geschrieben werden. Das kann nicht rückgängig gemacht werden.',
    failedTitle: 'Das Programm wurde nicht beendet',
    failed:
      'Das Programm konnte nicht beendet werden. Versuchen Sie es erneut oder wenden Sie sich an den Support, wenn es weiterhin auftritt.',
    confirm: 'Programm beenden',
  },
  note: {
    title: 'Ihre Notiz',
    loading: 'Notiz wird geladen …',
    loadError: 'Die Notiz konnte nicht geladen werden. Laden Sie die Seite neu.',
    label: 'Notiz zum Programm',
    save: 'Notiz speichern',
    by: '{{name}}, {{date}}',
    edit: 'Notiz bearbeiten',
    delete: 'Notiz löschen',
    none: 'Noch keine Notiz.',
    add: 'Notiz hinzufügen',
    failed: 'Die Notiz konnte nicht gespeichert werden. Versuchen Sie es erneut.',
  },
  diary: {
    missing: 'Es wurde kein Aktivitätentagebuch angelegt',
    loading: 'Aktivitätentagebuch wird geladen',
    errorTitle: 'Aktivitätentagebuch konnte nicht geladen werden',
    empty: 'Im Tagebuch wurde noch nichts eingetragen.',
    weeks: 'Aktivitätentagebuch nach Wochen',
    week: 'KW {{number}} · {{range}}',
    activities_one: '{{count}} Aktivität',
    activities_other: '{{count}} Aktivitäten',
    average: 'durchschnittliche Bewertung {{rating}}',
    types: {
      chores: 'Alltagsaufgaben',
      social: 'Zeit mit anderen',
      exercise: 'Bewegung',
      pleasant: 'Etwas Angenehmes',
      other: 'Sonstiges',
    },
  },
  situations: {
    missing: 'Es wurde keine Situationsanalyse angelegt',
    loading: 'Situationsanalysen werden geladen',
    errorTitle: 'Situationsanalysen konnten nicht geladen werden',
    empty: 'Es wurde noch keine Situationsanalyse geschrieben.',
    list: 'Situationsanalysen',
    fields: {
      description: 'Situation',
      thoughts: 'Gedanken',
      sensations: 'Gefühle und körperliche Reaktionen',
      behaviour: 'Was ich getan habe',
      shortTermConsequences: 'Kurzfristige Konsequenzen',
      longTermConsequences: 'Langfristige Konsequenzen',
    },
    notWritten: 'Nicht ausgefüllt',
  },
  start: {
    loading: 'Programme werden geladen',
    loadErrorTitle: 'Programme konnten nicht geladen werden',
    none: 'Für diese Patientin bzw. diesen Patienten kann kein Programm gestartet werden.',
    intro:
      'Starten Sie ein Online-KVT-Programm für {{name}}. Das erste Modul ist sofort auf der Link-Seite freigeschaltet; die weiteren schalten Sie je nach Fortschritt frei.',
    started: '{{title}} wurde für {{name}} gestartet. Sie finden es im Reiter Behandlungsprogramm.',
    failedTitle: 'Das Programm wurde nicht gestartet',
    failed:
      'Das Programm konnte nicht gestartet werden. Versuchen Sie es erneut oder wenden Sie sich an den Support, wenn es weiterhin auftritt.',
    alreadyActive: 'Dieses Programm läuft bereits.',
    unknownProgramme: 'Dieses Programm wird nicht mehr angeboten. Laden Sie die Seite neu.',
    list: 'Programme',
    active: 'Läuft bereits',
    modules_one: '{{count}} Modul',
    modules_other: '{{count}} Module',
    submit: 'Programm starten',
    startNamed: '{{title}} starten',
  },
  messenger: {
    loading: 'Unterhaltung wird geladen',
    errorTitle: 'Unterhaltung konnte nicht geladen werden',
    error:
      'Die Unterhaltung konnte nicht geladen werden. Laden Sie die Seite neu oder wenden Sie sich an den Support, wenn es weiterhin auftritt.',
    title: 'Nachrichten zum Programm',
    with: 'Unterhaltung mit {{name}}',
    ended: 'Das Programm ist beendet und die Unterhaltung geschlossen.',
    paused: 'Die Unterhaltung ist pausiert: Die Patientin bzw. der Patient kann Ihnen zurzeit nicht schreiben.',
    messages: 'Nachrichten',
    empty: 'Noch keine Nachrichten.',
    formLabel: 'An die Patientin bzw. den Patienten schreiben',
    sendFailedTitle: 'Die Nachricht wurde nicht gesendet',
    sendFailed: 'Die Nachricht konnte nicht gesendet werden. Ihr Text bleibt erhalten; versuchen Sie es erneut.',
    messageTo: 'Nachricht an {{name}}',
    message: 'Nachricht',
    required: 'Schreiben Sie zuerst eine Nachricht.',
    send: 'Senden',
  },
  taken: {
    meta: 'Gestartet am {{when}} · {{state}}',
    names: {
      ICBT_ANXIETY: 'Online-KVT bei Ängsten',
      ICBT_DEPRESSION: 'Online-KVT bei Depression',
      ICBT_INSOMNIA: 'Online-KVT bei Schlafstörungen',
    },
  },
};
