import { MARKET_TIME_ZONE } from '@konsult/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatClock, formatDate, formatDateTime } from '../../../lib/format-time';
import { useMe } from '../../../lib/session/me-context';

/** Dates and times as the clinician reads them: their language, their market's clock. */
export function useProgrammeFormat() {
  const { i18n } = useTranslation();
  const { pool } = useMe();
  const locale = intlLocale(i18n.language);
  const timeZone = MARKET_TIME_ZONE[pool.country];
  return useMemo(
    () => ({
      locale,
      timeZone,
      date: (epochMs: number) => formatDate(epochMs, locale, timeZone),
      clock: (epochMs: number) => formatClock(epochMs, locale, timeZone),
      dateTime: (epochMs: number) => formatDateTime(epochMs, locale, timeZone),
    }),
    [locale, timeZone],
  );
}
