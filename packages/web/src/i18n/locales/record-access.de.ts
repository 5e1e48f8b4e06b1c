import type { FullCatalogue } from '../catalogue';
import type { accessLogMessages, emergencyAccessMessages, patientSearchMessages } from './record-access.en';

/** Patient search, emergency access and the access log in German (Germany) (see ./record-access.en.ts). */
export const dePatientSearchMessages: FullCatalogue<typeof patientSearchMessages> = {
  title: 'Patienten suchen',
  idNumber: {
    SE: 'Personnummer',
    GB: 'NHS-Nummer',
    NO: 'Nationale Identitätsnummer',
    FR: 'NIR',
    DE: 'Krankenversichertennummer',
  },
  submit: 'Suchen',
  required: 'Geben Sie die vollständige Nummer ein, nach der gesucht werden soll.',
  invalidNumber: 'Dies ist keine gültige Nummer. Prüfen Sie sie und suchen Sie erneut.',
  results: 'Suchergebnis',
  hitDetails: '{{idNumber}} · geb. {{dob}}',
  noHit: 'Kein Patient mit dieser Nummer.',
  error: {
    title: 'Die Suche ist fehlgeschlagen',
    message: 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
};

export const deEmergencyAccessMessages: FullCatalogue<typeof emergencyAccessMessages> = {
  open: 'Notfallzugriff …',
  openRecord: 'Akte öffnen',
  inForce: 'Notfallzugriff',
  noCareRelationship: 'Sie haben kein Behandlungsverhältnis mit diesem Patienten.',
  noCareRelationshipPage: {
    title: 'Sie haben kein Behandlungsverhältnis mit diesem Patienten',
    message:
      'Wenn der Patient jetzt versorgt werden muss und Sie nicht auf einen Kollegen mit Behandlungsverhältnis warten können, können Sie die Akte per Notfallzugriff öffnen. Der Zugriff ist zeitlich begrenzt, und alles, was Sie öffnen, wird mit Ihrer Begründung protokolliert.',
  },
  checking: 'Ihr Zugriff auf die Akte wird geprüft',
  checkFailed: {
    title: 'Ihr Zugriff auf die Akte konnte nicht geprüft werden',
    message: 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  dialog: {
    title: 'Notfallzugriff',
    explanation:
      'Verwenden Sie den Notfallzugriff nur, wenn der Patient versorgt werden muss und die Akte nicht auf anderem Weg zugänglich ist. Der Zugriff ist zeitlich begrenzt. Alles, was Sie öffnen, wird mit Ihrer Begründung protokolliert und kann überprüft werden.',
    reason: 'Begründung für den Notfallzugriff',
    reasonCount: '{{length}} von höchstens {{max}} Zeichen (mindestens {{min}})',
    tooShort: 'Geben Sie eine Begründung mit mindestens {{min}} Zeichen ein.',
    confirm: 'Akte per Notfallzugriff öffnen',
    failed: {
      title: 'Der Notfallzugriff wurde nicht geöffnet',
      invalid: 'Die Begründung muss {{min}}–{{max}} Zeichen lang sein. Ihr Text bleibt erhalten.',
      notFound: 'Der Patient wurde nicht gefunden, oder Ihr Konto kann keinen Notfallzugriff verwenden.',
      general: 'Etwas ist schiefgelaufen. Ihr Text bleibt erhalten: Versuchen Sie es erneut.',
    },
  },
  banner: {
    title: 'Notfallzugriff',
    message: 'Notfallzugriff bis {{time}}. Ihre Begründung: „{{reason}}“ Alles, was Sie öffnen, wird protokolliert.',
  },
};

export const deAccessLogMessages: FullCatalogue<typeof accessLogMessages> = {
  title: 'Zugriffsprotokoll',
  intro:
    'Suchen Sie den Patienten, wählen Sie einen Zeitraum und sehen Sie alle, die seine Akte geöffnet haben. Der Auszug kann als PDF heruntergeladen und an den Patienten weitergegeben werden.',
  showForPatient: 'Zugriffsprotokoll anzeigen',
  forPatient: 'Zugriffsprotokoll für {{name}}, {{idNumber}}',
  range: {
    from: 'Von',
    to: 'Bis',
    show: 'Anzeigen',
    invalidDate: 'Geben Sie ein Datum ein.',
    toBeforeFrom: 'Das Enddatum muss am oder nach dem Startdatum liegen.',
    tooLong: 'Wählen Sie einen Zeitraum von höchstens {{max}} Tagen.',
  },
  loading: 'Zugriffsprotokoll wird geladen',
  error: {
    title: 'Zugriffsprotokoll konnte nicht geladen werden',
    message: 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  empty: 'In diesem Zeitraum hat niemand die Akte dieses Patienten geöffnet.',
  downloadPdf: 'PDF herunterladen',
  table: {
    caption: 'Zugriffe auf die Akte von {{name}}, {{from}} – {{to}}, älteste zuerst',
    time: 'Zeitpunkt',
    who: 'Wer',
    part: 'Teil der Akte',
    outcome: 'Ergebnis',
    ground: 'Grundlage',
    reason: 'Begründung',
  },
  actor: {
    staff: '{{name}}, {{profession}}',
    patient: 'Der Patient (eigener Link)',
    unknown: 'Unbekannt',
  },
  profession: { DOCTOR: 'Arzt', NURSE: 'Pflegefachkraft', PSYCHOLOGIST: 'Psychologe' },
  part: {
    meeting: 'Termin',
    record: 'Dokumentationseinträge',
    medications: 'Medikationsplan',
    vaccinations: 'Impfungen',
    'lab-results': 'Laborwerte',
    documents: 'Dokumente',
    messages: 'Nachrichten',
    'self-assessments': 'Selbsteinschätzungen',
    referrals: 'Überweisungen',
    'patient-link': 'Patientenlink',
    'emergency-access': 'Notfallzugriff',
    search: 'Patientensuche',
    'access-log': 'Zugriffsprotokoll',
    other: 'Sonstiges',
  },
  outcome: { success: 'Zugriff', denied: 'Verweigert', failure: 'Fehlgeschlagen' },
  ground: { care: 'Behandlungsverhältnis', emergency: 'Notfallzugriff', none: '—' },
};
