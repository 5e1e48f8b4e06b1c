import type { FullCatalogue } from '../catalogue';
import type { devInsurerReportsMessages } from './dev-insurer-reports.en';

/** Utvecklingssidan med försäkringsbolagets mottagna rapporter på svenska: `devInsurerReports` i ./sv.ts. */
export const svDevInsurerReportsMessages: FullCatalogue<typeof devInsurerReportsMessages> = {
  title: 'Rapporter till försäkringsbolaget (utveckling)',
  intro:
    'Konsultationsrapporter som det inbyggda försäkringsbolaget (Vitality) har tagit emot, de senaste först. Besökstiderna är klockslag i Europe/London så som rapporten anger dem. Visas bara i demoläge.',
  empty: 'Försäkringsbolaget har inte tagit emot några rapporter än.',
  failed: 'Rapporterna till försäkringsbolaget kunde inte hämtas.',
  debugLink: 'Rapporter till försäkringsbolaget (mottagna)',
  refresh: 'Uppdatera',
  report: 'Konsultation {{id}}',
  unknownReport: 'Rapport i ett format som sidan inte känner till',
  payload: 'Hela innehållet (JSON)',
  selfPay: 'egenbetalning',
  shapes: { v1: 'Äldre rapport (snake_case)', v2: 'Nyare rapport (v2)' },
  fields: {
    receivedAt: 'Mottagen',
    idempotencyKey: 'Idempotensnyckel',
    shape: 'Rapport',
    memberEntityNumber: 'Medlemmens entitetsnummer',
    scheduled: 'Bokad tid (Europe/London)',
    actualStart: 'Start (Europe/London)',
    actualEnd: 'Slut (Europe/London)',
    duration: 'Längd (min:s)',
    moduleCodes: 'Modulkoder',
    outcomes: 'Utfall',
    nonClaimOutcomes: 'Utfall utanför ersättningsärendet',
  },
};
