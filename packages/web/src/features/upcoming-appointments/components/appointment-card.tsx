import type { Appointment } from '@konsult/domain';
import { Badge, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, formatDate } from '../../../lib/format-time';
import { ExpandableCard } from '../../../ui/expandable-card';

interface AppointmentCardProps {
  appointment: Appointment;
  locale: string;
  timeZone: string;
}

/** One upcoming appointment (seed 001 §3 Appointment), expandable: the header says when, how long and how. */
export function AppointmentCard({ appointment, locale, timeZone }: AppointmentCardProps) {
  const { t } = useTranslation();
  // Held here, not in the card: the badges under the heading lose their bottom padding while it is open.
  const [open, setOpen] = useState(false);
  const minutes = Math.round((appointment.endTime - appointment.startTime) / 60_000);
  const clinician = appointment.clinician.clinicianTitle
    ? t('upcomingAppointments.clinicianWithTitle', {
        name: appointment.clinician.name,
        title: appointment.clinician.clinicianTitle,
      })
    : appointment.clinician.name;
  const bookedBy = appointment.bookedByPatient
    ? t('upcomingAppointments.bookedByPatient')
    : appointment.bookerClinician
      ? appointment.bookerInterventionType
        ? t('upcomingAppointments.bookedByClinicianVia', {
            name: appointment.bookerClinician,
            type: t(`meeting.interventionType.${appointment.bookerInterventionType}`),
          })
        : t('upcomingAppointments.bookedByClinician', { name: appointment.bookerClinician })
      : t('upcomingAppointments.bookedByUnknown');

  return (
    <ExpandableCard
      block="appointment-card"
      expanded={open}
      onToggle={() => setOpen((current) => !current)}
      header={
        <>
          <span className="expandable-card__title appointment-card__when">
            {t('upcomingAppointments.when', {
              date: formatDate(appointment.startTime, locale, timeZone),
              start: formatClock(appointment.startTime, locale, timeZone),
              end: formatClock(appointment.endTime, locale, timeZone),
            })}
          </span>
          <span className="expandable-card__meta appointment-card__meta">
            {t('upcomingAppointments.length', { minutes })} ·{' '}
            {t(`meeting.interventionType.${appointment.interventionType}`)} · {clinician}
          </span>
        </>
      }
      summary={
        <Group gap={4} px="sm" pb={open ? 0 : 'xs'}>
          <Badge size="xs" variant="default">
            {appointment.confirmed ? t('upcomingAppointments.confirmed') : t('upcomingAppointments.notConfirmed')}
          </Badge>
          {appointment.dropin ? (
            <Badge size="xs" variant="default">
              {t('upcomingAppointments.dropIn')}
            </Badge>
          ) : null}
          {appointment.isInternalReferral ? (
            <Badge size="xs" variant="default">
              {t('upcomingAppointments.internalReferral')}
            </Badge>
          ) : null}
        </Group>
      }
    >
      <dl className="appointment-card__details">
        <dt>{t('upcomingAppointments.clinician')}</dt>
        <dd>{clinician}</dd>
        {appointment.careFacilityName ? (
          <>
            <dt>{t('upcomingAppointments.facility')}</dt>
            <dd>{appointment.careFacilityName}</dd>
          </>
        ) : null}
        <dt>{t('upcomingAppointments.bookedBy')}</dt>
        <dd>{bookedBy}</dd>
        {appointment.bookerMessage ? (
          <>
            <dt>{t('upcomingAppointments.message')}</dt>
            <dd>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} span>
                {appointment.bookerMessage}
              </Text>
            </dd>
          </>
        ) : null}
      </dl>
    </ExpandableCard>
  );
}
