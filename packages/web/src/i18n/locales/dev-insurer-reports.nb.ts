import type { FullCatalogue } from '../catalogue';
import type { devInsurerReportsMessages } from './dev-insurer-reports.en';

/** Utviklingssiden med rapportene forsikringsselskapet har mottatt, på norsk: `devInsurerReports` i ./nb.ts. */
export const nbDevInsurerReportsMessages: FullCatalogue<typeof devInsurerReportsMessages> = {
  title: 'Rapporter til forsikringsselskapet (utvikling)',
  intro:
    'Konsultasjonsrapporter det innebygde forsikringsselskapet (Vitality) har mottatt, nyeste først. Timetidene er klokkeslett i Europe/London slik rapporten oppgir dem. Vises bare i demomodus.',
  empty: 'Forsikringsselskapet har ikke mottatt noen rapporter ennå.',
  failed: 'Kunne ikke hente rapportene til forsikringsselskapet.',
  debugLink: 'Rapporter til forsikringsselskapet (mottatt)',
  refresh: 'Oppdater',
  report: 'Konsultasjon {{id}}',
  unknownReport: 'Rapport i et format siden ikke kjenner',
  payload: 'Hele innholdet (JSON)',
  selfPay: 'egenbetaling',
  shapes: { v1: 'Eldre rapport (snake_case)', v2: 'Nyere rapport (v2)' },
  fields: {
    receivedAt: 'Mottatt',
    idempotencyKey: 'Idempotensnøkkel',
    shape: 'Rapport',
    memberEntityNumber: 'Medlemmets entitetsnummer',
    scheduled: 'Avtalt tid (Europe/London)',
    actualStart: 'Start (Europe/London)',
    actualEnd: 'Slutt (Europe/London)',
    duration: 'Varighet (min:s)',
    moduleCodes: 'Modulkoder',
    outcomes: 'Utfall',
    nonClaimOutcomes: 'Utfall utenfor forsikringssaken',
  },
};
