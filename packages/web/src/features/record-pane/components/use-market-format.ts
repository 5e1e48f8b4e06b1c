import { MARKET_TIME_ZONE } from '@konsult/domain';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatDecimal } from '../../../lib/format-number';
import { formatDate } from '../../../lib/format-time';
import { useMe } from '../../../lib/session/me-context';

/** Dates in the UI language on the clinician's market clock, and calendar dates ('YYYY-MM-DD') as they are. */
export function useMarketFormat() {
  const { i18n } = useTranslation();
  const me = useMe();
  const timeZone = MARKET_TIME_ZONE[me.pool.country];
  const locale = intlLocale(i18n.language);
  return {
    country: me.pool.country,
    timeZone,
    locale,
    date: (epochMs: number) => formatDate(epochMs, locale, timeZone),
    /** A calendar date has no zone: format it at UTC midnight in UTC so it never shifts a day. */
    calendarDate: (iso: string) => {
      const [y, m, d] = iso.split('-').map(Number);
      return y && m && d ? formatDate(Date.UTC(y, m - 1, d), locale, 'UTC') : iso;
    },
    decimal: (value: number, digits: number) => formatDecimal(value, locale, digits),
  };
}
