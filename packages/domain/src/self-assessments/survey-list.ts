/** Seed 001 §9: the self-assessment list shows 10 items before 'show all'. */
export const SURVEY_LIST_INITIAL = 10;

/**
 * The responses the list shows: the newest first, the first 10 until the clinician asks for all, and how many
 * 'show all' would add (0: no button).
 */
export function visibleSurveyResponses<T extends { createdAt: number }>(
  responses: readonly T[],
  showAll: boolean,
): { visible: T[]; hidden: number } {
  const sorted = [...responses].sort((a, b) => b.createdAt - a.createdAt);
  if (showAll || sorted.length <= SURVEY_LIST_INITIAL) return { visible: sorted, hidden: 0 };
  return { visible: sorted.slice(0, SURVEY_LIST_INITIAL), hidden: sorted.length - SURVEY_LIST_INITIAL };
}
