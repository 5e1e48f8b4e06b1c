export * from './personnummer';
export * from './nhs-number';
export * from './fodselsnummer';
export * from './nir';
export * from './kvnr';
export * from './display';
export { isCalendarDate, parseIsoDate } from './calendar-date';
