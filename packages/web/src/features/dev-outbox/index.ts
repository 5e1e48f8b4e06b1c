// The development outbox page (/dev/outbox): loaded only when visited.
export { DevOutboxPage } from './components/dev-outbox-page';
