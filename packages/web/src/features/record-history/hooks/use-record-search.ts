import {
  HIGHLIGHT_SCROLL_DELAY_MS,
  normaliseSearchQuery,
  SEARCH_DEBOUNCE_MS,
  type SearchIndex,
  searchIndex,
  type SearchMatch,
  stepMatch,
} from '@konsult/domain';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

/**
 * Performance marks, read by the browser test: the debounce firing, and the highlights of that query in the DOM
 * (architecture §9: ≤ 100 ms apart for 5,000 entries). 'painted' follows the next frame, for the record.
 */
export const SEARCH_MARKS = {
  debounced: 'record-search:debounced',
  highlighted: 'record-search:highlighted',
  painted: 'record-search:painted',
  measure: 'record-search',
} as const;

/** Where navigation stands: a match ordinal within one query and filter set; -1 = the last match. */
type Position = { key: string; ordinal: number };

interface RecordSearchOptions {
  /** The list's search index; built on first need unless it is ready (see searchIndexFor). */
  getIndex: () => SearchIndex;
  /** Documents filtered away by position, or null without filters. */
  includeDoc: ((docIndex: number) => boolean) | null;
  /** Changes whenever includeDoc does: navigation starts over when the filters change. */
  filterKey: string;
  /** Where the highlighted marks live, to scroll the current one into view. */
  container: RefObject<HTMLElement | null>;
  /** Called with the entry of the match navigation moved to (it must be visible, so expanded). */
  onReveal: (docId: string) => void;
}

/**
 * Seed 001 §4, §9: the record history search. Typing is debounced 300 ms; 3 characters start a search; Enter and
 * Shift+Enter move through the matches with wraparound; Escape clears; the current match scrolls into view 200 ms
 * after a move.
 */
export function useRecordSearch({ getIndex, includeDoc, filterKey, container, onReveal }: RecordSearchOptions) {
  const [input, setInputState] = useState('');
  const [query, setQuery] = useState('');
  const [position, setPosition] = useState<Position | null>(null);
  const latestInput = useRef('');
  const timer = useRef<number | undefined>(undefined);
  const measurePending = useRef(false);
  const committed = useRef('');

  const commit = useCallback((value: string) => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    // The same text again renders nothing new: no highlight to wait for.
    measurePending.current = normaliseSearchQuery(value) !== null && value !== committed.current;
    committed.current = value;
    performance.mark(SEARCH_MARKS.debounced);
    setQuery(value);
  }, []);

  const setInput = useCallback(
    (value: string) => {
      latestInput.current = value;
      setInputState(value);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => commit(value), SEARCH_DEBOUNCE_MS);
    },
    [commit],
  );

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    latestInput.current = '';
    committed.current = '';
    setInputState('');
    setQuery('');
    setPosition(null);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const result = useMemo(
    () => (normaliseSearchQuery(query) === null ? null : searchIndex(getIndex(), query, includeDoc ?? undefined)),
    [getIndex, query, includeDoc],
  );
  const count = result?.matches.length ?? 0;
  const key = `${result?.query ?? ''}\u0000${filterKey}`;
  const current =
    position && position.key === key && count > 0
      ? position.ordinal === -1
        ? count - 1
        : Math.min(position.ordinal, count - 1)
      : null;
  const currentMatch: SearchMatch | null = current === null ? null : (result?.matches[current] ?? null);

  /** Enter (+1) / Shift+Enter (−1). Typing not yet searched is searched first; the move lands on its first/last. */
  const step = useCallback(
    (direction: 1 | -1) => {
      if (timer.current !== undefined) {
        const pending = latestInput.current;
        commit(pending);
        const pendingQuery = normaliseSearchQuery(pending);
        if (pendingQuery !== null)
          setPosition({ key: `${pendingQuery}\u0000${filterKey}`, ordinal: direction === 1 ? 0 : -1 });
        return;
      }
      const next = stepMatch(current, count, direction);
      if (next === null) return;
      setPosition({ key, ordinal: next });
      const match = result?.matches[next];
      if (match) onReveal(match.docId);
    },
    [commit, current, count, key, filterKey, result, onReveal],
  );

  // The highlights of the query just searched are in the DOM once this runs (children commit first).
  useLayoutEffect(() => {
    if (!measurePending.current || !result) return;
    measurePending.current = false;
    performance.mark(SEARCH_MARKS.highlighted);
    performance.measure(SEARCH_MARKS.measure, SEARCH_MARKS.debounced, SEARCH_MARKS.highlighted);
    requestAnimationFrame(() => setTimeout(() => performance.mark(SEARCH_MARKS.painted), 0));
  }, [result]);

  // Seed 001 §9: the highlight scrolls into view 200 ms after a move.
  useEffect(() => {
    if (current === null) return;
    const handle = window.setTimeout(() => {
      const mark = container.current?.querySelector(`mark[data-match="${current}"]`);
      mark?.scrollIntoView({ block: 'center' });
    }, HIGHLIGHT_SCROLL_DELAY_MS);
    return () => window.clearTimeout(handle);
  }, [current, key, container]);

  return { input, setInput, clear, step, result, current, currentMatch };
}
