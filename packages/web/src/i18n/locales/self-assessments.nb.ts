import type { FullCatalogue } from '../catalogue';
import type { selfAssessmentsMessages } from './self-assessments.en';

/** The self-assessment tab in Norwegian (bokmål): the `selfAssessments` block of ./nb.ts (see ./self-assessments.en.ts). */
export const nbSelfAssessmentsMessages: FullCatalogue<typeof selfAssessmentsMessages> = {
  loading: 'Laster egenvurderinger',
  list: 'Egenvurderinger',
  empty: 'Pasienten har ikke fylt ut noen egenvurderinger.',
  error: {
    title: 'Kunne ikke laste egenvurderingene',
    message: 'Sjekk tilkoblingen og prøv igjen.',
  },
  showAll: 'Vis alle ({{count}} til)',
  score: 'Totalskår {{score}} av {{max}}',
  scoreWithSeverity: 'Totalskår {{score}} av {{max}}, {{severity}}',
  noScore: 'Ingen skår',
  notAnswered: 'Ikke besvart',
  copy: 'Kopier til utklippstavlen',
  copied: 'Kopiert til utklippstavlen',
  copyFailed: 'Kunne ikke kopiere. Merk teksten og kopier den selv.',
  selfHarm: 'Spørsmål 9 (tanker om død eller selvskading) ble besvart «{{answer}}».',
  severity: {
    minimal: 'minimal',
    mild: 'lett',
    moderate: 'moderat',
    moderately_severe: 'moderat alvorlig',
    severe: 'alvorlig',
  },
  type: {
    covid_19_daily: 'Covid-19, daglig oppfølging',
    mental_health_phq9_se: 'PHQ-9 (depresjon)',
    mental_health_gad7_se: 'GAD-7 (angst)',
    mental_health_smbq_se: 'SMBQ (utbrenthet)',
    work_and_social_adjustment: 'Arbeids- og sosial fungering (WSAS)',
    vaccination_health_declaration: 'Egenerklæring om helse før vaksinasjon',
    covid_19_vaccination_health_declaration: 'Egenerklæring om helse før covid-19-vaksinasjon',
    occupational_health_declaration: 'Helseerklæring, bedriftshelsetjeneste',
    obesity_related_problems_self_assessment: 'Fedmerelaterte plager',
  },
};
