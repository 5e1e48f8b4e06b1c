/**
 * Seed 001 §4, §5, §9: the record history search needs 3 characters, is debounced 300 ms, is case-insensitive,
 * highlights every match, and moves between matches with Enter / Shift+Enter, wrapping around; the highlighted
 * match scrolls into view 200 ms after a move.
 *
 * For 5,000 entries (architecture §9: highlight ≤ 100 ms after the debounce) the index is built once per fetched
 * list: every field's lowercased text joined into one string, so a query is a single `indexOf` walk over it.
 * Matches never cross fields: a separator no query can contain sits between them.
 */
export const MIN_SEARCH_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;
export const HIGHLIGHT_SCROLL_DELAY_MS = 200;

const SEPARATOR = '\u0000';

export interface SearchField {
  /** Unique within its document, e.g. 'title' or 'row.2.value'. */
  key: string;
  text: string;
}

/** One searchable thing (a record entry): its fields in the order they are shown. */
export interface SearchDocument {
  id: string;
  fields: readonly SearchField[];
}

export interface SearchIndex {
  readonly text: string;
  /** Offset in `text` where each field starts; fields are numbered across all documents. */
  readonly fieldStart: Int32Array;
  readonly fieldDoc: Int32Array;
  readonly fieldKey: readonly string[];
  readonly docIds: readonly string[];
}

/** Half-open range in the field's original text. */
export interface TextRange {
  start: number;
  end: number;
}

export interface SearchMatch extends TextRange {
  /** Position in the flat list, for "match i of n" and navigation. */
  ordinal: number;
  docId: string;
  fieldKey: string;
}

export interface SearchResult {
  query: string;
  /** Every match in reading order: documents as given, fields as given, left to right. */
  matches: readonly SearchMatch[];
  /** Documents with at least one match, in order. */
  docIds: readonly string[];
  /** docId → fieldKey → that field's matches. */
  byDoc: ReadonlyMap<string, ReadonlyMap<string, readonly SearchMatch[]>>;
}

/**
 * Lowercase without changing the length, so positions found in the lowercased text are positions in the original:
 * the few characters whose lowercase is longer (İ → i̇) keep their case instead.
 */
export function lowercaseSameLength(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (const char of text) {
    const lowerChar = char.toLowerCase();
    out += lowerChar.length === char.length ? lowerChar : char;
  }
  return out;
}

export function buildSearchIndex(docs: readonly SearchDocument[]): SearchIndex {
  const parts: string[] = [];
  const starts: number[] = [];
  const fieldDocs: number[] = [];
  const keys: string[] = [];
  let offset = 0;
  docs.forEach((doc, docIndex) => {
    for (const field of doc.fields) {
      // A separator inside the text would let a match start in one field and end in the next: blank it.
      const text = lowercaseSameLength(
        field.text.includes(SEPARATOR) ? field.text.replaceAll(SEPARATOR, ' ') : field.text,
      );
      starts.push(offset);
      fieldDocs.push(docIndex);
      keys.push(field.key);
      parts.push(text);
      offset += text.length + SEPARATOR.length;
    }
  });
  return {
    text: parts.join(SEPARATOR),
    fieldStart: Int32Array.from(starts),
    fieldDoc: Int32Array.from(fieldDocs),
    fieldKey: keys,
    docIds: docs.map((doc) => doc.id),
  };
}

/** The query as searched (trimmed, lowercased), or null while it is shorter than 3 characters. */
export function normaliseSearchQuery(raw: string): string | null {
  const query = lowercaseSameLength(raw.trim().replaceAll(SEPARATOR, ''));
  return query.length >= MIN_SEARCH_LENGTH ? query : null;
}

/**
 * Every non-overlapping occurrence of the query. `includeDoc` (by document position) leaves out documents the
 * clinician has filtered away, so counts and navigation follow what is on screen.
 */
export function searchIndex(
  index: SearchIndex,
  rawQuery: string,
  includeDoc: (docIndex: number) => boolean = () => true,
): SearchResult | null {
  const query = normaliseSearchQuery(rawQuery);
  if (query === null) return null;
  const matches: SearchMatch[] = [];
  const docIds: string[] = [];
  const byDoc = new Map<string, Map<string, SearchMatch[]>>();
  const { text, fieldStart, fieldDoc, fieldKey } = index;
  let field = 0;
  let at = text.indexOf(query);
  while (at !== -1) {
    // Matches come in increasing order, so the field pointer only moves forward.
    while (field + 1 < fieldStart.length && fieldStart[field + 1]! <= at) field++;
    const docIndex = fieldDoc[field]!;
    if (includeDoc(docIndex)) {
      const docId = index.docIds[docIndex]!;
      const start = at - fieldStart[field]!;
      const key = fieldKey[field]!;
      const match: SearchMatch = { ordinal: matches.length, docId, fieldKey: key, start, end: start + query.length };
      matches.push(match);
      let fields = byDoc.get(docId);
      if (!fields) {
        fields = new Map();
        byDoc.set(docId, fields);
        docIds.push(docId);
      }
      const list = fields.get(key);
      if (list) list.push(match);
      else fields.set(key, [match]);
    }
    at = text.indexOf(query, at + query.length);
  }
  return { query, matches, docIds, byDoc };
}

/**
 * The match to move to: Enter (+1) after the last wraps to the first, Shift+Enter (−1) before the first wraps to the
 * last. With no current match, Enter goes to the first and Shift+Enter to the last. Null when there are none.
 */
export function stepMatch(current: number | null, count: number, direction: 1 | -1): number | null {
  if (count === 0) return null;
  if (current === null || current < 0 || current >= count) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}

/** Splits a field's text into plain and highlighted pieces, for rendering <mark>s. Ranges must be sorted. */
export function splitByRanges<R extends TextRange>(
  text: string,
  ranges: readonly R[],
): ({ text: string; range: null } | { text: string; range: R })[] {
  const pieces: ({ text: string; range: null } | { text: string; range: R })[] = [];
  let at = 0;
  for (const range of ranges) {
    if (range.start > at) pieces.push({ text: text.slice(at, range.start), range: null });
    pieces.push({ text: text.slice(range.start, range.end), range });
    at = range.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), range: null });
  return pieces;
}
