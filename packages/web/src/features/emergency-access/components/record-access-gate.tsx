import type { EmergencyAccess } from '@konsult/domain';
import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../../ui/full-page-message';
import { ButtonLink } from '../../../ui/links';
import { LoadingState } from '../../../ui/loading-state';
import { QueryErrorState } from '../../../ui/query-state';
import { useEmergencyAccess } from '../api/use-emergency-access';
import { EmergencyAccessButton } from './emergency-access-button';

interface RecordAccessGateProps {
  patientId: string;
  /** The record, given the emergency access in force (null when the clinician has a care relationship). */
  children: (access: EmergencyAccess | null) => ReactNode;
}

/**
 * Opens a patient's record only on a ground: with none, the clinician sees why and is offered emergency access
 * instead of a record whose every part would answer "not found".
 */
export function RecordAccessGate({ patientId, children }: RecordAccessGateProps) {
  const { t } = useTranslation();
  const access = useEmergencyAccess(patientId);
  if (access.isPending) return <LoadingState label={t('emergencyAccess.checking')} minHeight="60vh" />;
  if (access.isError) {
    return (
      <Container size="sm" py="lg">
        <QueryErrorState
          query={access}
          error={{ title: t('emergencyAccess.checkFailed.title'), message: t('emergencyAccess.checkFailed.message') }}
        />
      </Container>
    );
  }
  const { ground, access: inForce } = access.data;
  if (ground === null) return <NoCareRelationship patientId={patientId} />;
  return children(ground === 'emergency' ? inForce : null);
}

function NoCareRelationship({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  return (
    <FullPageMessage
      title={t('emergencyAccess.noCareRelationshipPage.title')}
      message={t('emergencyAccess.noCareRelationshipPage.message')}
      actions={
        <>
          <EmergencyAccessButton patientId={patientId} />
          <ButtonLink to="/" variant="default">
            {t('common.backToHome')}
          </ButtonLink>
        </>
      }
    />
  );
}
