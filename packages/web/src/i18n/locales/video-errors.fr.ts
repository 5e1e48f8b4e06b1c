import type { FullCatalogue } from '../catalogue';
import type { videoErrorMessages } from './video-errors.en';

/** The patient's video-error messages in French (France): the `videoErrors` block of ./fr.ts (see ./video-errors.en.ts). */
export const frVideoErrorMessages: FullCatalogue<typeof videoErrorMessages> = {
  title: {
    auth: 'Ce lien ne peut pas être utilisé',
    connection: 'Problème de connexion',
    lifecycle: 'Problème de caméra ou de micro',
    unknown: 'Une erreur est survenue',
  },
  reason: {
    link_invalid: 'Ce lien n’est pas valide ou a expiré. Demandez un nouveau lien à votre soignant.',
    authentication_failed: 'Ce lien n’a pas pu être vérifié. Demandez un nouveau lien à votre soignant.',
    invalid_session: 'Cet appel vidéo n’est plus disponible. Demandez un nouveau lien à votre soignant.',
    not_permitted: 'Ce lien ne permet pas de rejoindre l’appel. Demandez un nouveau lien à votre soignant.',
    network: 'Impossible de joindre konsult. Vérifiez votre connexion internet et réessayez.',
    timeout: 'La connexion a pris trop de temps. Vérifiez votre connexion internet et réessayez.',
    ice_failed:
      'La vidéo ne passe pas sur votre réseau. Essayez un autre réseau, par exemple les données mobiles au lieu du Wi-Fi, puis réessayez.',
    connection_lost: 'La connexion a été perdue. Rechargez la page pour rejoindre l’appel.',
    server_unavailable: 'konsult ne répond pas pour le moment. Patientez une minute et réessayez.',
    permission_denied: 'Votre navigateur a bloqué la caméra ou le micro. Autorisez-les pour cette page et réessayez.',
    no_device: 'Aucune caméra ni aucun micro n’a été détecté. Branchez-en un et réessayez.',
    device_busy:
      'Votre caméra ou votre micro est utilisé par une autre application. Fermez cette application et réessayez.',
    constraints:
      'Votre caméra ou votre micro n’a pas pu démarrer correctement. Essayez une autre caméra, puis réessayez.',
    not_supported:
      'Ce navigateur ne permet pas les appels vidéo. Ouvrez le lien dans une version à jour de Chrome, Edge, Firefox ou Safari.',
    unknown: 'Un problème est survenu pendant l’appel vidéo. Réessayez.',
  },
  tryAgain: 'Réessayer',
};
