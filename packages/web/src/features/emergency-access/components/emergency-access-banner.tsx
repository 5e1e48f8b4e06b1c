import { dayKey, type EmergencyAccess, MARKET_TIME_ZONE } from '@konsult/domain';
import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatClock, formatDateTime } from '../../../lib/format-time';
import { useMe } from '../../../lib/session/me-context';

/** Above a record opened with emergency access: until when, why, and that every access is logged. */
export function EmergencyAccessBanner({ access }: { access: EmergencyAccess }) {
  const { t, i18n } = useTranslation();
  const { pool } = useMe();
  const [now] = useState(() => Date.now());
  const timeZone = MARKET_TIME_ZONE[pool.country];
  const locale = intlLocale(i18n.language);
  // The clock alone reads well today; an access that runs past midnight also says which day it ends.
  const time =
    dayKey(access.expiresAt, timeZone) === dayKey(now, timeZone)
      ? formatClock(access.expiresAt, locale, timeZone)
      : formatDateTime(access.expiresAt, locale, timeZone);
  return (
    <Alert color="red" variant="light" role="alert" title={t('emergencyAccess.banner.title')} radius={0}>
      {t('emergencyAccess.banner.message', { time, reason: access.reason })}
    </Alert>
  );
}
