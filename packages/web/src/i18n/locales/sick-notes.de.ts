import type { FullCatalogue } from '../catalogue';
import type { sickNotesMessages } from './sick-notes.en';

/**
 * The Swedish sick note in German: the `sickNotes` block of ./de.ts (see ./sick-notes.en.ts). The Swedish authority
 * and form keep their Swedish names.
 */
export const deSickNotesMessages: FullCatalogue<typeof sickNotesMessages> = {
  title: 'Krankschreibung (Schweden)',
  intro:
    'Ärztliches Attest für Krankengeld an die Försäkringskassan (FK 7804). Mit der Signatur geht es an die Försäkringskassan, und der Patient erhält eine Kopie in seinen Nachrichten.',
  loading: 'Krankschreibungen des Termins werden geladen',
  errorTitle: 'Krankschreibungen konnten nicht geladen werden',
  error: 'Die Krankschreibungen des Termins konnten nicht geladen werden. Versuchen Sie es gleich noch einmal.',
  submit: 'Signieren und senden',
  signedNotice:
    'Die Krankschreibung ist signiert und an die Försäkringskassan gesendet. Der Patient hat eine Kopie in seinen Nachrichten.',
  fields: {
    diagnosisCode: 'ICD-10-Code',
    diagnosisText: 'Diagnose',
    diagnosisFromNote: 'Aus der Hauptdiagnose der Notiz',
    basis: 'Das Attest beruht auf',
    basisDate: 'Datum des Kontakts',
    occupation: 'Tätigkeit',
    occupationHint: 'Die Arbeit, an der die Arbeitsfähigkeit gemessen wird',
    functionImpairment: 'Funktionseinschränkung',
    functionImpairmentHint:
      'Wie die Erkrankung die Funktionen des Patienten beeinträchtigt: Ihre Befunde und Beobachtungen',
    activityLimitation: 'Aktivitätseinschränkung',
    activityLimitationHint: 'Was der Patient wegen der Funktionseinschränkung nicht oder nur schwer tun kann',
    measures: 'Empfohlene Maßnahmen',
    measuresText: 'Erläuterung der Maßnahmen',
    messageBody: 'Nachricht an den Patienten',
    messageBodyHint: 'Wird mit der Kopie des Attests an den Patienten gesendet',
  },
  bases: {
    examination: 'Meine Untersuchung des Patienten',
    phone: 'Mein Telefonkontakt mit dem Patienten',
    video: 'Mein Videokontakt mit dem Patienten',
  },
  periods: {
    legend: 'Arbeitsunfähigkeit',
    hint: 'Die Arbeitsfähigkeit ist im angegebenen Umfang gemindert, vom ersten bis einschließlich zum letzten angegebenen Tag.',
    period: 'Zeitraum {{n}}',
    degree: 'Umfang',
    from: 'Von',
    to: 'Bis einschließlich',
    days_one: '{{count}} Tag',
    days_other: '{{count}} Tage',
    add: 'Zeitraum hinzufügen',
    remove: 'Zeitraum {{n}} entfernen',
  },
  degrees: {
    '25': 'Ein Viertel (25 %)',
    '50': 'Die Hälfte (50 %)',
    '75': 'Drei Viertel (75 %)',
    '100': 'Vollständig (100 %)',
  },
  measures: {
    work_adjustment: 'Anpassung des Arbeitsplatzes',
    work_training: 'Arbeitstraining',
    occupational_health: 'Kontakt mit dem betriebsärztlichen Dienst',
    ergonomic_assessment: 'Ergonomische Beurteilung',
    task_redistribution: 'Umverteilung von Aufgaben',
    other: 'Sonstiges',
  },
  problems: {
    required: 'Pflichtfeld.',
    invalid_code: 'Kein gültiger ICD-10-Code, z. B. F43.2.',
    invalid_degree: 'Wählen Sie 25, 50, 75 oder 100 %.',
    invalid_date: 'Geben Sie ein Datum ein.',
    in_future: 'Der Kontakt kann nicht in der Zukunft liegen.',
    too_old: 'Der Kontakt liegt mehr als 30 Tage zurück: Sehen Sie den Patienten erneut, bevor Sie attestieren.',
    ends_before_start: 'Der Zeitraum endet, bevor er beginnt.',
    too_early: 'Beginnt mehr als 7 Tage vor dem Kontakt.',
    too_long: 'Ein Zeitraum darf höchstens ein Jahr lang sein.',
    overlap: 'Überschneidet sich mit Zeitraum {{period}}: Zeiträume dürfen sich nicht überschneiden.',
  },
  failures: {
    title: 'Die Krankschreibung wurde nicht signiert',
    invalid: 'Korrigieren Sie die markierten Felder. Es wurde nichts signiert.',
    serviceDown:
      'Der Attestdienst ist nicht erreichbar. Ihre Eingaben bleiben erhalten: Signieren Sie gleich noch einmal.',
    timeout:
      'Der Attestdienst hat nicht rechtzeitig geantwortet. Ihre Eingaben bleiben erhalten: Signieren Sie erneut, es wird nicht doppelt signiert.',
    rejected: 'Der Attestdienst hat das Attest abgelehnt. Es wurde nichts signiert.',
    forbidden: 'Nur Ärztinnen und Ärzte in Schweden können schwedische Krankschreibungen signieren.',
    other: 'Die Krankschreibung konnte nicht signiert werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  },
  status: { SIGNED: 'Signiert und gesendet' },
  signed: {
    title: 'In diesem Termin signiert',
    period: '{{degree}} % {{from}} – {{to}}',
    certificate: 'Attest {{id}}',
    copySent: 'Kopie an den Patienten gesendet',
    openPdf: 'Attest öffnen (PDF)',
  },
};
