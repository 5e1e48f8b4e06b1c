import type { FullCatalogue } from '../catalogue';
import type { vaccinationMessages } from './vaccinations.en';

/** The vaccination list in French (France): the `vaccinations` block of ./fr.ts (see ./vaccinations.en.ts). */
export const frVaccinationMessages: FullCatalogue<typeof vaccinationMessages> = {
  title: 'Vaccinations',
  loading: 'Chargement des vaccinations',
  sections: {
    completed: 'Réalisées',
    deleted: 'Supprimées',
  },
  empty: {
    completed: 'Aucune vaccination n’est enregistrée pour ce patient.',
    deleted: 'Aucune vaccination n’a été supprimée.',
  },
  item: {
    dose: 'Dose {{dose}} sur {{total}}',
    doseOpenEnded: 'Dose n° {{dose}}',
    open: 'Afficher {{vaccine}}, {{date}}',
  },
  add: {
    button: 'Ajouter une vaccination',
    digitalInfo:
      'Les vaccinations sont enregistrées lors d’une consultation au cabinet. Cette consultation à distance n’est rattachée à aucun établissement de soins : aucune vaccination ne peut donc être ajoutée ici.',
    meetinglessInfo:
      'Les vaccinations sont enregistrées lors d’une consultation au cabinet. Ouvrez la consultation au cabinet du patient pour en ajouter une.',
    careFacility: 'Lieu de vaccination : {{name}}',
  },
  success: {
    registered: 'La vaccination a été enregistrée.',
    removed: 'La vaccination a été supprimée.',
    close: 'Fermer le message',
  },
  errors: {
    list: {
      title: 'Impossible de charger les vaccinations',
      message:
        'Les vaccinations du patient n’ont pas pu être chargées. Réessayez ou, si le problème persiste, contactez l’assistance aux soignants.',
    },
    careFacility: {
      title: 'Impossible de charger l’établissement de soins',
      message:
        'On ne sait pas si cette consultation est rattachée à un établissement de soins : les vaccinations ne peuvent donc pas être ajoutées. Réessayez.',
    },
    vaccines: {
      title: 'Impossible de charger les vaccins',
      message: 'La liste des vaccins n’a pas pu être chargée. Réessayez.',
    },
    bodySites: {
      title: 'Impossible de charger les sites d’administration',
      message: 'La liste des sites d’administration n’a pas pu être chargée. Réessayez.',
    },
    lotNumbers: {
      title: 'Impossible de charger les numéros de lot suggérés',
      message:
        'Vous pouvez tout de même saisir le numéro de lot figurant sur l’emballage. Réessayez pour obtenir des suggestions.',
    },
    programs: {
      title: 'Impossible de charger les schémas vaccinaux',
      message: 'Les schémas vaccinaux de ce vaccin n’ont pas pu être chargés. Réessayez.',
    },
    add: {
      title: 'La vaccination n’a pas été enregistrée',
      message: 'La vaccination n’a pas pu être enregistrée. Vos saisies sont conservées : vérifiez-les et réessayez.',
      noCareFacility:
        'Cette consultation n’est rattachée à aucun établissement de soins : aucune vaccination ne peut y être enregistrée.',
    },
    delete: {
      title: 'La vaccination n’a pas été supprimée',
      message: 'La vaccination n’a pas pu être supprimée. Réessayez.',
    },
  },
  chooser: {
    title: 'Schémas vaccinaux incomplets',
    intro:
      'Le patient a des schémas vaccinaux incomplets. Poursuivez-en un avec la dose suivante, ou commencez un nouveau schéma.',
    legend: 'Schéma à poursuivre',
    option_one: '{{program}} : prochaine dose n° {{next}} ({{count}} administrée)',
    option_other: '{{program}} : prochaine dose n° {{next}} ({{count}} administrées)',
    single:
      'Le patient a un schéma incomplet, {{program}} (doses administrées : {{given}} sur {{total}}). Poursuivez-le avec la dose n° {{next}}, ou commencez un nouveau schéma.',
    singleOpenEnded_one:
      'Le patient a un schéma en cours, {{program}}, avec {{count}} dose administrée. Poursuivez-le avec la dose n° {{next}}, ou commencez un nouveau schéma.',
    singleOpenEnded_other:
      'Le patient a un schéma en cours, {{program}}, avec {{count}} doses administrées. Poursuivez-le avec la dose n° {{next}}, ou commencez un nouveau schéma.',
    continue: 'Poursuivre le schéma',
    startNew: 'Commencer un nouveau schéma',
  },
  modal: {
    title: 'Ajouter une vaccination',
    continuing: 'Poursuite du schéma {{program}}',
    newSeries: 'Nouveau schéma',
    steps: 'Étapes',
    stepHeading: 'Étape {{number}} : {{title}}',
    stepDone: 'terminée',
    vaccineStep: 'Vaccin',
    detailsStep: 'Détails de la dose',
    continue: 'Continuer',
    changeVaccine: 'Changer de vaccin',
    submit: 'Enregistrer la vaccination',
    cancel: 'Annuler',
    loading: 'Chargement',
    noVaccines: 'Aucun vaccin n’est disponible pour ce schéma vaccinal.',
  },
  fields: {
    vaccine: 'Vaccin',
    vaccinePlaceholder: 'Rechercher un vaccin',
    chosenVaccine: 'Vaccin : {{name}} ({{manufacturer}})',
    date: 'Date de vaccination',
    doseQuantity: 'Quantité administrée',
    lotNumber: 'Numéro de lot',
    lotNumberDescription:
      'De 3 à 128 caractères, tel qu’imprimé sur l’emballage. Des suggestions s’affichent pendant la saisie.',
    bodySite: 'Site d’administration',
    program: 'Schéma vaccinal',
    doseNumber: 'Numéro de dose',
    doseNumberOption: 'Dose n° {{number}}',
    doseNumberGiven: 'Dose n° {{number}} (administrée)',
    choose: 'Choisir',
  },
  issues: {
    required: 'Champ obligatoire.',
    unknown: 'Choisissez une valeur dans la liste.',
    date_invalid: 'Saisissez une date valide.',
    date_in_future: 'La date de vaccination ne peut pas être dans le futur.',
    lot_number_too_short: 'Le numéro de lot doit comporter au moins 3 caractères.',
    lot_number_too_long: 'Le numéro de lot peut comporter au plus 128 caractères.',
    dose_number_out_of_range: 'Choisissez un numéro de dose.',
    dose_number_above_series: 'Le numéro de dose dépasse le nombre de doses du schéma vaccinal.',
    dose_number_completed: 'Cette dose a déjà été administrée dans ce schéma.',
  },
  lotWarning:
    'Ce numéro de lot ne figure pas parmi les numéros de lot suggérés pour les vaccins contre {{diseases}}. Vérifiez-le sur l’emballage avant d’enregistrer.',
  view: {
    title: 'Vaccination',
    vaccine: 'Vaccin',
    manufacturer: 'Fabricant',
    date: 'Date de vaccination',
    dose: 'Dose administrée',
    program: 'Schéma vaccinal',
    doseQuantity: 'Quantité administrée',
    lotNumber: 'Numéro de lot',
    bodySite: 'Site d’administration',
    reporter: 'Enregistrée par',
    reporterUnknown: 'Inconnu',
    status: 'Statut',
    removedReason: 'Motif de suppression',
    removedAt: 'Supprimée le',
    remove: 'Supprimer l’enregistrement',
    close: 'Fermer',
  },
  remove: {
    title: 'Supprimer la vaccination',
    description:
      'La vaccination reste dans la liste du patient, marquée comme supprimée, avec votre motif. À utiliser pour un enregistrement fait par erreur.',
    reason: 'Motif',
    reasonRequired: 'Indiquez le motif de suppression de la vaccination.',
    confirm: 'Supprimer la vaccination',
    cancel: 'Annuler',
  },
  status: {
    completed: 'Réalisée',
    'entered-in-error': 'Supprimée',
  },
  program: {
    'tbe-primary': 'Encéphalite à tiques, primovaccination',
    'tbe-booster': 'Encéphalite à tiques, rappels',
    'hepatitis-a-b': 'Hépatites A et B',
    'hepatitis-a': 'Hépatite A',
    'hepatitis-b': 'Hépatite B',
    'influenza-seasonal': 'Grippe saisonnière',
    'covid-19': 'COVID-19',
    'diphtheria-tetanus-booster': 'Rappel diphtérie-tétanos',
    mmr: 'Rougeole, oreillons, rubéole (ROR)',
    pneumococcal: 'Infections à pneumocoque',
    'herpes-zoster': 'Zona',
    hpv: 'Papillomavirus (HPV)',
    rsv: 'VRS',
  },
  bodySite: {
    'left-upper-arm': 'Bras gauche',
    'right-upper-arm': 'Bras droit',
    'left-thigh': 'Cuisse gauche',
    'right-thigh': 'Cuisse droite',
    nose: 'Voie nasale',
  },
  disease: {
    '712986001': 'l’encéphalite à tiques',
    '40468003': 'l’hépatite A',
    '66071002': 'l’hépatite B',
    '6142004': 'la grippe',
    '840539006': 'la COVID-19',
    '397430003': 'la diphtérie',
    '76902006': 'le tétanos',
    '27836007': 'la coqueluche',
    '398102009': 'la poliomyélite',
    '14189004': 'la rougeole',
    '36989005': 'les oreillons',
    '36653000': 'la rubéole',
    '16814004': 'les infections à pneumocoque',
    '4740000': 'le zona',
    '240532009': 'les infections à HPV',
    '55735004': 'les infections à VRS',
    other: 'cette maladie',
  },
};
