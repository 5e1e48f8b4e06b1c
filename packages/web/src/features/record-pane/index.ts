// The record pane: composed into the consultation layout by the app.
export { RecordPane, type RecordPaneProps } from './components/record-pane';
