// The practice's work queue (/practice-tasks): its own chunk, loaded when visited.
export { PracticeTasksPage } from './components/practice-tasks-page';
