import type { AccessGround } from '@konsult/domain';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/links';
import { EmergencyAccessButton } from './emergency-access-button';

/** How a clinician reaches a found patient's record: open it on their ground, or ask for emergency access. */
export function RecordAccessActions({ patientId, ground }: { patientId: string; ground: AccessGround | null }) {
  const { t } = useTranslation();
  if (ground === null) {
    return (
      <>
        <Text size="sm">{t('emergencyAccess.noCareRelationship')}</Text>
        <EmergencyAccessButton patientId={patientId} />
      </>
    );
  }
  return (
    <>
      <ButtonLink to="/patient-profile/$patientId" params={{ patientId }}>
        {t('emergencyAccess.openRecord')}
      </ButtonLink>
      {ground === 'emergency' ? (
        <Badge color="red" variant="light">
          {t('emergencyAccess.inForce')}
        </Badge>
      ) : null}
    </>
  );
}
