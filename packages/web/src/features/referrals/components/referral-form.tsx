import { Button, Text, Textarea } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlotBooking } from '../../../lib/scheduling/use-slot-booking';
import { ActionForm } from '../../../ui/action-form';
import { QueryBoundary } from '../../../ui/query-state';
import { dayLabel, SlotPicker } from '../../../ui/slot-picker';
import { SuccessNotice } from '../../../ui/success-notice';
import { type Booking, useBookReferral } from '../api/use-book-referral';
import { useReferralSlots } from '../api/use-referral-slots';

/**
 * What both referrals share: the chosen receiver's free times, the referral message (required), and the booking.
 * A refused booking keeps the message; the receiver's calendar is fetched again.
 */
export function ReferralForm({
  meetingId,
  label,
  intro,
  receiver,
  fields,
  toBooking,
  submitLabel,
  bookedLabel,
}: {
  meetingId: string;
  label: string;
  intro: string;
  /** The clinician the referral books, once chosen. */
  receiver: { id: string; name: string } | null;
  /** The choices above the calendar (receiver, facility, length). */
  fields: ReactNode;
  toBooking: (start: number, message: string) => Booking;
  submitLabel: (when: string) => string;
  bookedLabel: (when: string) => string;
}) {
  const { t } = useTranslation();
  const slots = useReferralSlots(meetingId, receiver?.id ?? null);
  const { timeZone, locale, when, chosen, choose, message, setMessage, book, booking, failure } = useSlotBooking(
    useBookReferral(meetingId),
  );
  const [booked, setBooked] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null || message.trim() === '') return;
    const at = when(chosen);
    book(toBooking(chosen, message.trim()), () => setBooked(bookedLabel(at)));
  };

  const calendar = !receiver ? null : (
    <QueryBoundary
      query={slots}
      loading={t('referrals.slotsLoading')}
      error={{ title: t('referrals.errorTitle'), message: t('referrals.slotsError') }}
    >
      {(slotWindow) => (
        <>
          <Text size="sm" c="gray.7">
            {t('referrals.window', { from: dayLabel(slotWindow.from, locale), to: dayLabel(slotWindow.to, locale) })}
          </Text>
          <SlotPicker
            key={receiver.id}
            slots={slotWindow.slots}
            timeZone={timeZone}
            chosen={chosen}
            onChoose={choose}
          />
        </>
      )}
    </QueryBoundary>
  );

  return (
    <ActionForm
      label={label}
      onSubmit={submit}
      failure={{ message: failure ? t(`referrals.${failure}`) : null }}
      actions={
        <Button type="submit" disabled={chosen === null || message.trim() === ''} loading={booking}>
          {chosen === null || !receiver ? t('referrals.chooseTime') : submitLabel(when(chosen))}
        </Button>
      }
    >
      {booked ? <SuccessNotice onClose={() => setBooked(null)}>{booked}</SuccessNotice> : null}
      <Text size="sm">{intro}</Text>
      {fields}
      {calendar}
      <Textarea
        label={t('referrals.message')}
        description={t('referrals.messageHint')}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        maxLength={2000}
        required
        autosize
        minRows={3}
      />
    </ActionForm>
  );
}
