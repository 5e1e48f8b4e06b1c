/**
 * The patient's record history (features/record-history lists it in the record pane). Here, below the features,
 * because others add entries to it: a sent specialist referral is a new entry, which the history's one-minute
 * freshness would otherwise hide until it is fetched again.
 */
export const recordEntriesKey = (patientId: string) => ['record-history', patientId] as const;
