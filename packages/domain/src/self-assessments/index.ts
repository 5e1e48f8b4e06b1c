export * from './survey-types';
export * from './scoring';
export * from './survey-list';
export * from './questionnaires';
export type { InstrumentText } from './instruments/types';
