import {
  dayKey,
  MARKET_TIME_ZONE,
  type Meeting,
  REVISIT_ERROR_KEYS,
  revisitStartFields,
  STANDARD_REVISIT_MINUTES,
  type Slot,
} from '@konsult/domain';
import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { isApiError } from '../../../lib/api-error';
import { formatClock, formatDateTime } from '../../../lib/format-time';
import { useMe } from '../../../lib/session/me-context';
import { ErrorState } from '../../../ui/error-state';
import { LoadingState } from '../../../ui/loading-state';
import { useBookRevisit } from '../api/use-book-revisit';
import { useRevisitSlots } from '../api/use-revisit-slots';
import { B2bTicketNotice } from './b2b-ticket-notice';
import './book-revisit.css';

/**
 * Seed 000 §2 book-revisit action: a calendar of the window's days, the day's slots (taken and drop-in ones shown but
 * not choosable), a message, and the booking. A refused booking keeps the message and the chosen day. The patient's
 * B2B ticket is shown above the calendar; a valid one pays for the revisit, any other does not stop the booking.
 */
export function BookRevisitPanel({ meeting }: { meeting: Meeting }) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const timeZone = MARKET_TIME_ZONE[me.pool.country];
  const locale = intlLocale(i18n.language);
  const slots = useRevisitSlots(meeting.id);
  const book = useBookRevisit(meeting.id);
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [booked, setBooked] = useState<{ startMillis: number; coveredByB2bTicket: boolean } | null>(null);
  const daysId = useId();

  const byDay = useMemo(() => {
    const days = new Map<string, Slot[]>();
    for (const slot of slots.data?.slots ?? []) {
      const key = dayKey(slot.startMillis, timeZone);
      days.set(key, [...(days.get(key) ?? []), slot]);
    }
    return days;
  }, [slots.data, timeZone]);

  if (slots.isPending) return <LoadingState label={t('revisits.loading')} />;
  if (slots.isError) {
    return (
      <ErrorState
        title={t('revisits.errorTitle')}
        message={t('revisits.error')}
        retryLabel={t('common.tryAgain')}
        onRetry={() => void slots.refetch()}
        retrying={slots.isFetching}
      />
    );
  }

  const shownDay = day ?? [...byDay.keys()].find((key) => byDay.get(key)!.some((s) => s.isBookable)) ?? null;
  const daySlots = shownDay ? (byDay.get(shownDay) ?? []) : [];
  const dayLabel = (key: string) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      Date.parse(`${key}T12:00:00Z`),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return;
    book.mutate(
      {
        clinicianId: me.id,
        userId: meeting.patientId,
        childName: meeting.child?.name ?? null,
        childId: meeting.child?.id ?? null,
        message: message.trim(),
        ...revisitStartFields(chosen, timeZone),
        durationMinutes: STANDARD_REVISIT_MINUTES,
        purpose: 'consultation',
        originMeetingId: meeting.id,
        patientId: meeting.patientId,
        clinicianProfession: me.profession,
      },
      {
        onSuccess: (answer) => {
          setBooked(answer);
          setChosen(null);
          setMessage('');
        },
        onError: () => setChosen(null),
      },
    );
  };

  const failure =
    book.isError &&
    (isApiError(book.error) && book.error.key === REVISIT_ERROR_KEYS.slotTaken
      ? t('revisits.slotTaken')
      : t('revisits.failed'));

  return (
    <form onSubmit={submit} noValidate aria-label={t('revisits.formLabel')}>
      <Stack gap="sm">
        {booked !== null ? (
          <Alert
            color="teal"
            variant="light"
            role="status"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setBooked(null)}
          >
            {t('revisits.booked', { when: formatDateTime(booked.startMillis, locale, timeZone) })}
            {booked.coveredByB2bTicket ? ` ${t('revisits.b2b.used')}` : null}
          </Alert>
        ) : null}
        <B2bTicketNotice meeting={meeting} />
        <Text size="sm" c="gray.7">
          {t('revisits.window', { from: dayLabel(slots.data.from), to: dayLabel(slots.data.to) })}
        </Text>
        <Title order={3} size="h6" id={daysId}>
          {t('revisits.day')}
        </Title>
        <div className="revisit-days" role="group" aria-labelledby={daysId}>
          {[...byDay.entries()].map(([key, list]) => {
            const free = list.filter((s) => s.isBookable).length;
            return (
              <button
                key={key}
                type="button"
                className="revisit-day"
                aria-pressed={key === shownDay}
                disabled={free === 0}
                onClick={() => {
                  setDay(key);
                  setChosen(null);
                }}
              >
                <span>{dayLabel(key)}</span>
                <span className="revisit-day__free">{t('revisits.free', { count: free })}</span>
              </button>
            );
          })}
        </div>
        {shownDay ? (
          <fieldset className="revisit-times">
            <legend>{t('revisits.times', { day: dayLabel(shownDay) })}</legend>
            {daySlots.map((slot) => (
              <button
                key={slot.startMillis}
                type="button"
                className="revisit-time"
                aria-pressed={slot.startMillis === chosen}
                disabled={!slot.isBookable}
                title={slot.isDropin ? t('revisits.dropIn') : slot.meetingId ? t('revisits.taken') : undefined}
                onClick={() => setChosen(slot.startMillis)}
              >
                {formatClock(slot.startMillis, locale, timeZone)}
              </button>
            ))}
          </fieldset>
        ) : (
          <Text size="sm">{t('revisits.noSlots')}</Text>
        )}
        <Textarea
          label={t('revisits.message')}
          description={t('revisits.messageHint')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={3}
        />
        <Text size="sm">{t('revisits.length', { minutes: STANDARD_REVISIT_MINUTES })}</Text>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" disabled={chosen === null} loading={book.isPending}>
            {chosen === null
              ? t('revisits.chooseTime')
              : t('revisits.book', { when: formatDateTime(chosen, locale, timeZone) })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
