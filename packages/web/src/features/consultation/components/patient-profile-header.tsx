import { Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The meetingless view knows only the patient id until the patient-record issue brings the profile call. */
export function PatientProfileHeader({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="lg" wrap="wrap" aria-label={t('consultation.header.label')} role="group">
      <Title order={1} size="h4">
        {t('consultation.header.patientId', { id: patientId })}
      </Title>
      <Text size="sm" c="dimmed">
        {t('consultation.header.noMeeting')}
      </Text>
    </Group>
  );
}
