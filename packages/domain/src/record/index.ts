export * from './date-chunks';
export * from './record-filters';
export * from './record-search';
export * from './mental-health-filter';
