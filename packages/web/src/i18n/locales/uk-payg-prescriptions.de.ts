import type { FullCatalogue } from '../catalogue';
import type { ukPaygMessages } from './uk-payg-prescriptions.en';

/** The UK pay-as-you-go prescription in German: the `ukPaygPrescriptions` block of ./de.ts (see ./uk-payg-prescriptions.en.ts). */
export const deUkPaygMessages: FullCatalogue<typeof ukPaygMessages> = {
  steps: { instructions: 'Zu diesem Rezept', upload: 'Hochladen und prüfen', done: 'Fertig' },
  instructions: {
    what: 'Ein „Pay-as-you-go“-Rezept ist ein Privatrezept: Es läuft nicht über den NHS, die Patientin oder der Patient bezahlt das Arzneimittel bei Abholung in der Apotheke selbst.',
    how: 'Stellen Sie das Rezept wie gewohnt aus, unterschreiben Sie es, speichern Sie es als PDF und laden Sie es hier hoch. Vor dem Versand sehen Sie es: Prüfen Sie Unterschrift und Patientennamen.',
    signed: 'Das PDF muss das unterschriebene Rezept sein. Ein nicht unterschriebener Entwurf wird nicht beliefert.',
    continue: 'Weiter',
  },
  upload: {
    file: 'Rezept (PDF)',
    fileHint: 'Ein PDF mit höchstens 10 MB.',
    uploading: 'PDF wird hochgeladen…',
    tooLarge: 'Die Datei ist zu groß: höchstens 10 MB.',
    notPdf: 'Diese Datei ist kein PDF.',
    failed: 'Das PDF konnte nicht hochgeladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    resumed:
      'Noch nicht gesendet: Dieses PDF wurde zuvor hochgeladen. Prüfen und senden Sie es oder wählen Sie eine andere Datei.',
    retry: 'Erneut versuchen',
  },
  preview: {
    title: 'Vorschau des Rezepts (PDF)',
    open: 'PDF in neuem Tab öffnen',
    pages_one: '{{count}} Seite',
    pages_other: '{{count}} Seiten',
  },
  verify: {
    signature: 'Unterschrift geprüft',
    patientName: 'Patientenname geprüft',
    hint: 'Vor dem Senden beide Kästchen ankreuzen.',
  },
  send: 'An Patient/in senden',
  sendFailed:
    'Das Rezept konnte nicht gesendet werden. Es ist nichts beim Patienten angekommen; bitte erneut versuchen.',
  sent: 'Das Rezept wurde gesendet. Es liegt in den Nachrichten des Patienten und kann in jeder Apotheke eingelöst werden.',
  findPharmacy: 'Apotheke in der Nähe des Patienten finden',
  mapBlocked: 'Die Karte wurde nicht in einem neuen Tab geöffnet: hier öffnen.',
  another: 'Weiteres Rezept hochladen',
  status: { UPLOADED: 'Nicht gesendet', SENT: 'Gesendet' },
  takenAction: 'Privatrezept · {{file}}',
  pharmacies: {
    title: 'Apotheken in der Nähe von {{postcode}}',
    titleNoPostcode: 'Apotheken',
    postcode: 'Postleitzahl',
    search: 'Suchen',
    loading: 'Apotheken werden gesucht',
    errorTitle: 'Apothekensuche nicht möglich',
    error: 'Die Apotheken konnten nicht geladen werden. Bitte gleich erneut versuchen.',
    notPlaced: '{{postcode}} konnte nicht gefunden werden. Versuchen Sie eine andere Postleitzahl.',
    none: 'Keine Apotheke im Umkreis von 32 km um {{postcode}}.',
    demoNote: 'Demo-Liste von Apotheken; Entfernungen ab der Mitte des Postleitzahlbezirks gemessen.',
    map: 'Karte der Apotheken in der Nähe von {{postcode}}, nächste zuerst',
    you: 'Postleitzahlbezirk des Patienten',
    distance: '{{km}} km',
    hours: 'Öffnungszeiten: {{hours}}',
  },
};
