export * from './survey-types';
export * from './scoring';
export * from './survey-list';
