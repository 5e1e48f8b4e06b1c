import type { HomeSection, MeetingSummary } from '@konsult/domain';
import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../ui/empty-state';
import { MeetingRow } from './meeting-row';

interface MeetingSectionProps {
  section: HomeSection;
  meetings: MeetingSummary[];
  locale: string;
  timeZone: string;
}

export function MeetingSection({ section, meetings, locale, timeZone }: MeetingSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} size="h4" id={headingId}>
        {t(`home.section.${section}`)}
      </Title>
      {meetings.length === 0 ? (
        <EmptyText>{t(`home.sectionEmpty.${section}`)}</EmptyText>
      ) : (
        <ul className="meeting-list">
          {meetings.map((meeting) => (
            <MeetingRow
              key={meeting.id}
              meeting={meeting}
              showDate={section !== 'today'}
              locale={locale}
              timeZone={timeZone}
            />
          ))}
        </ul>
      )}
    </Stack>
  );
}
