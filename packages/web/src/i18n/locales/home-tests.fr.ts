import type { FullCatalogue } from '../catalogue';
import type { homeTestsMessages } from './home-tests.en';

/** Home tests in French: the `homeTests` block of ./fr.ts (see ./home-tests.en.ts). */
export const frHomeTestsMessages: FullCatalogue<typeof homeTestsMessages> = {
  formLabel: 'Commander un test à domicile',
  intro: 'Un kit de prélèvement est envoyé au patient, qui réalise le prélèvement chez lui et l’envoie au laboratoire.',
  loading: 'Chargement des tests à domicile',
  errorTitle: 'Impossible de charger les tests à domicile',
  error: 'Les tests à domicile de cette consultation n’ont pas pu être chargés. Réessayez.',
  existing: {
    title: 'Commandés pendant cette consultation',
    empty: 'Aucun test à domicile n’a encore été commandé pendant cette consultation.',
    meta: '{{state}} · {{when}} · {{name}}',
  },
  cancel: {
    button: 'Annuler la commande',
    title: 'Annuler la commande ?',
    body: 'Le laboratoire arrête l’envoi du kit {{type}} à {{address}}. S’il est déjà parti, demandez au patient de ne pas renvoyer le prélèvement. Un nouveau test du même type pourra ensuite être commandé.',
    confirm: 'Oui, annuler la commande',
    keep: 'Conserver la commande',
    failed: 'La commande n’a pas été annulée',
    home_test_not_cancellable: 'Le résultat de ce test est déjà arrivé : la commande ne peut plus être annulée.',
    default: 'La commande n’a pas pu être annulée. Rien n’a été modifié : réessayez dans un instant.',
  },
  types: {
    NAIL_FUNGUS: 'Mycose de l’ongle',
    SKIN_FUNGUS: 'Mycose cutanée',
    CHLAMYDIA_FEMALE: 'Chlamydia (auto-prélèvement vaginal)',
    CHLAMYDIA_MALE: 'Chlamydia (échantillon d’urine)',
    COVID_19_PCR: 'PCR COVID-19',
    COVID_19_PCR_VGR: 'PCR COVID-19 (Västra Götaland)',
  },
  states: { ORDERED: 'Commandé', SHIPPED: 'Kit envoyé', ANSWERED: 'Résultat reçu', CANCELLED: 'Annulé' },
  steps: {
    list: 'Étapes de la commande du test à domicile',
    heading: 'Étape {{number}} : {{title}}',
    done: 'Fait',
    edit: 'Modifier',
    editLabel: 'Modifier l’étape {{number}} : {{title}}',
    next: 'Suivant',
    'select-test': 'Choisir le test',
    'confirm-address': 'Confirmer l’adresse',
    'inform-patient': 'Informer le patient',
    send: 'Envoyer',
  },
  select: {
    label: 'Test',
    blocked: 'Déjà commandé : le patient a une commande en cours de ce type',
    none: 'Aucun test à domicile n’est proposé pour cette consultation.',
  },
  address: {
    loading: 'Chargement de l’adresse du patient',
    errorTitle: 'Impossible de charger l’adresse',
    error: 'L’adresse enregistrée du patient n’a pas pu être chargée. Réessayez.',
    registered: 'Adresse enregistrée',
    noRegistered: 'Le patient n’a pas d’adresse enregistrée. Saisissez l’adresse d’envoi du kit.',
    other: 'Utiliser une autre adresse',
    address: 'Adresse',
    zip: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    required: 'Obligatoire',
    zipInvalid: {
      SE: 'Un code postal suédois comporte cinq chiffres, par ex. 118 21.',
      NO: 'Un code postal norvégien comporte quatre chiffres, par ex. 0168.',
    },
    confirm: 'Confirmer l’adresse',
    confirmed: 'Adresse confirmée',
    unconfirmed: 'Pas encore confirmée',
    edit: 'Modifier l’adresse',
  },
  inform: {
    intro: 'Expliquez au patient ce qui va se passer :',
    what: {
      NAIL_FUNGUS:
        'Un kit avec une lime à ongles et un tube arrive par la poste sous quelques jours ouvrés. Le patient lime un peu de l’ongle atteint, met la poudre dans le tube et le renvoie dans l’enveloppe affranchie.',
      SKIN_FUNGUS:
        'Un kit avec un grattoir et une enveloppe de prélèvement arrive par la poste sous quelques jours ouvrés. Le patient gratte des squames au bord de la lésion dans l’enveloppe et la renvoie dans l’enveloppe affranchie.',
      CHLAMYDIA_FEMALE:
        'Un kit avec un écouvillon et un tube arrive par la poste sous pli discret sous quelques jours ouvrés. La patiente réalise un auto-prélèvement vaginal, place l’écouvillon dans le tube et le poste le jour même.',
      CHLAMYDIA_MALE:
        'Un kit avec un tube à urine arrive par la poste sous pli discret sous quelques jours ouvrés. Le patient recueille le premier jet des urines du matin et poste le tube le jour même.',
      COVID_19_PCR:
        'Un kit avec un écouvillon et un tube arrive par la poste sous un à deux jours ouvrés. Le patient prélève la gorge et le nez comme l’indique la notice et poste l’échantillon le jour même.',
      COVID_19_PCR_VGR:
        'Un kit de la région Västra Götaland avec un écouvillon et un tube arrive par la poste sous un à deux jours ouvrés. Le patient prélève la gorge et le nez comme l’indique la notice et poste l’échantillon le jour même.',
    },
    answer: 'Le résultat est envoyé au patient et au dossier ; vous assurez le suivi si un traitement est nécessaire.',
    confirm: 'J’ai informé le patient',
  },
  send: {
    summary: '{{type}}, envoyé à {{address}}',
    submit: 'Envoyer la commande',
  },
  sent: {
    title: 'Le test à domicile a été commandé',
    body: '{{type}} sera envoyé à {{address}}.',
    close: 'Fermer',
  },
  errors: {
    title: 'Le test à domicile n’a pas été commandé',
    patient_protected_identity:
      'Le patient a une identité protégée : le laboratoire ne peut pas lui envoyer de kit. Organisez plutôt le prélèvement en cabinet.',
    missing_labportalen_user_guid:
      'Le patient n’a pas de compte Labportalen, où le résultat est transmis. Demandez-lui de se connecter une fois à Labportalen avec BankID, puis commandez à nouveau.',
    patient_missing_name:
      'Le laboratoire n’a pas le nom du patient : le kit ne peut pas être adressé. Vérifiez l’état civil du patient, puis commandez à nouveau.',
    already_ordered:
      'Le patient a déjà une commande en cours de ce type. Elle doit être annulée avant d’en commander une autre.',
    default: 'Le test à domicile n’a pas pu être commandé. Rien n’a été envoyé : réessayez dans un instant.',
  },
};
