import type { FullCatalogue } from '../catalogue';
import type { selfAssessmentsMessages } from './self-assessments.en';

/** The self-assessment tab in Swedish: the `selfAssessments` block of ./sv.ts (see ./self-assessments.en.ts). */
export const svSelfAssessmentsMessages: FullCatalogue<typeof selfAssessmentsMessages> = {
  loading: 'Laddar självskattningar',
  list: 'Självskattningar',
  empty: 'Patienten har inte fyllt i några självskattningar.',
  error: {
    title: 'Kunde inte ladda självskattningarna',
    message: 'Kontrollera anslutningen och försök igen.',
  },
  showAll: 'Visa alla ({{count}} till)',
  score: 'Totalpoäng {{score}} av {{max}}',
  scoreWithSeverity: 'Totalpoäng {{score}} av {{max}}, {{severity}}',
  noScore: 'Ingen poäng',
  notAnswered: 'Inte besvarad',
  copy: 'Kopiera till urklipp',
  copied: 'Kopierat till urklipp',
  copyFailed: 'Kunde inte kopiera. Markera texten och kopiera den själv.',
  selfHarm: 'Fråga 9 (tankar på döden eller att skada sig själv) besvarades ”{{answer}}”.',
  severity: {
    minimal: 'minimal',
    mild: 'lindrig',
    moderate: 'måttlig',
    moderately_severe: 'medelsvår',
    severe: 'svår',
  },
  type: {
    covid_19_daily: 'Covid-19, daglig avstämning',
    mental_health_phq9_se: 'PHQ-9 (depression)',
    mental_health_gad7_se: 'GAD-7 (ångest)',
    mental_health_smbq_se: 'SMBQ (utmattning)',
    work_and_social_adjustment: 'Arbets- och social funktion (WSAS)',
    vaccination_health_declaration: 'Hälsodeklaration inför vaccination',
    covid_19_vaccination_health_declaration: 'Hälsodeklaration inför covid-19-vaccination',
    occupational_health_declaration: 'Hälsodeklaration, företagshälsovård',
    obesity_related_problems_self_assessment: 'Fetmarelaterade besvär',
  },
};
