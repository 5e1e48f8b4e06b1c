/**
 * Seed 001 §5 and §9: a lot number has 3 to 128 characters; a programme without a number of series doses allows
 * dose numbers up to 20.
 */
export const LOT_NUMBER_MIN_LENGTH = 3;
export const LOT_NUMBER_MAX_LENGTH = 128;
export const DEFAULT_SERIES_MAX_DOSES = 20;
/** No programme has more doses than the default maximum; the dose-number select never offers more. */
export const MAX_DOSE_NUMBER = DEFAULT_SERIES_MAX_DOSES;
/** Ours: a vaccination date before 1900 is a typing mistake, not history. */
export const EARLIEST_OCCURRED_AT = Date.UTC(1900, 0, 1);
