import {
  buildSearchIndex,
  type RecordEntry,
  type SearchDocument,
  type SearchField,
  type SearchIndex,
} from '@konsult/domain';
import type { TFunction } from 'i18next';
import { intlLocale } from '../../i18n/language';
import { looseT } from '../../i18n/loose-t';
import { formatList } from '../../lib/format-list';

/** An entry's row as the clinician reads it. */
export interface RecordRowText {
  label: string;
  value: string;
}

/** Field keys shared by the search index and the highlighting. */
export const FIELD = {
  title: 'title',
  responsible: 'responsible',
  facility: 'facility',
  rowLabel: (index: number) => `row.${index}.label`,
  rowValue: (index: number) => `row.${index}.value`,
} as const;

/**
 * The rows as shown: konsult's own notes carry the form's i18n keys for labels and chosen options (translated here,
 * as in the note itself); the records system sends text, shown as it is. Several chosen options read as a list in
 * the UI language (`locale`, an Intl locale).
 */
export function entryRows(entry: RecordEntry, t: TFunction, locale: string): readonly RecordRowText[] {
  const konsult = entry.source === 'konsult';
  if (!konsult && entry.rows.every((row) => row.selectedOptions.length === 0)) return entry.rows;
  const tr = looseT(t);
  const translate = konsult ? (text: string) => tr(text) : (text: string) => text;
  return entry.rows.map((row) => ({
    label: translate(row.label),
    value: row.selectedOptions.length > 0 ? formatList(row.selectedOptions.map(translate), locale) : row.value,
  }));
}

/** What the search looks at: exactly the text on screen (title, responsible, facility, rows), in screen order. */
export function searchDocument(entry: RecordEntry, t: TFunction, locale: string): SearchDocument {
  const fields: SearchField[] = [
    { key: FIELD.title, text: entry.title },
    { key: FIELD.responsible, text: entry.responsibleName },
  ];
  if (entry.careFacilityName) fields.push({ key: FIELD.facility, text: entry.careFacilityName });
  entryRows(entry, t, locale).forEach((row, index) => {
    fields.push({ key: FIELD.rowLabel(index), text: row.label }, { key: FIELD.rowValue(index), text: row.value });
  });
  return { id: entry.id, fields };
}

const indexes = new WeakMap<readonly RecordEntry[], Map<string, SearchIndex>>();

/**
 * The search index of a fetched list in a language, built once (the lowercased text of 5,000 entries takes some tens
 * of milliseconds) and kept as long as the list is.
 */
export function searchIndexFor(entries: readonly RecordEntry[], t: TFunction, language: string): SearchIndex {
  let byLanguage = indexes.get(entries);
  if (!byLanguage) {
    byLanguage = new Map();
    indexes.set(entries, byLanguage);
  }
  let index = byLanguage.get(language);
  if (!index) {
    index = buildSearchIndex(entries.map((entry) => searchDocument(entry, t, intlLocale(language))));
    byLanguage.set(language, index);
  }
  return index;
}
