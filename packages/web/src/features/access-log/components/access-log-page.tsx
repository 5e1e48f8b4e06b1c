import type { PatientSearchHit } from '@konsult/domain';
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PatientAccessLog } from './patient-access-log';

interface AccessLogPageProps {
  /** Step one, composed in by the app: finding the patient, each hit offering "Show access log". */
  patientSearch: ReactNode;
  /** The patient whose log the auditor chose, if any yet. */
  patient: PatientSearchHit | null;
}

/**
 * The auditor's screen (issue 14; Patientdatalagen 8 kap. 4 §): find the patient, choose a period, read who opened
 * their record, and download the extract as a PDF the patient can be given.
 */
export function AccessLogPage({ patientSearch, patient }: AccessLogPageProps) {
  const { t } = useTranslation();
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('accessLog.title')}</Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t('accessLog.intro')}
          </Text>
        </div>
        {patientSearch}
        {/* A new patient starts from the default period and no extract. */}
        {patient ? <PatientAccessLog key={patient.id} patient={patient} /> : null}
      </Stack>
    </Container>
  );
}
