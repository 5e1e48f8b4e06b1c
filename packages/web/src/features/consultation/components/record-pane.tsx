import type { ReactNode } from 'react';
import type { RecordPaneSlot } from '../../../lib/record-pane/record-pane-slot';

export type { RecordPaneSlot };

/**
 * What fills the left record pane of the consultation layout. The layout owns the pane's region (shown, hidden,
 * named); its content is another feature (record-pane), composed in by the app through this slot, as the workspace
 * is: features do not import each other.
 */
export type RenderRecordPane = (slot: RecordPaneSlot) => ReactNode;
