import { MARKET_TIME_ZONE, type Meeting } from '@konsult/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { useMe } from '../../../lib/session/me-context';
import { QueryBoundary } from '../../../ui/query-state';
import { useUpcomingAppointments } from '../api/use-upcoming-appointments';
import { AppointmentCard } from './appointment-card';
import './upcoming-appointments.css';

export interface UpcomingAppointmentsPanelProps {
  patientId: string;
  /** null in the meetingless view. */
  meeting: Meeting | null;
}

/** Seed 001 §2.3: the patient's upcoming appointments as expandable cards, an empty text, an alert on failure. */
export function UpcomingAppointmentsPanel({ patientId, meeting }: UpcomingAppointmentsPanelProps) {
  const { t, i18n } = useTranslation();
  const { pool } = useMe();
  const query = useUpcomingAppointments(patientId, meeting?.id ?? null);
  const locale = intlLocale(i18n.language);
  const timeZone = MARKET_TIME_ZONE[pool.country];
  return (
    <QueryBoundary
      query={query}
      loading={t('upcomingAppointments.loading')}
      error={{ title: t('upcomingAppointments.error.title'), message: t('upcomingAppointments.error.message') }}
      empty={{ text: t('upcomingAppointments.empty'), when: (data) => data.content.length === 0 }}
    >
      {({ content, totalElements }) => (
        <>
          {totalElements > content.length ? (
            <Text size="xs" c="dimmed" mb="xs">
              {t('upcomingAppointments.moreThanShown', { shown: content.length, total: totalElements })}
            </Text>
          ) : null}
          <ul className="appointment-list" aria-label={t('upcomingAppointments.list')}>
            {content.map((appointment) => (
              <AppointmentCard
                key={appointment.meetingId}
                appointment={appointment}
                locale={locale}
                timeZone={timeZone}
              />
            ))}
          </ul>
        </>
      )}
    </QueryBoundary>
  );
}
