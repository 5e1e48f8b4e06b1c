import type { FullCatalogue } from '../catalogue';
import type { selfAssessmentsMessages } from './self-assessments.en';

/** The self-assessment tab in French (France): the `selfAssessments` block of ./fr.ts (see ./self-assessments.en.ts). */
export const frSelfAssessmentsMessages: FullCatalogue<typeof selfAssessmentsMessages> = {
  loading: 'Chargement des auto-questionnaires',
  list: 'Auto-questionnaires',
  empty: 'Le patient n’a rempli aucun auto-questionnaire.',
  error: {
    title: 'Impossible de charger les auto-questionnaires',
    message: 'Vérifiez votre connexion et réessayez.',
  },
  showAll: 'Tout afficher ({{count}} de plus)',
  score: 'Score total {{score}} sur {{max}}',
  scoreWithSeverity: 'Score total {{score}} sur {{max}}, intensité {{severity}}',
  noScore: 'Pas de score',
  notAnswered: 'Sans réponse',
  copy: 'Copier dans le presse-papiers',
  copied: 'Copié dans le presse-papiers',
  copyFailed: 'Copie impossible. Sélectionnez le texte et copiez-le vous-même.',
  selfHarm: 'À la question 9 (idées de mort ou d’automutilation), la réponse était « {{answer}} ».',
  severity: {
    minimal: 'minime',
    mild: 'légère',
    moderate: 'modérée',
    moderately_severe: 'modérément sévère',
    severe: 'sévère',
  },
  type: {
    covid_19_daily: 'COVID-19, suivi quotidien',
    mental_health_phq9_se: 'PHQ-9 (dépression)',
    mental_health_gad7_se: 'GAD-7 (anxiété)',
    mental_health_smbq_se: 'SMBQ (épuisement professionnel)',
    work_and_social_adjustment: 'Retentissement professionnel et social (WSAS)',
    vaccination_health_declaration: 'Questionnaire de santé avant vaccination',
    covid_19_vaccination_health_declaration: 'Questionnaire de santé avant vaccination contre la COVID-19',
    occupational_health_declaration: 'Questionnaire de santé au travail',
    obesity_related_problems_self_assessment: 'Troubles liés à l’obésité',
  },
};
