import type { FullCatalogue } from '../catalogue';
import type { devInsurerReportsMessages } from './dev-insurer-reports.en';

/** Die Entwicklungsseite der Berichte, die der Versicherer erhalten hat, auf Deutsch: `devInsurerReports` in ./de.ts. */
export const deDevInsurerReportsMessages: FullCatalogue<typeof devInsurerReportsMessages> = {
  title: 'Berichte an den Versicherer (Entwicklung)',
  intro:
    'Konsultationsberichte, die der eingebaute Versicherer (Vitality) erhalten hat, die neuesten zuerst. Die Terminzeiten sind Uhrzeiten in Europe/London, wie der Bericht sie übermittelt. Nur im Demomodus sichtbar.',
  empty: 'Der Versicherer hat noch keine Berichte erhalten.',
  failed: 'Die Berichte an den Versicherer konnten nicht geladen werden.',
  debugLink: 'Berichte an den Versicherer (erhalten)',
  refresh: 'Aktualisieren',
  report: 'Konsultation {{id}}',
  unknownReport: 'Bericht in einem Format, das diese Seite nicht kennt',
  payload: 'Vollständiger Inhalt (JSON)',
  selfPay: 'Selbstzahler',
  shapes: { v1: 'Älterer Bericht (snake_case)', v2: 'Neuerer Bericht (v2)' },
  fields: {
    receivedAt: 'Erhalten',
    idempotencyKey: 'Idempotenzschlüssel',
    shape: 'Bericht',
    memberEntityNumber: 'Entitätsnummer des Mitglieds',
    scheduled: 'Geplant (Europe/London)',
    actualStart: 'Beginn (Europe/London)',
    actualEnd: 'Ende (Europe/London)',
    duration: 'Dauer (min:s)',
    moduleCodes: 'Modulcodes',
    outcomes: 'Ergebnisse',
    nonClaimOutcomes: 'Ergebnisse außerhalb der Kostenübernahme',
  },
};
