import type { FullCatalogue } from '../catalogue';
import type { vaccinationMessages } from './vaccinations.en';

/** The vaccination list in German (Germany): the `vaccinations` block of ./de.ts (see ./vaccinations.en.ts). */
export const deVaccinationMessages: FullCatalogue<typeof vaccinationMessages> = {
  title: 'Impfungen',
  loading: 'Impfungen werden geladen',
  sections: {
    completed: 'Durchgeführt',
    deleted: 'Entfernt',
  },
  empty: {
    completed: 'Für den Patienten sind keine Impfungen dokumentiert.',
    deleted: 'Es wurden keine Impfungen entfernt.',
  },
  item: {
    dose: 'Dosis {{dose}} von {{total}}',
    doseOpenEnded: 'Dosis {{dose}}',
    open: '{{vaccine}}, {{date}} anzeigen',
  },
  add: {
    button: 'Impfung erfassen',
    digitalInfo:
      'Impfungen werden bei einem Vor-Ort-Termin erfasst. Dies ist ein digitaler Termin ohne Einrichtung, daher kann hier keine Impfung erfasst werden.',
    meetinglessInfo:
      'Impfungen werden bei einem Vor-Ort-Termin erfasst. Öffnen Sie den Vor-Ort-Termin des Patienten, um eine Impfung zu erfassen.',
    careFacility: 'Erfasst in {{name}}',
  },
  success: {
    registered: 'Die Impfung wurde erfasst.',
    removed: 'Die Impfung wurde entfernt.',
    close: 'Meldung schließen',
  },
  errors: {
    list: {
      title: 'Impfungen konnten nicht geladen werden',
      message:
        'Die Impfungen des Patienten konnten nicht geladen werden. Versuchen Sie es erneut oder wenden Sie sich an den Behandler-Support, wenn das Problem bestehen bleibt.',
    },
    careFacility: {
      title: 'Einrichtung konnte nicht geladen werden',
      message:
        'Es ist nicht bekannt, ob dieser Termin einer Einrichtung zugeordnet ist, daher können keine Impfungen erfasst werden. Versuchen Sie es erneut.',
    },
    vaccines: {
      title: 'Impfstoffe konnten nicht geladen werden',
      message: 'Die Liste der Impfstoffe konnte nicht geladen werden. Versuchen Sie es erneut.',
    },
    bodySites: {
      title: 'Applikationsorte konnten nicht geladen werden',
      message: 'Die Liste der Applikationsorte konnte nicht geladen werden. Versuchen Sie es erneut.',
    },
    lotNumbers: {
      title: 'Vorgeschlagene Chargennummern konnten nicht geladen werden',
      message:
        'Sie können die Chargennummer trotzdem von der Packung abschreiben. Versuchen Sie es erneut, um Vorschläge zu erhalten.',
    },
    programs: {
      title: 'Impfschemata konnten nicht geladen werden',
      message: 'Die Impfschemata für diesen Impfstoff konnten nicht geladen werden. Versuchen Sie es erneut.',
    },
    add: {
      title: 'Die Impfung wurde nicht erfasst',
      message:
        'Die Impfung konnte nicht erfasst werden. Ihre Angaben bleiben erhalten: Prüfen Sie sie und versuchen Sie es erneut.',
      noCareFacility:
        'Dieser Termin ist keiner Einrichtung zugeordnet, daher können hier keine Impfungen erfasst werden.',
    },
    delete: {
      title: 'Die Impfung wurde nicht entfernt',
      message: 'Die Impfung konnte nicht entfernt werden. Versuchen Sie es erneut.',
    },
  },
  chooser: {
    title: 'Unvollständige Impfserie',
    intro:
      'Der Patient hat unvollständige Impfserien. Setzen Sie eine davon mit der nächsten Dosis fort oder beginnen Sie eine neue Serie.',
    legend: 'Fortzusetzende Serie',
    option_one: '{{program}}: als Nächstes Dosis {{next}} ({{count}} verabreicht)',
    option_other: '{{program}}: als Nächstes Dosis {{next}} ({{count}} verabreicht)',
    single:
      'Der Patient hat eine unvollständige Serie, {{program}}, mit {{given}} von {{total}} verabreichten Dosen. Setzen Sie sie mit Dosis {{next}} fort oder beginnen Sie eine neue Serie.',
    singleOpenEnded_one:
      'Der Patient hat eine laufende Serie, {{program}}, mit {{count}} verabreichten Dosis. Setzen Sie sie mit Dosis {{next}} fort oder beginnen Sie eine neue Serie.',
    singleOpenEnded_other:
      'Der Patient hat eine laufende Serie, {{program}}, mit {{count}} verabreichten Dosen. Setzen Sie sie mit Dosis {{next}} fort oder beginnen Sie eine neue Serie.',
    continue: 'Serie fortsetzen',
    startNew: 'Neue Serie beginnen',
  },
  modal: {
    title: 'Impfung erfassen',
    continuing: 'Fortsetzung: {{program}}',
    newSeries: 'Neue Serie',
    steps: 'Schritte',
    stepHeading: 'Schritt {{number}}: {{title}}',
    stepDone: 'erledigt',
    vaccineStep: 'Impfstoff',
    detailsStep: 'Angaben zur Dosis',
    continue: 'Weiter',
    changeVaccine: 'Impfstoff ändern',
    submit: 'Impfung speichern',
    cancel: 'Abbrechen',
    loading: 'Wird geladen',
    noVaccines: 'Für dieses Impfschema sind keine Impfstoffe verfügbar.',
  },
  fields: {
    vaccine: 'Impfstoff',
    vaccinePlaceholder: 'Impfstoff suchen',
    chosenVaccine: 'Impfstoff: {{name}} ({{manufacturer}})',
    date: 'Impfdatum',
    doseQuantity: 'Dosismenge',
    lotNumber: 'Chargennummer',
    lotNumberDescription:
      '3 bis 128 Zeichen, wie auf der Packung aufgedruckt. Während der Eingabe erscheinen Vorschläge.',
    bodySite: 'Applikationsort',
    program: 'Impfschema',
    doseNumber: 'Dosisnummer',
    doseNumberOption: 'Dosis {{number}}',
    doseNumberGiven: 'Dosis {{number}} (verabreicht)',
    choose: 'Auswählen',
  },
  issues: {
    required: 'Pflichtfeld.',
    unknown: 'Wählen Sie einen Eintrag aus der Liste.',
    date_invalid: 'Geben Sie ein gültiges Datum ein.',
    date_in_future: 'Das Impfdatum darf nicht in der Zukunft liegen.',
    lot_number_too_short: 'Die Chargennummer muss mindestens 3 Zeichen lang sein.',
    lot_number_too_long: 'Die Chargennummer darf höchstens 128 Zeichen lang sein.',
    dose_number_out_of_range: 'Wählen Sie eine Dosisnummer.',
    dose_number_above_series: 'Die Dosisnummer ist höher als die Anzahl der Dosen im Impfschema.',
    dose_number_completed: 'Diese Dosis wurde in der Serie bereits verabreicht.',
  },
  lotWarning:
    'Diese Chargennummer gehört nicht zu den vorgeschlagenen Chargennummern für Impfstoffe gegen {{diseases}}. Gleichen Sie sie vor dem Speichern mit der Packung ab.',
  view: {
    title: 'Impfung',
    vaccine: 'Impfstoff',
    manufacturer: 'Hersteller',
    date: 'Datum',
    dose: 'Dosis',
    program: 'Impfschema',
    doseQuantity: 'Dosismenge',
    lotNumber: 'Chargennummer',
    bodySite: 'Applikationsort',
    reporter: 'Erfasst von',
    reporterUnknown: 'Unbekannt',
    status: 'Status',
    removedReason: 'Grund für das Entfernen',
    removedAt: 'Entfernt',
    remove: 'Eintrag entfernen',
    close: 'Schließen',
  },
  remove: {
    title: 'Impfung entfernen',
    description:
      'Die Impfung bleibt als entfernt mit Ihrer Begründung in der Liste des Patienten. Verwenden Sie dies für eine irrtümlich erfasste Impfung.',
    reason: 'Begründung',
    reasonRequired: 'Geben Sie eine Begründung für das Entfernen der Impfung an.',
    confirm: 'Impfung entfernen',
    cancel: 'Abbrechen',
  },
  status: {
    completed: 'Durchgeführt',
    'entered-in-error': 'Entfernt',
  },
  program: {
    'tbe-primary': 'FSME, Grundimmunisierung',
    'tbe-booster': 'FSME, Auffrischimpfungen',
    'hepatitis-a-b': 'Hepatitis A und B',
    'hepatitis-a': 'Hepatitis A',
    'hepatitis-b': 'Hepatitis B',
    'influenza-seasonal': 'Saisonale Influenza',
    'covid-19': 'COVID-19',
    'diphtheria-tetanus-booster': 'Diphtherie-Tetanus-Auffrischimpfung',
    mmr: 'Masern, Mumps und Röteln',
    pneumococcal: 'Pneumokokken',
    'herpes-zoster': 'Herpes zoster (Gürtelrose)',
    hpv: 'HPV',
    rsv: 'RSV',
  },
  bodySite: {
    'left-upper-arm': 'Linker Oberarm',
    'right-upper-arm': 'Rechter Oberarm',
    'left-thigh': 'Linker Oberschenkel',
    'right-thigh': 'Rechter Oberschenkel',
    nose: 'Nase',
  },
  /** By SNOMED CT code, as they read inside a sentence. */
  disease: {
    '712986001': 'FSME',
    '40468003': 'Hepatitis A',
    '66071002': 'Hepatitis B',
    '6142004': 'Influenza',
    '840539006': 'COVID-19',
    '397430003': 'Diphtherie',
    '76902006': 'Tetanus',
    '27836007': 'Keuchhusten',
    '398102009': 'Poliomyelitis',
    '14189004': 'Masern',
    '36989005': 'Mumps',
    '36653000': 'Röteln',
    '16814004': 'Pneumokokken-Erkrankungen',
    '4740000': 'Herpes zoster',
    '240532009': 'HPV-Infektion',
    '55735004': 'RSV-Infektion',
    other: 'diese Erkrankung',
  },
};
