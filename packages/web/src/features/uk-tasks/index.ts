// The practice's work queue page (/practice-tasks) is loaded only when visited; the home page's link is small and eager.
export { PracticeTasksLink } from './components/practice-tasks-link';
