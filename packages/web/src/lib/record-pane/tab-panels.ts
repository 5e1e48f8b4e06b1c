import type { LeftbarTab, Me, Meeting } from '@konsult/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * The contract between the record pane and the features whose panels it shows (record history, medication list,
 * …). It sits here, below the features, so that a panel's feature and the pane both see it without importing each
 * other; the app builds the registry (app/record-pane).
 */

/** What every record-pane tab panel (and its counter hook) receives. `meeting` is null in the meetingless view. */
export type TabPanelProps = { patientId: string; meeting: Meeting | null };

/** A tab's counter badge: a spinner while loading, a warning icon on error, the count, or '?' when unknowable. */
export type TabCounter =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; count: number } | { state: 'unknown' };

/**
 * A tab's counter from the query behind its panel: the count of its data once loaded ('?' where `count` says
 * 'unknown'), else a warning icon when it failed, else a spinner.
 */
export function queryCounter<T>(
  query: { data: T | undefined; isError: boolean },
  count: (data: T) => number | 'unknown',
): TabCounter {
  if (query.data !== undefined) {
    const counted = count(query.data);
    return counted === 'unknown' ? { state: 'unknown' } : { state: 'ready', count: counted };
  }
  if (query.isError) return { state: 'error' };
  return { state: 'loading' };
}

export interface TabPanel {
  Panel: ComponentType<TabPanelProps>;
  /**
   * The tab's counter, if it has one. A React hook: the pane calls it unconditionally, once per render, for every tab
   * it shows (the set of tabs is fixed for a given clinician and meeting).
   */
  useCounter?: (props: TabPanelProps) => TabCounter;
  /**
   * Starts what the panel and its counter ask for, before the pane renders (issue 22: the consultation route starts
   * the pane's requests beside its code instead of one wave after another as each part mounts).
   */
  prefetch?: (queryClient: QueryClient, props: TabPanelProps & { me: Me }) => void;
}

/** Panels per tab. A tab without one is not shown (a parent tab: not without at least one child that has one). */
export type TabPanels = Partial<Record<LeftbarTab, TabPanel>>;
