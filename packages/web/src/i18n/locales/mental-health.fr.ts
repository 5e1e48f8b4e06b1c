import type { FullCatalogue } from '../catalogue';
import type { mentalHealthMessages } from './mental-health.en';

/** The UK mental-health score in French: the `mentalHealth` block of ./fr.ts (see ./mental-health.en.ts). */
export const frMentalHealthMessages: FullCatalogue<typeof mentalHealthMessages> = {
  title: 'Évaluation de la santé mentale',
  intro:
    'Faites passer le PHQ-9 et le GAD-7 au patient et notez votre impression clinique. La consultation ne peut pas être clôturée tant que l’évaluation n’est pas enregistrée.',
  loading: 'Chargement de l’évaluation de la santé mentale',
  loadErrorTitle: 'Impossible de charger l’évaluation de la santé mentale',
  loadError: 'L’évaluation enregistrée n’a pas pu être chargée. Réessayez dans un instant.',
  phq9: {
    legend: 'PHQ-9 (dépression)',
    total: 'Score total PHQ-9 : {{total}} (intensité {{band}})',
    partial: 'PHQ-9 provisoire : {{total}} ({{answered}} questions renseignées sur {{of}})',
    selfHarm:
      'La question 9 n’est pas cotée « Jamais » : évaluez le risque suicidaire avant de clôturer la consultation.',
  },
  gad7: {
    legend: 'GAD-7 (anxiété)',
    total: 'Score total GAD-7 : {{total}} (intensité {{band}})',
    partial: 'GAD-7 provisoire : {{total}} ({{answered}} questions renseignées sur {{of}})',
  },
  itemRequired: 'Choisissez une réponse',
  impressions: {
    legend: 'Impression clinique',
    hint: 'Cochez au moins une case.',
    depression: 'Dépression',
    anxiety: 'Anxiété',
    stress: 'Stress',
    other: 'Autre',
    description: 'Décrivez l’autre impression clinique',
    descriptionRequired: 'Décrivez l’autre impression clinique.',
  },
  incomplete: {
    title: 'L’évaluation n’est pas complète',
    nothingSent: 'Rien n’a été enregistré.',
    items_one: 'Il reste {{count}} question sans réponse.',
    items_other: 'Il reste {{count}} questions sans réponse.',
    impression: 'Cochez au moins une impression clinique.',
    description: 'Décrivez l’autre impression clinique, ou décochez « Autre ».',
  },
  save: 'Enregistrer l’évaluation',
  saved: 'Enregistrée',
  changed: 'Modifications non enregistrées',
  notSaved: 'Pas encore enregistrée',
  saveError: 'Le score de santé mentale n’a pas pu être enregistré.',
  saveErrorDetail: 'Vos réponses sont conservées. Réessayez d’enregistrer.',
  finishing: { label: 'PHQ-9, GAD-7 et impression clinique à compléter et enregistrer' },
};
