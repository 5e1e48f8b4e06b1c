import { UK_MENTAL_HEALTH_TEMPLATE_ID } from '../api/record-pane';
import type { Country } from '../markets/country';
import type { ActivityType } from '../meetings/meeting';

/**
 * Seed 002 §2: "A UK mental-health meeting variant filters the record entries to those of that form." The template
 * a record entry names is the form it was written in; in a British meeting of the mental-health activity the history
 * shows only entries of the UK mental-health form. Null: no filtering (every other meeting, and the meetingless
 * view, which has no activity).
 */
export function recordHistoryTemplateFilter(
  country: Country,
  meeting: { activityType: ActivityType } | null,
): string | null {
  return country === 'GB' && meeting?.activityType === 'MENTAL_HEALTH' ? UK_MENTAL_HEALTH_TEMPLATE_ID : null;
}

export function filterEntriesByTemplate<T extends { templateId: string | null }>(
  entries: readonly T[],
  templateId: string | null,
): readonly T[] {
  return templateId === null ? entries : entries.filter((entry) => entry.templateId === templateId);
}
