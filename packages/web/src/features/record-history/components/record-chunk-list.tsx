import type { DateChunk, DateChunkGroup, RecordEntry } from '@konsult/domain';
import { Button } from '@mantine/core';
import { Fragment, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Seed 001 §9: each chunk lists 20 entries before 'show all'. */
export const ENTRIES_SHOWN_PER_CHUNK = 20;

interface RecordChunkListProps {
  groups: readonly DateChunkGroup<RecordEntry>[];
  isShowingAll: (chunk: DateChunk) => boolean;
  onShowAll: (chunk: DateChunk) => void;
  /** An entry that must be on screen even beyond the first 20 (the current search match's). */
  pinnedId: string | null;
  renderEntry: (entry: RecordEntry) => ReactNode;
}

/**
 * The history by date chunk, each under its heading. Only the shown slice of a chunk is rendered: a 5,000-entry
 * history puts about a hundred entries in the DOM until the clinician asks for all of one chunk.
 */
export function RecordChunkList({ groups, isShowingAll, onShowAll, pinnedId, renderEntry }: RecordChunkListProps) {
  const { t } = useTranslation();
  const idBase = useId();
  return groups.map(({ chunk, items }) => {
    const all = isShowingAll(chunk);
    const shown = all ? items : items.slice(0, ENTRIES_SHOWN_PER_CHUNK);
    const pinned =
      all || pinnedId === null ? null : items.find((entry, i) => i >= ENTRIES_SHOWN_PER_CHUNK && entry.id === pinnedId);
    const headingId = `${idBase}-${chunk}`;
    return (
      <section key={chunk} className="record-chunk" aria-labelledby={headingId}>
        <h2 id={headingId} className="record-chunk__heading">
          {t(`recordHistory.chunk.${chunk}`)} <span className="record-chunk__count">({items.length})</span>
        </h2>
        <ol className="record-chunk__entries">
          {shown.map((entry) => (
            <Fragment key={entry.id}>{renderEntry(entry)}</Fragment>
          ))}
          {pinned ? <Fragment key={pinned.id}>{renderEntry(pinned)}</Fragment> : null}
        </ol>
        {!all && items.length > ENTRIES_SHOWN_PER_CHUNK ? (
          <Button variant="default" size="compact-sm" onClick={() => onShowAll(chunk)}>
            {t('recordHistory.showAll', { count: items.length })}
          </Button>
        ) : null}
      </section>
    );
  });
}
