export * from './prescription-card';
export * from './prescription-warnings';
export * from './renewal';
export * from './renewal-messages';
export * from './pollen';
