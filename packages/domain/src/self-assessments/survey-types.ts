/**
 * Seed 001 §3: the survey types the self-assessment list knows. Anything else the facts store holds is logged by
 * the client and left out of the list (§8 "unknown survey type is logged").
 */
export const KNOWN_SURVEY_TYPES = [
  'covid_19_daily',
  'mental_health_phq9_se',
  'mental_health_gad7_se',
  'mental_health_smbq_se',
  'work_and_social_adjustment',
  'vaccination_health_declaration',
  'covid_19_vaccination_health_declaration',
  'occupational_health_declaration',
  'obesity_related_problems_self_assessment',
] as const;
export type SurveyType = (typeof KNOWN_SURVEY_TYPES)[number];

export type SurveyTypeInfo = {
  /**
   * The highest total the survey can score, shown as "score of max"; null for surveys without a score (daily
   * check-ins and health declarations).
   */
  maxScore: number | null;
  /** Questionnaires whose items, totals and severity bands the domain scores itself. */
  scoring: 'phq9' | 'gad7' | null;
};

/**
 * What we know of each survey. PHQ-9: 9 items scored 0–3 (0–27). GAD-7: 7 items 0–3 (0–21). SMBQ (Shirom–Melamed
 * burnout): the mean of 22 items scored 1–7. WSAS (work and social adjustment): 5 items 0–8 (0–40). The
 * obesity-related problems scale: 8 items 1–4 transformed to 0–100.
 */
export const SURVEY_TYPES: Record<SurveyType, SurveyTypeInfo> = {
  covid_19_daily: { maxScore: null, scoring: null },
  mental_health_phq9_se: { maxScore: 27, scoring: 'phq9' },
  mental_health_gad7_se: { maxScore: 21, scoring: 'gad7' },
  mental_health_smbq_se: { maxScore: 7, scoring: null },
  work_and_social_adjustment: { maxScore: 40, scoring: null },
  vaccination_health_declaration: { maxScore: null, scoring: null },
  covid_19_vaccination_health_declaration: { maxScore: null, scoring: null },
  occupational_health_declaration: { maxScore: null, scoring: null },
  obesity_related_problems_self_assessment: { maxScore: 100, scoring: null },
};

export function isKnownSurveyType(formName: string): formName is SurveyType {
  return (KNOWN_SURVEY_TYPES as readonly string[]).includes(formName);
}

/**
 * Splits responses into those of known types (order kept) and the distinct unknown type names, for the client to
 * log once each.
 */
export function partitionBySurveyType<T extends { formName: string }>(
  responses: readonly T[],
): { known: (T & { formName: SurveyType })[]; unknownTypes: string[] } {
  const known: (T & { formName: SurveyType })[] = [];
  const unknown = new Set<string>();
  for (const response of responses) {
    if (isKnownSurveyType(response.formName)) known.push(response as T & { formName: SurveyType });
    else unknown.add(response.formName);
  }
  return { known, unknownTypes: [...unknown] };
}
