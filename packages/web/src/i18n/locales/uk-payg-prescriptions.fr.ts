import type { FullCatalogue } from '../catalogue';
import type { ukPaygMessages } from './uk-payg-prescriptions.en';

/** The UK pay-as-you-go prescription in French: the `ukPaygPrescriptions` block of ./fr.ts (see ./uk-payg-prescriptions.en.ts). */
export const frUkPaygMessages: FullCatalogue<typeof ukPaygMessages> = {
  steps: { instructions: 'À propos de cette ordonnance', upload: 'Téléverser et vérifier', done: 'Terminé' },
  instructions: {
    what: 'Une ordonnance « pay-as-you-go » est une ordonnance privée : elle ne passe pas par le NHS et le patient règle les médicaments à la pharmacie lors de la délivrance.',
    how: 'Rédigez et signez l’ordonnance comme d’habitude, enregistrez-la en PDF et téléversez-la ici. Vous la verrez avant l’envoi : vérifiez la signature et le nom du patient.',
    signed: 'Le PDF doit être l’ordonnance signée. Un brouillon non signé ne sera pas délivré.',
    continue: 'Continuer',
  },
  upload: {
    file: 'Ordonnance (PDF)',
    fileHint: 'Un PDF de 10 Mo au maximum.',
    uploading: 'Téléversement du PDF…',
    tooLarge: 'Le fichier est trop volumineux : 10 Mo au maximum.',
    notPdf: 'Ce fichier n’est pas un PDF.',
    failed: 'Le PDF n’a pas pu être téléversé. Vérifiez la connexion et réessayez.',
    resumed:
      'Pas encore envoyée : ce PDF a été téléversé plus tôt. Vérifiez-le et envoyez-le, ou choisissez un autre fichier.',
    retry: 'Réessayer',
  },
  preview: {
    title: 'Aperçu de l’ordonnance (PDF)',
    open: 'Ouvrir le PDF dans un nouvel onglet',
    pages_one: '{{count}} page',
    pages_other: '{{count}} pages',
  },
  verify: {
    signature: 'Signature vérifiée',
    patientName: 'Nom du patient vérifié',
    hint: 'Cochez les deux cases avant l’envoi.',
  },
  send: 'Envoyer au patient',
  sendFailed: 'L’ordonnance n’a pas pu être envoyée. Rien n’a été transmis au patient ; réessayez.',
  sent: 'L’ordonnance a été envoyée. Le patient la trouve dans ses messages et peut la présenter dans la pharmacie de son choix.',
  findPharmacy: 'Trouver une pharmacie près du patient',
  mapBlocked: 'La carte ne s’est pas ouverte dans un nouvel onglet : ouvrez-la ici.',
  another: 'Téléverser une autre ordonnance',
  status: { UPLOADED: 'Non envoyée', SENT: 'Envoyée' },
  takenAction: 'Ordonnance privée · {{file}}',
  pharmacies: {
    title: 'Pharmacies près de {{postcode}}',
    titleNoPostcode: 'Pharmacies',
    postcode: 'Code postal',
    search: 'Rechercher',
    loading: 'Recherche des pharmacies',
    errorTitle: 'Impossible de rechercher les pharmacies',
    error: 'Les pharmacies n’ont pas pu être chargées. Réessayez dans un instant.',
    notPlaced: 'Impossible de localiser {{postcode}}. Essayez un autre code postal.',
    none: 'Aucune pharmacie à moins de 32 km de {{postcode}}.',
    demoNote: 'Liste de pharmacies de démonstration ; distances mesurées depuis le centre du secteur postal.',
    map: 'Carte des pharmacies près de {{postcode}}, la plus proche en premier',
    you: 'Secteur postal du patient',
    distance: '{{km}} km',
    hours: 'Horaires : {{hours}}',
  },
};
