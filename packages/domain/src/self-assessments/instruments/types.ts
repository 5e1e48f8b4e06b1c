import type { Locale } from '../../markets/country';

/** An instrument's words in one language: what the patient reads. */
export type InstrumentText = {
  /** The questionnaire's name as the patient sees it, e.g. "Anxiety (GAD-7)". */
  title: string;
  /** The question every item answers, e.g. "Over the last 2 weeks, how often …". */
  instructions: string;
  items: readonly string[];
  /** The answer options, one per point of the scale, lowest first. */
  scale: readonly string[];
};

export type InstrumentTexts = Record<Locale, InstrumentText>;
