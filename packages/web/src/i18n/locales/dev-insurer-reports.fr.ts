import type { FullCatalogue } from '../catalogue';
import type { devInsurerReportsMessages } from './dev-insurer-reports.en';

/** La page de développement des comptes rendus reçus par l'assureur, en français : `devInsurerReports` de ./fr.ts. */
export const frDevInsurerReportsMessages: FullCatalogue<typeof devInsurerReportsMessages> = {
  title: 'Comptes rendus à l’assureur (développement)',
  intro:
    'Comptes rendus de consultation reçus par l’assureur intégré (Vitality), du plus récent au plus ancien. Les heures du rendez-vous sont celles d’Europe/London, telles que le compte rendu les transmet. Affiché en mode démo uniquement.',
  empty: 'L’assureur n’a encore reçu aucun compte rendu.',
  failed: 'Impossible de charger les comptes rendus à l’assureur.',
  debugLink: 'Comptes rendus à l’assureur (reçus)',
  refresh: 'Actualiser',
  report: 'Consultation {{id}}',
  unknownReport: 'Compte rendu dans un format que cette page ne connaît pas',
  payload: 'Contenu complet (JSON)',
  selfPay: 'à la charge du patient',
  shapes: { v1: 'Ancien compte rendu (snake_case)', v2: 'Nouveau compte rendu (v2)' },
  fields: {
    receivedAt: 'Reçu le',
    idempotencyKey: 'Clé d’idempotence',
    shape: 'Compte rendu',
    memberEntityNumber: 'Numéro d’entité de l’adhérent',
    scheduled: 'Heure prévue (Europe/London)',
    actualStart: 'Début (Europe/London)',
    actualEnd: 'Fin (Europe/London)',
    duration: 'Durée (min:s)',
    moduleCodes: 'Codes de module',
    outcomes: 'Orientations',
    nonClaimOutcomes: 'Orientations hors prise en charge',
  },
};
