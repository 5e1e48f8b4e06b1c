import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RenderRecordPane } from '../../features/consultation';
import { LoadingState } from '../../ui/loading-state';

// The pane and its panels are a chunk of their own: the header, note and call do not wait for them. The
// consultation route's loader starts it beside the screen's own chunk (no chain: route → slot → pane).
export const loadRecordPane = () => import('../record-pane/record-pane-tabs');
const RecordPane = lazy(() => loadRecordPane().then((m) => ({ default: m.RecordPaneWithTabs })));

function PaneLoading() {
  const { t } = useTranslation();
  return <LoadingState label={t('recordPane.loading')} />;
}

/** The record-pane feature, with the other features' panels, in the consultation layout's pane. */
export const renderRecordPane: RenderRecordPane = (slot) => (
  <Suspense fallback={<PaneLoading />}>
    <RecordPane {...slot} />
  </Suspense>
);
