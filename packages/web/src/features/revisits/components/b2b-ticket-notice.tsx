import { type B2bTicketStatus, b2bTicketStatus, dayKey, MARKET_TIME_ZONE, type Meeting } from '@konsult/domain';
import { Alert } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatDate } from '../../../lib/format-time';
import { useMe } from '../../../lib/session/me-context';
import { useTicketValidity } from '../api/use-ticket-validity';

/**
 * The patient's B2B validity ticket above the calendar (seed 000 §3, §8): what is left of a valid one, a warning when
 * it no longer pays (revoked — TICKET_DELETED included —, used up, expired, not yet valid: the patient then pays as a
 * private patient, and booking is not blocked), nothing when the patient has none, and a note when it could not be
 * checked. The status is today's in the market's zone.
 */
export function B2bTicketNotice({ meeting }: { meeting: Meeting }) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const timeZone = MARKET_TIME_ZONE[me.pool.country];
  const locale = intlLocale(i18n.language);
  const ticket = useTicketValidity(meeting.id, meeting.patientId);
  const [now] = useState(() => Date.now());

  if (ticket.isPending) return null;
  if (ticket.isError) {
    return (
      <Alert color="gray" variant="light" role="note" title={t('revisits.b2b.title')}>
        {t('revisits.b2b.unavailable')}
      </Alert>
    );
  }
  const status = b2bTicketStatus(ticket.data, dayKey(now, timeZone));
  if (status.kind === 'none') return null;
  const day = (iso: string) => formatDate(Date.parse(`${iso}T12:00:00Z`), locale, 'UTC');
  const valid = status.kind === 'valid';
  return (
    <Alert
      color={valid ? 'blue' : 'yellow'}
      variant="light"
      role={valid ? 'note' : 'alert'}
      title={t('revisits.b2b.title')}
    >
      {describe(status, t, day)}
    </Alert>
  );
}

function describe(status: Exclude<B2bTicketStatus, { kind: 'none' }>, t: TFunction, day: (iso: string) => string) {
  switch (status.kind) {
    case 'valid':
      return t('revisits.b2b.valid', {
        partner: status.partnerName,
        remaining: status.remaining,
        count: status.total,
        validTo: day(status.validTo),
      });
    case 'revoked':
      return status.partnerName === null
        ? t('revisits.b2b.revokedUnknownPartner')
        : t('revisits.b2b.revoked', { partner: status.partnerName });
    case 'used-up':
      return t('revisits.b2b.usedUp', { partner: status.partnerName, count: status.numberOfAppointments });
    case 'expired':
      return t('revisits.b2b.expired', { partner: status.partnerName, validTo: day(status.validTo) });
    case 'not-yet-valid':
      return t('revisits.b2b.notYetValid', { partner: status.partnerName, validFrom: day(status.validFrom) });
  }
}
