import type { FullCatalogue } from '../catalogue';
import type { ukIdentityMessages } from './uk-identity.en';

/** Die Identitätsprüfungen im Patienten-Tab (Vereinigtes Königreich): `ukIdentity` in ./de.ts (siehe ./uk-identity.en.ts). */
export const deUkIdentityMessages: FullCatalogue<typeof ukIdentityMessages> = {
  title: 'Identitätsprüfung',
  loading: 'Wird geladen …',
  notChecked: 'Noch nicht geprüft',
  retry: 'Erneut versuchen',
  latest: {
    label: 'Letzte Prüfung',
    failed: 'Die letzte Identitätsprüfung konnte nicht geladen werden.',
  },
  kbv: {
    label: 'Wissensbasierte Identitätsprüfung (KBV)',
    failed: 'Die wissensbasierte Identitätsprüfung konnte nicht geladen werden.',
    state: {
      NOT_STARTED: 'Nicht begonnen',
      IN_PROGRESS: 'Läuft',
      PASSED: 'Bestanden',
      FAILED: 'Nicht bestanden',
      EXPIRED: 'Abgelaufen, nicht abgeschlossen',
    },
    questions: '{{answered}} von {{total}} Fragen beantwortet',
    expires: 'läuft am {{when}} ab',
    expired: 'am {{when}} abgelaufen',
  },
  photoId: {
    label: 'Lichtbildausweis (Onfido)',
    failed: 'Die Prüfung des Lichtbildausweises konnte nicht geladen werden.',
    status: {
      not_started: 'Eingeladen, nicht begonnen',
      in_progress: 'Läuft',
      clear: 'Unauffällig',
      consider: 'Auffällig: bitte prüfen',
    },
    document: {
      passport: 'Reisepass',
      driving_licence: 'Führerschein',
      national_identity_card: 'Personalausweis',
      residence_permit: 'Aufenthaltstitel',
    },
    checked: 'geprüft am {{when}}',
    requested: 'angefordert am {{when}}',
  },
  tracing: {
    label: 'NHS-Abgleich (PDS)',
    failed:
      'Das Ergebnis des NHS-Abgleichs konnte nicht geladen werden; ob der Summary Care Record fehlt, ist daher unbekannt.',
    traced: 'NHS-Nummer {{nhsNumber}} am {{when}} abgeglichen; Summary Care Record vorhanden',
    tracedScrMissing: 'NHS-Nummer {{nhsNumber}} am {{when}} abgeglichen; kein Summary Care Record',
    noMatch: 'Kein Treffer im PDS ({{when}})',
  },
  scrMissing: {
    traced:
      'Summary Care Record fehlt: Beim Abgleich des Patienten am {{when}} wurde im NHS Spine keiner gefunden. Medikation und Allergien mit dem Patienten abklären.',
    noMatch:
      'Summary Care Record fehlt: Der Patient konnte am {{when}} im NHS Spine nicht gefunden werden, daher ist kein Summary Care Record verfügbar. Medikation und Allergien mit dem Patienten abklären.',
  },
};
