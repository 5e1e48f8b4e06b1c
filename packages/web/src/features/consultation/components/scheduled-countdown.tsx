import { countdownMayChange, formatCountdown, isEnded, type Meeting, scheduledCountdown } from '@konsult/domain';
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Seed 000 §9 "Scheduled-time countdown": "Starts in 4:59" in the last 15 minutes before the scheduled start, then
 * "Started N min ago" for 15 minutes (the window is the domain's `scheduledCountdown`). The clock is the page's own
 * (Date.now and a one-second interval), and stops once nothing more can change.
 */
export function ScheduledCountdown({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const input = {
    scheduledStartTime: meeting.scheduledStartTime,
    ended: isEnded(meeting.status) || meeting.actualEndTime !== null,
  };
  const [now, setNow] = useState(() => Date.now());
  const ticking = countdownMayChange(input, now);

  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);

  const view = scheduledCountdown(input, now);
  if (!view) return null;
  return (
    <Text size="sm" fw={600} role="timer">
      {view.kind === 'starts-in'
        ? t('countdown.startsIn', { time: formatCountdown(view.seconds) })
        : view.minutes === 0
          ? t('countdown.startedNow')
          : t('countdown.startedAgo', { minutes: view.minutes })}
    </Text>
  );
}
