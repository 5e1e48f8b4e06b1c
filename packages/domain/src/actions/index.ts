export * from './meeting-actions';
