export * from './prescription-card';
export * from './prescription-warnings';
