// The lab queue page (/lab-queue): its own chunk, loaded when visited.
export { LabQueuePage } from './components/lab-queue-page';
