// The evaluation form: rendered by the app's consultation screen below the note.
export { EvaluationForm } from './components/evaluation-form';
