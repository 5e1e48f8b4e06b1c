import type { FullCatalogue } from '../catalogue';
import type { selfAssessmentsMessages } from './self-assessments.en';

/** The self-assessment tab in German (Germany): the `selfAssessments` block of ./de.ts (see ./self-assessments.en.ts). */
export const deSelfAssessmentsMessages: FullCatalogue<typeof selfAssessmentsMessages> = {
  loading: 'Selbsteinschätzungen werden geladen',
  list: 'Selbsteinschätzungen',
  empty: 'Der Patient hat keine Selbsteinschätzungen ausgefüllt.',
  error: {
    title: 'Selbsteinschätzungen konnten nicht geladen werden',
    message: 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  showAll: 'Alle anzeigen ({{count}} weitere)',
  score: 'Gesamtpunktzahl {{score}} von {{max}}',
  scoreWithSeverity: 'Gesamtpunktzahl {{score}} von {{max}}, {{severity}}',
  noScore: 'Keine Punktzahl',
  notAnswered: 'Nicht beantwortet',
  copy: 'In die Zwischenablage kopieren',
  copied: 'In die Zwischenablage kopiert',
  copyFailed: 'Kopieren nicht möglich. Markieren Sie den Text und kopieren Sie ihn selbst.',
  selfHarm: 'Frage 9 (Gedanken an den Tod oder an Selbstverletzung) wurde mit „{{answer}}“ beantwortet.',
  severity: {
    minimal: 'minimal',
    mild: 'leicht',
    moderate: 'mittelgradig',
    moderately_severe: 'ausgeprägt',
    severe: 'schwer',
  },
  type: {
    covid_19_daily: 'COVID-19, tägliche Abfrage',
    mental_health_phq9_se: 'PHQ-9 (Depression)',
    mental_health_gad7_se: 'GAD-7 (Angst)',
    mental_health_smbq_se: 'SMBQ (Burnout)',
    work_and_social_adjustment: 'Arbeits- und soziale Funktionsfähigkeit (WSAS)',
    vaccination_health_declaration: 'Gesundheitsfragebogen vor der Impfung',
    covid_19_vaccination_health_declaration: 'Gesundheitsfragebogen vor der COVID-19-Impfung',
    occupational_health_declaration: 'Gesundheitsfragebogen, Arbeitsmedizin',
    obesity_related_problems_self_assessment: 'Adipositasbedingte Beschwerden',
  },
};
