import {
  type DateChunk,
  groupByDateChunk,
  hasActiveFilters,
  MARKET_TIME_ZONE,
  matchesFilters,
  type Meeting,
  RECORD_FILTER_ATTRIBUTES,
  type RecordEntry,
  type RecordFilterAttribute,
  type RecordFilterSelection,
} from '@konsult/domain';
import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { startTransition, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { looseT } from '../../../i18n/loose-t';
import { useMe } from '../../../lib/session/me-context';
import { EmptyText } from '../../../ui/empty-state';
import { searchIndexFor } from '../entry-text';
import { useRecordSearch } from '../hooks/use-record-search';
import { RecordChunkList } from './record-chunk-list';
import { RecordEntryCard } from './record-entry-card';
import { RecordFiltersPanel } from './record-filters-panel';
import { RecordSearchBox } from './record-search-box';
import { StrikeEntryDialog } from './strike-entry-dialog';

interface RecordHistoryProps {
  entries: readonly RecordEntry[];
  /** When the list was fetched: the date chunks are relative to it. */
  fetchedAt: number;
  patientId: string;
  meeting: Meeting | null;
  mentalHealthOnly: boolean;
}

const EMPTY_IDS: ReadonlySet<string> = new Set();

/** A set with one id added or removed. */
function toggled(ids: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  if (ids.has(id) === on) return ids;
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 50);
  return () => window.clearTimeout(handle);
}

/**
 * The fetched history: search box, filters, and the entries by date chunk. Only what is on screen is rendered; the
 * search index is built while the browser is idle after the first screen (or at once, should a search come first).
 */
export function RecordHistory({ entries, fetchedAt, patientId, meeting, mentalHealthOnly }: RecordHistoryProps) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const timeZone = MARKET_TIME_ZONE[me.pool.country];
  const language = i18n.language;
  const locale = intlLocale(language);
  const filtersId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const getIndex = useCallback(() => searchIndexFor(entries, t, language), [entries, t, language]);
  useEffect(() => whenIdle(() => void getIndex()), [getIndex]);
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);

  const [selection, setSelection] = useState<RecordFilterSelection>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtering = hasActiveFilters(selection);
  const filterKey = JSON.stringify(selection);
  const includeDoc = useMemo(() => {
    if (!filtering) return null;
    const mask = Uint8Array.from(entries, (entry) => (matchesFilters(entry, selection) ? 1 : 0));
    return (docIndex: number) => mask[docIndex] === 1;
  }, [entries, selection, filtering]);

  // Open entries while browsing; entries the clinician closed while searching (matches show open).
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(EMPTY_IDS);
  const [closedInSearch, setClosedInSearch] = useState<{ query: string; ids: ReadonlySet<string> }>({
    query: '',
    ids: EMPTY_IDS,
  });
  const reveal = useCallback(
    (id: string) => setClosedInSearch((current) => ({ ...current, ids: toggled(current.ids, id, false) })),
    [],
  );
  const search = useRecordSearch({ getIndex, includeDoc, filterKey, container: listRef, onReveal: reveal });
  const result = search.result;
  const searchQuery = result?.query ?? null;
  const closedIds = searchQuery !== null && closedInSearch.query === searchQuery ? closedInSearch.ids : EMPTY_IDS;

  const onToggle = useCallback(
    (id: string) => {
      if (searchQuery === null) {
        setExpanded((current) => toggled(current, id, !current.has(id)));
        return;
      }
      setClosedInSearch((current) => {
        const ids = current.query === searchQuery ? current.ids : EMPTY_IDS;
        return { query: searchQuery, ids: toggled(ids, id, !ids.has(id)) };
      });
    },
    [searchQuery],
  );

  const [strikeTarget, setStrikeTarget] = useState<RecordEntry | null>(null);
  const onStrike = useCallback((entry: RecordEntry) => setStrikeTarget(entry), []);
  const onOpenMeeting = useCallback(
    (meetingId: string) => void navigate({ to: '/emr/$meetingId', params: { meetingId } }),
    [navigate],
  );

  // 'Show all' per chunk, remembered per search and filter set (a new query starts from 20 again).
  const [showingAll, setShowingAll] = useState<ReadonlySet<string>>(EMPTY_IDS);
  const showAllKey = (chunk: DateChunk) => `${searchQuery ?? ''}\u0000${filterKey}\u0000${chunk}`;

  const shown = useMemo(() => {
    if (result) return result.docIds.map((id) => byId.get(id)!);
    return filtering ? entries.filter((entry) => matchesFilters(entry, selection)) : entries;
  }, [result, byId, entries, filtering, selection]);
  const groups = useMemo(
    () => groupByDateChunk(shown, (entry) => entry.contactAt, fetchedAt, timeZone),
    [shown, fetchedAt, timeZone],
  );

  const currentDocId = search.currentMatch?.docId ?? null;
  const showPrescriptions = me.pool.country === 'SE';
  const renderEntry = (entry: RecordEntry) => (
    <RecordEntryCard
      entry={entry}
      expanded={result ? !closedIds.has(entry.id) : expanded.has(entry.id)}
      matches={result?.byDoc.get(entry.id)}
      current={currentDocId === entry.id ? search.current : null}
      // Seed 001 §4: an id, a Swedish-type pool, not already struck. The note of the meeting on screen is struck
      // from the finishing bar, which also ends the meeting.
      strikable={me.strikingEnabled && entry.id !== '' && entry.strickenAt === null && entry.meetingId !== meeting?.id}
      showPrescriptions={showPrescriptions}
      linkToMeeting={entry.meetingId !== null && entry.meetingId !== meeting?.id}
      locale={locale}
      timeZone={timeZone}
      onToggle={onToggle}
      onStrike={onStrike}
      onOpenMeeting={onOpenMeeting}
    />
  );

  const labelOf = (attribute: RecordFilterAttribute, value: string) =>
    attribute === 'contactType' ? looseT(t)(`recordHistory.contactType.${value}`) : value;
  const activeFilterCount = RECORD_FILTER_ATTRIBUTES.reduce((sum, a) => sum + (selection[a]?.length ?? 0), 0);
  const matchCount = result?.matches.length ?? 0;
  const status = !result
    ? ''
    : search.current === null
      ? t('recordHistory.search.matches', { count: matchCount })
      : t('recordHistory.search.position', { current: search.current + 1, count: matchCount });

  return (
    <div className="record-history">
      <RecordSearchBox value={search.input} onChange={search.setInput} onStep={search.step} onClear={search.clear} />
      <Group justify="space-between" gap="xs" mt="xs" wrap="nowrap">
        <Text size="sm" role="status" aria-live="polite" className="record-history__status">
          {status}
        </Text>
        <Button
          variant="default"
          size="compact-sm"
          aria-expanded={filtersOpen}
          aria-controls={filtersOpen ? filtersId : undefined}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtering
            ? t('recordHistory.filters.toggleActive', { count: activeFilterCount })
            : t('recordHistory.filters.toggle')}
        </Button>
      </Group>
      {filtersOpen ? (
        <RecordFiltersPanel
          id={filtersId}
          entries={entries}
          selection={selection}
          onChange={(attribute, values) => setSelection((current) => ({ ...current, [attribute]: values }))}
          onClear={() => setSelection({})}
          labelOf={labelOf}
        />
      ) : null}
      {mentalHealthOnly ? (
        <Text size="xs" c="dimmed" mt="xs">
          {t('recordHistory.mentalHealthOnly')}
        </Text>
      ) : null}
      <div ref={listRef} className="record-history__list">
        {entries.length === 0 ? (
          <EmptyText>{t('recordHistory.empty')}</EmptyText>
        ) : result && matchCount === 0 ? (
          <EmptyText>{t('recordHistory.search.noResults')}</EmptyText>
        ) : groups.length === 0 ? (
          <EmptyText>{t('recordHistory.emptyFiltered')}</EmptyText>
        ) : (
          <RecordChunkList
            groups={groups}
            isShowingAll={(chunk) => showingAll.has(showAllKey(chunk))}
            onShowAll={(chunk) =>
              // Thousands of entries may follow: keep typing and scrolling responsive while they render.
              startTransition(() => setShowingAll((current) => toggled(current, showAllKey(chunk), true)))
            }
            pinnedId={currentDocId}
            renderEntry={renderEntry}
          />
        )}
      </div>
      <StrikeEntryDialog
        patientId={patientId}
        entry={strikeTarget ? { id: strikeTarget.id, title: strikeTarget.title } : null}
        onClose={() => setStrikeTarget(null)}
      />
    </div>
  );
}
