import { dayKey, type Slot } from '@konsult/domain';
import { Text, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../i18n/language';
import { formatClock } from '../lib/format-time';
import './slot-picker.css';

/**
 * A calendar-like choice of one slot: the period's days (with their free count; a day without one is disabled), then
 * the shown day's times — taken and drop-in times shown but not choosable. The first day with a free time is shown
 * until the clinician picks another. Used by book revisit and the referrals.
 */
export function SlotPicker({
  slots,
  timeZone,
  chosen,
  onChoose,
}: {
  slots: readonly Slot[];
  timeZone: string;
  chosen: number | null;
  onChoose: (startMillis: number | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const [day, setDay] = useState<string | null>(null);
  const daysId = useId();

  const byDay = useMemo(() => {
    const days = new Map<string, Slot[]>();
    for (const slot of slots) {
      const key = dayKey(slot.startMillis, timeZone);
      days.set(key, [...(days.get(key) ?? []), slot]);
    }
    return days;
  }, [slots, timeZone]);

  const shownDay = day ?? [...byDay.keys()].find((key) => byDay.get(key)!.some((s) => s.isBookable)) ?? null;
  const daySlots = shownDay ? (byDay.get(shownDay) ?? []) : [];

  return (
    <>
      <Title order={3} size="h6" id={daysId}>
        {t('slots.day')}
      </Title>
      <div className="slot-days" role="group" aria-labelledby={daysId}>
        {[...byDay.entries()].map(([key, list]) => {
          const free = list.filter((s) => s.isBookable).length;
          return (
            <button
              key={key}
              type="button"
              className="slot-day"
              aria-pressed={key === shownDay}
              disabled={free === 0}
              onClick={() => {
                setDay(key);
                onChoose(null);
              }}
            >
              <span>{dayLabel(key, locale)}</span>
              <span className="slot-day__free">{t('slots.free', { count: free })}</span>
            </button>
          );
        })}
      </div>
      {shownDay ? (
        <fieldset className="slot-times">
          <legend>{t('slots.times', { day: dayLabel(shownDay, locale) })}</legend>
          {daySlots.map((slot) => (
            <button
              key={slot.startMillis}
              type="button"
              className="slot-time"
              aria-pressed={slot.startMillis === chosen}
              disabled={!slot.isBookable}
              title={slot.isDropin ? t('slots.dropIn') : slot.meetingId ? t('slots.taken') : undefined}
              onClick={() => onChoose(slot.startMillis)}
            >
              {formatClock(slot.startMillis, locale, timeZone)}
            </button>
          ))}
        </fieldset>
      ) : (
        <Text size="sm">{t('slots.none')}</Text>
      )}
    </>
  );
}

/** "Tue 1 Dec" for an ISO day, in the UI's language. */
export function dayLabel(key: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    Date.parse(`${key}T12:00:00Z`),
  );
}
