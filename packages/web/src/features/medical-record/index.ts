// The consultation note: rendered by the app's consultation screen inside the note area.
export { RecordEntry } from './components/record-entry';
