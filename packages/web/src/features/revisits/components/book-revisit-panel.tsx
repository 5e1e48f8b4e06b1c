import { type Meeting, revisitStartFields, STANDARD_REVISIT_MINUTES } from '@konsult/domain';
import { Button, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlotBooking } from '../../../lib/scheduling/use-slot-booking';
import { useMe } from '../../../lib/session/me-context';
import { ActionForm } from '../../../ui/action-form';
import { QueryBoundary } from '../../../ui/query-state';
import { dayLabel, SlotPicker } from '../../../ui/slot-picker';
import { SuccessNotice } from '../../../ui/success-notice';
import { useBookRevisit } from '../api/use-book-revisit';
import { useRevisitSlots } from '../api/use-revisit-slots';
import { B2bTicketNotice } from './b2b-ticket-notice';

/**
 * Seed 000 §2 book-revisit action: a calendar of the window's days, the day's slots (taken and drop-in ones shown but
 * not choosable), a message, and the booking. A refused booking keeps the message and the chosen day. The patient's
 * B2B ticket is shown above the calendar; a valid one pays for the revisit, any other does not stop the booking.
 */
export function BookRevisitPanel({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const me = useMe();
  const slots = useRevisitSlots(meeting.id);
  const { timeZone, locale, when, chosen, choose, message, setMessage, book, booking, failure } = useSlotBooking(
    useBookRevisit(meeting.id),
  );
  const [booked, setBooked] = useState<{ startMillis: number; coveredByB2bTicket: boolean } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return;
    book(
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
      setBooked,
    );
  };

  return (
    <QueryBoundary
      query={slots}
      loading={t('revisits.loading')}
      error={{ title: t('revisits.errorTitle'), message: t('revisits.error') }}
    >
      {(slotWindow) => (
        <ActionForm
          label={t('revisits.formLabel')}
          onSubmit={submit}
          failure={{ message: failure ? t(`revisits.${failure}`) : null }}
          actions={
            <Button type="submit" disabled={chosen === null} loading={booking}>
              {chosen === null ? t('revisits.chooseTime') : t('revisits.book', { when: when(chosen) })}
            </Button>
          }
        >
          {booked !== null ? (
            <SuccessNotice onClose={() => setBooked(null)}>
              {t(booked.coveredByB2bTicket ? 'revisits.bookedCovered' : 'revisits.booked', {
                when: when(booked.startMillis),
              })}
            </SuccessNotice>
          ) : null}
          <B2bTicketNotice meeting={meeting} />
          <Text size="sm" c="gray.7">
            {t('revisits.window', { from: dayLabel(slotWindow.from, locale), to: dayLabel(slotWindow.to, locale) })}
          </Text>
          <SlotPicker slots={slotWindow.slots} timeZone={timeZone} chosen={chosen} onChoose={choose} />
          <Textarea
            label={t('revisits.message')}
            description={t('revisits.messageHint')}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={3}
          />
          <Text size="sm">{t('revisits.length', { count: STANDARD_REVISIT_MINUTES })}</Text>
        </ActionForm>
      )}
    </QueryBoundary>
  );
}
