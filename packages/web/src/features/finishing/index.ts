// Finishing the meeting: rendered by the app's consultation screen above the note.
export { FinishingBar } from './components/finishing-bar';
