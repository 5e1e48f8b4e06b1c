import type { FullCatalogue } from '../catalogue';
import type { insurerOutcomesMessages } from './insurer-outcomes.en';

/** Vitality's outcomes in German: the `insurerOutcomes` block of ./de.ts (see ./insurer-outcomes.en.ts). */
export const deInsurerOutcomesMessages: FullCatalogue<typeof insurerOutcomesMessages> = {
  title: 'Ergebnisse für Vitality',
  intro:
    'Wählen Sie für jeden Abschnitt das Ergebnis und beantworten Sie die Fragen von Vitality. Die Konsultation kann erst beendet werden, wenn alle Ergebnisse berechnet sind.',
  section: 'Vitality',
  loading: 'Ergebnisse für Vitality werden geladen',
  loadErrorTitle: 'Ergebnisse für Vitality konnten nicht geladen werden',
  loadError: 'Vitality ist nicht erreichbar. Es ist nichts verloren gegangen – bitte erneut versuchen.',
  sections: {
    INFO_FOR_VITALITY: 'Informationen für Vitality',
    HISTORY_OF_PRESENTING_COMPLAINT: 'Aktuelle Anamnese',
    EXAMINATION_FINDINGS: 'Untersuchungsbefund',
    MANAGEMENT_PLAN: 'Procedere',
    other: 'Weitere Ergebnisse',
  },
  sectionGroup: 'Ergebnisse: {{section}}',
  none: 'Noch kein Ergebnis gewählt.',
  names: {
    'Referral to Vitality': 'Weiterleitung an Vitality',
    'Routine Referral to Consultant': 'Reguläre Überweisung an Fachärztin/Facharzt',
    'Suspected Cancer': 'Verdacht auf Krebserkrankung',
    'Referral to Alternative therapies': 'Überweisung zu alternativen Therapien',
    'Referral to Physiotherapy Partner': 'Überweisung an Physiotherapie-Partner',
  },
  subOutcomes: {
    'Discuss Policy': 'Versicherungsvertrag besprechen',
    'Personal Details Update': 'Aktualisierung der persönlichen Daten',
    'Patient wants Lifestyle surgeries': 'Patient wünscht Lifestyle-Eingriff',
  },
  status: {
    Accept: 'Angenommen',
    Decline: 'Vorläufige Ablehnung',
    MoreInfo: 'Weitere Informationen',
    Refer: 'An Vitality verweisen',
  },
  awaitingAnswers: 'Antworten ausstehend',
  choose: {
    outcome: 'Ergebnis',
    outcomePlaceholder: 'Ergebnis wählen',
    subOutcome: 'Unterergebnis',
    subOutcomePlaceholder: 'Unterergebnis wählen',
    submit: 'Ergebnis wählen',
    outcomeRequired: 'Wählen Sie zuerst ein Ergebnis.',
    subOutcomeRequired: 'Wählen Sie ein Unterergebnis.',
    sending: 'Ergebnis wird an Vitality gesendet …',
  },
  rule: {
    unnamed: 'Frage von Vitality {{id}}',
    overridden: 'Nicht erforderlich: Vitality hat diese Frage übersteuert.',
    yes: 'Ja',
    no: 'Nein',
  },
  selfPay: 'Selbstzahler',
  remove: 'Entfernen',
  saving: 'Wird bei Vitality gespeichert …',
  errors: {
    insurer_unavailable: 'Vitality ist nicht erreichbar. Es wurde nichts geändert – bitte erneut versuchen.',
    outcome_not_allowed: 'Vitality lässt dieses Ergebnis in diesem Abschnitt nicht zu.',
    other: 'Die Änderung konnte nicht gespeichert werden. Bitte erneut versuchen.',
    tryAgain: 'Erneut versuchen',
  },
  email: {
    label: 'E-Mail-Adresse des Versicherungsnehmers',
    hint: 'Vitality sendet die Zusammenfassung des Ergebnisses an diese Adresse des Hauptversicherungsnehmers.',
    save: 'Speichern',
    saved: 'Gespeichert',
    notSaved: 'Nicht gespeichert',
    loading: 'E-Mail-Adresse des Versicherungsnehmers wird geladen',
    loadErrorTitle: 'E-Mail-Adresse des Versicherungsnehmers konnte nicht geladen werden',
    invalid: 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    unavailable: 'Vitality ist nicht erreichbar. Die E-Mail-Adresse wurde nicht gespeichert – bitte erneut versuchen.',
    failed: 'Die E-Mail-Adresse konnte nicht gespeichert werden. Bitte erneut versuchen.',
  },
  markers: {
    'accident-cause-missing': 'Unfallursache',
    'body-area-missing': 'Körperregion',
    'calculated-outcomes-missing': 'Alle Ergebnisse beantwortet (berechnet)',
    'invalid-account-holder-email': 'Eine gültige E-Mail-Adresse des Versicherungsnehmers',
    'invalid-icd10-selection': 'Eine gültige ICD-10-Diagnose',
  },
  finishing: {
    sending: 'Bericht wird an Vitality gesendet …',
    traumaticInjuryTitle: 'Ergebniszusammenfassung storniert',
    traumaticInjury:
      'Traumatische Verletzung dokumentiert: Die Ergebniszusammenfassung an den Hauptversicherungsnehmer wurde storniert. Beenden Sie erneut, um den Bericht an Vitality zu senden.',
    unavailableTitle: 'Vitality ist nicht erreichbar',
    unavailable:
      'Vitality ist nicht erreichbar. Es wurde nichts gesendet und die Konsultation ist weiterhin offen – bitte erneut versuchen.',
    reportFailedTitle: 'Bericht an Vitality fehlgeschlagen',
    reportFailed:
      'Der Bericht an Vitality konnte nicht erstellt werden. Die Konsultation ist weiterhin offen; wenden Sie sich an den Support, wenn das Problem bestehen bleibt.',
  },
};
