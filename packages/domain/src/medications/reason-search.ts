/**
 * Seed 001 §5, §9: the reason (indication) search starts at 3 characters, is debounced 500 ms, and runs at once when
 * the text ends with a space (the clinician finished a word). Ours: characters are counted on the trimmed text, and
 * the query sent is trimmed.
 */
export const REASON_SEARCH_MIN_LENGTH = 3;
export const REASON_SEARCH_DEBOUNCE_MS = 500;

export type ReasonSearchPlan =
  /** Too short: no search, and no results shown. */
  { kind: 'none' } | { kind: 'search'; query: string; delayMs: number };

/** What to do with the text in the reason search box right now. */
export function planReasonSearch(text: string): ReasonSearchPlan {
  const query = text.trim();
  if ([...query].length < REASON_SEARCH_MIN_LENGTH) return { kind: 'none' };
  return { kind: 'search', query, delayMs: /\s$/.test(text) ? 0 : REASON_SEARCH_DEBOUNCE_MS };
}
