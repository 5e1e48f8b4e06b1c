export * from './interpretation';
export * from './grouping';
