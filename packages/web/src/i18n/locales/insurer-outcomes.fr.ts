import type { FullCatalogue } from '../catalogue';
import type { insurerOutcomesMessages } from './insurer-outcomes.en';

/** Vitality's outcomes in French: the `insurerOutcomes` block of ./fr.ts (see ./insurer-outcomes.en.ts). */
export const frInsurerOutcomesMessages: FullCatalogue<typeof insurerOutcomesMessages> = {
  title: 'Issues pour Vitality',
  intro:
    'Choisissez l’issue de chaque rubrique et répondez aux questions de Vitality. La consultation ne peut pas être clôturée tant que toutes les issues ne sont pas calculées.',
  section: 'Vitality',
  loading: 'Chargement des issues pour Vitality',
  loadErrorTitle: 'Impossible de charger les issues pour Vitality',
  loadError: 'Vitality est injoignable. Rien n’a été perdu : réessayez.',
  sections: {
    INFO_FOR_VITALITY: 'Informations pour Vitality',
    HISTORY_OF_PRESENTING_COMPLAINT: 'Histoire de la maladie',
    EXAMINATION_FINDINGS: 'Examen clinique',
    MANAGEMENT_PLAN: 'Conduite à tenir',
    other: 'Autres issues',
  },
  sectionGroup: 'Issues : {{section}}',
  none: 'Aucune issue choisie pour l’instant.',
  names: {
    'Referral to Vitality': 'Orientation vers Vitality',
    'Routine Referral to Consultant': 'Adressage non urgent à un spécialiste',
    'Suspected Cancer': 'Suspicion de cancer',
    'Referral to Alternative therapies': 'Orientation vers des thérapies alternatives',
    'Referral to Physiotherapy Partner': 'Orientation vers un kinésithérapeute partenaire',
  },
  subOutcomes: {
    'Discuss Policy': 'Discuter du contrat',
    'Personal Details Update': 'Mise à jour des coordonnées',
    'Patient wants Lifestyle surgeries': 'Le patient souhaite une chirurgie de confort',
  },
  status: {
    Accept: 'Accepté',
    Decline: 'Refus indicatif',
    MoreInfo: 'Informations complémentaires',
    Refer: 'Renvoyer à Vitality',
  },
  awaitingAnswers: 'En attente de réponses',
  choose: {
    outcome: 'Issue',
    outcomePlaceholder: 'Choisir une issue',
    subOutcome: 'Sous-issue',
    subOutcomePlaceholder: 'Choisir une sous-issue',
    submit: 'Choisir l’issue',
    outcomeRequired: 'Choisissez d’abord une issue.',
    subOutcomeRequired: 'Choisissez une sous-issue.',
    sending: 'Envoi de l’issue à Vitality…',
  },
  rule: {
    unnamed: 'Question de Vitality {{id}}',
    overridden: 'Inutile : Vitality a levé cette question.',
    yes: 'Oui',
    no: 'Non',
  },
  selfPay: 'À la charge du patient',
  remove: 'Retirer',
  saving: 'Enregistrement auprès de Vitality…',
  errors: {
    insurer_unavailable: 'Vitality est injoignable. Rien n’a été modifié : réessayez.',
    outcome_not_allowed: 'Vitality n’autorise pas cette issue dans cette rubrique.',
    other: 'La modification n’a pas pu être enregistrée. Réessayez.',
    tryAgain: 'Réessayer',
  },
  email: {
    label: 'E-mail du titulaire du contrat',
    hint: 'Vitality envoie la synthèse de l’issue au titulaire principal du contrat à cette adresse.',
    save: 'Enregistrer',
    saved: 'Enregistré',
    notSaved: 'Non enregistré',
    loading: 'Chargement de l’e-mail du titulaire du contrat',
    loadErrorTitle: 'Impossible de charger l’e-mail du titulaire du contrat',
    invalid: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    unavailable: 'Vitality est injoignable. L’e-mail n’a pas été enregistré : réessayez.',
    failed: 'L’e-mail n’a pas pu être enregistré. Réessayez.',
  },
  markers: {
    'accident-cause-missing': 'Cause de l’accident',
    'body-area-missing': 'Région du corps',
    'calculated-outcomes-missing': 'Toutes les issues renseignées (calculées)',
    'invalid-account-holder-email': 'Un e-mail valide du titulaire du contrat',
    'invalid-icd10-selection': 'Un diagnostic CIM-10 valide',
  },
  finishing: {
    sending: 'Envoi du compte rendu à Vitality…',
    traumaticInjuryTitle: 'Synthèse de l’issue annulée',
    traumaticInjury:
      'Traumatisme enregistré : la synthèse de l’issue destinée au titulaire principal du contrat a été annulée. Clôturez à nouveau pour envoyer le compte rendu à Vitality.',
    unavailableTitle: 'Vitality est injoignable',
    unavailable: 'Vitality est injoignable. Rien n’a été envoyé et la consultation reste ouverte : réessayez.',
    reportFailedTitle: 'Échec du compte rendu à Vitality',
    reportFailed:
      'Le compte rendu à Vitality n’a pas pu être constitué. La consultation reste ouverte ; contactez le support si le problème persiste.',
  },
};
