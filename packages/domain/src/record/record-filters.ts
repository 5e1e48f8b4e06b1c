/**
 * Seed 001 §9: the record history filters on responsible clinician, contact type and care facility; each attribute
 * lists its values with counts, most frequent first, the first 6 then 'N more'; an unknown or empty value is one
 * option labelled 'Other'. Ours: counts are over the whole list (they do not shrink as other filters are ticked,
 * so an option never disappears while the clinician is choosing); ticked values of one attribute widen the list
 * (any of them), attributes narrow it (all of them).
 */
export const RECORD_FILTER_ATTRIBUTES = ['responsible', 'contactType', 'careFacility'] as const;
export type RecordFilterAttribute = (typeof RECORD_FILTER_ATTRIBUTES)[number];

/** How many options of an attribute show before 'N more'. */
export const FILTER_OPTIONS_SHOWN = 6;

/** The value of entries whose attribute is unknown or empty; shown as 'Other'. */
export const OTHER_FILTER_VALUE = '';

export interface FilterableRecordEntry {
  responsibleName: string | null;
  contactType: string | null;
  careFacilityName: string | null;
}

export interface FilterOption {
  /** OTHER_FILTER_VALUE for 'Other'. */
  value: string;
  count: number;
}

export interface FilterGroup {
  attribute: RecordFilterAttribute;
  /** Every option, most entries first; ties alphabetically, 'Other' last among its ties. */
  options: FilterOption[];
}

export type RecordFilterSelection = Partial<Record<RecordFilterAttribute, readonly string[]>>;

export function filterValue(entry: FilterableRecordEntry, attribute: RecordFilterAttribute): string {
  const raw =
    attribute === 'responsible'
      ? entry.responsibleName
      : attribute === 'contactType'
        ? entry.contactType
        : entry.careFacilityName;
  return raw?.trim() ?? OTHER_FILTER_VALUE;
}

function byCountThenName(a: FilterOption, b: FilterOption): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.value === OTHER_FILTER_VALUE) return 1;
  if (b.value === OTHER_FILTER_VALUE) return -1;
  return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
}

export function filterGroups(entries: readonly FilterableRecordEntry[]): FilterGroup[] {
  return RECORD_FILTER_ATTRIBUTES.map((attribute) => {
    const counts = new Map<string, number>();
    for (const entry of entries) {
      const value = filterValue(entry, attribute);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const options = [...counts].map(([value, count]) => ({ value, count })).sort(byCountThenName);
    return { attribute, options };
  });
}

/** The options to show: the first 6, or all once expanded; `moreCount` is what the 'N more' button offers. */
export function visibleFilterOptions(
  options: readonly FilterOption[],
  expanded: boolean,
): { shown: readonly FilterOption[]; moreCount: number } {
  if (expanded || options.length <= FILTER_OPTIONS_SHOWN) return { shown: options, moreCount: 0 };
  return { shown: options.slice(0, FILTER_OPTIONS_SHOWN), moreCount: options.length - FILTER_OPTIONS_SHOWN };
}

export function hasActiveFilters(selection: RecordFilterSelection): boolean {
  return RECORD_FILTER_ATTRIBUTES.some((attribute) => (selection[attribute]?.length ?? 0) > 0);
}

/** Does the entry pass every attribute that has ticked values? */
export function matchesFilters(entry: FilterableRecordEntry, selection: RecordFilterSelection): boolean {
  return RECORD_FILTER_ATTRIBUTES.every((attribute) => {
    const ticked = selection[attribute];
    return !ticked || ticked.length === 0 || ticked.includes(filterValue(entry, attribute));
  });
}

export function applyRecordFilters<T extends FilterableRecordEntry>(
  entries: readonly T[],
  selection: RecordFilterSelection,
): readonly T[] {
  if (!hasActiveFilters(selection)) return entries;
  return entries.filter((entry) => matchesFilters(entry, selection));
}
