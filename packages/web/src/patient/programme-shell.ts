import { getFromJoin, watchResponses } from './join-api';
import { LoadFailed } from './load-failed';
import { browserLanguages, formatDateTime, patientLanguage } from './patient-language';
import { ProgrammesAndMessages } from './patient-programmes-gate';
import { loadPageLanguage, PageLanguageContext, usePageLanguageOf } from './patient-texts';

/**
 * What the programme page (its own chunk) takes from the patient entry's first chunk, handed to it by the entry
 * (main.tsx) rather than imported: a lazy chunk importing these would split them out of the join page's first chunk
 * into more requests and more of its 80 KB budget.
 */
export const shell = {
  getFromJoin,
  watchResponses,
  LoadFailed,
  browserLanguages,
  formatDateTime,
  patientLanguage,
  ProgrammesAndMessages,
  loadPageLanguage,
  PageLanguageContext,
  usePageLanguageOf,
};
export type Shell = typeof shell;
