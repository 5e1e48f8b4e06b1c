// The lab queue page (/lab-queue) is loaded only when visited; the home page's link is small and eager.
export { LabQueueLink } from './components/lab-queue-link';
