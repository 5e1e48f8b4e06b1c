import type { FullCatalogue } from '../catalogue';
import type { ukIdentityMessages } from './uk-identity.en';

/** Les vérifications d’identité de l’onglet patient (Royaume-Uni) : `ukIdentity` de ./fr.ts (voir ./uk-identity.en.ts). */
export const frUkIdentityMessages: FullCatalogue<typeof ukIdentityMessages> = {
  title: 'Vérification d’identité',
  loading: 'Chargement…',
  notChecked: 'Aucune vérification pour l’instant',
  retry: 'Réessayer',
  latest: {
    label: 'Dernière vérification',
    failed: 'Impossible de charger la dernière vérification d’identité.',
  },
  kbv: {
    label: 'Vérification par questions (KBV)',
    failed: 'Impossible de charger la vérification par questions.',
    state: {
      NOT_STARTED: 'Non commencée',
      IN_PROGRESS: 'En cours',
      PASSED: 'Réussie',
      FAILED: 'Échouée',
      EXPIRED: 'Expirée avant la fin',
    },
    questions: '{{answered}} réponses sur {{total}} questions',
    expires: 'expire le {{when}}',
    expired: 'expirée le {{when}}',
  },
  photoId: {
    label: 'Pièce d’identité avec photo (Onfido)',
    failed: 'Impossible de charger le contrôle de la pièce d’identité.',
    status: {
      not_started: 'Invitation envoyée, pas encore commencé',
      in_progress: 'En cours',
      clear: 'Conforme',
      consider: 'À examiner',
    },
    document: {
      passport: 'Passeport',
      driving_licence: 'Permis de conduire',
      national_identity_card: 'Carte nationale d’identité',
      residence_permit: 'Titre de séjour',
    },
    checked: 'contrôlé le {{when}}',
    requested: 'demandé le {{when}}',
  },
  tracing: {
    label: 'Recherche NHS (PDS)',
    failed:
      'Impossible de charger le résultat de la recherche NHS : on ne sait donc pas si le Summary Care Record manque.',
    traced: 'Numéro NHS {{nhsNumber}} retrouvé le {{when}} ; Summary Care Record disponible',
    tracedScrMissing: 'Numéro NHS {{nhsNumber}} retrouvé le {{when}} ; aucun Summary Care Record',
    noMatch: 'Aucune correspondance dans le PDS ({{when}})',
  },
  scrMissing: {
    traced:
      'Summary Care Record manquant : aucun n’a été trouvé sur le NHS Spine lors de la recherche du patient le {{when}}. Vérifiez les traitements et les allergies avec le patient.',
    noMatch:
      'Summary Care Record manquant : le patient n’a pas pu être retrouvé sur le NHS Spine le {{when}}, aucun Summary Care Record n’est donc disponible. Vérifiez les traitements et les allergies avec le patient.',
  },
};
