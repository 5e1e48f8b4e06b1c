import { MARKET_TIME_ZONE, REVISIT_ERROR_KEYS } from '@konsult/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/language';
import { isApiError } from '../api-error';
import { formatDateTime } from '../format-time';
import { useMe } from '../session/me-context';

/**
 * The state every booking of one calendar slot shares (book revisit, both referrals): the chosen time, the message,
 * and the booking itself. A booked slot clears both; a refused one keeps the message and drops the time, since the
 * calendar is fetched again and the time may be gone. `failure` says whether someone else took the slot first
 * (409 `slot_taken`) or the booking failed for another reason.
 */
export function useSlotBooking<Body, Answer>(mutation: UseMutationResult<Answer, Error, Body>) {
  const { i18n } = useTranslation();
  const me = useMe();
  const timeZone = MARKET_TIME_ZONE[me.pool.country];
  const locale = intlLocale(i18n.language);
  const [chosen, setChosen] = useState<number | null>(null);
  const [message, setMessage] = useState('');

  const book = (body: Body, onBooked: (answer: Answer) => void) =>
    mutation.mutate(body, {
      onSuccess: (answer) => {
        onBooked(answer);
        setChosen(null);
        setMessage('');
      },
      onError: () => setChosen(null),
    });

  const failure: 'slotTaken' | 'failed' | null = !mutation.isError
    ? null
    : isApiError(mutation.error) && mutation.error.key === REVISIT_ERROR_KEYS.slotTaken
      ? 'slotTaken'
      : 'failed';

  return {
    timeZone,
    locale,
    /** "25 Nov 2026, 14:20" on the market's clock. */
    when: (startMillis: number) => formatDateTime(startMillis, locale, timeZone),
    chosen,
    choose: setChosen,
    message,
    setMessage,
    book,
    booking: mutation.isPending,
    failure,
  };
}
