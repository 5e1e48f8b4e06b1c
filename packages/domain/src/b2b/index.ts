export * from './ticket-status';
