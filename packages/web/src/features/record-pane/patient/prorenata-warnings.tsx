import { prorenataWarningKind, type ProrenataWarningKind } from '@konsult/domain';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../lib/report-error';
import { QueryErrorState } from '../../../ui/query-state';
import { useProrenataWarnings } from '../api/use-patient-warnings';

/**
 * Seed 001 §8: the records system's access warnings above the patient's details — no access to the patient's house
 * (care unit), or no access to the patient (the system fell back to middle storage). Unknown codes are reported and
 * shown as a generic warning, so the clinician still learns that something limits what they see.
 */
export function ProrenataWarnings({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const warnings = useProrenataWarnings(patientId);
  const codes = warnings.data?.codes ?? [];
  const unknown = codes.filter((code) => prorenataWarningKind(code) === 'unknown');
  const unknownKey = unknown.join(',');

  useEffect(() => {
    if (unknownKey) reportError(new Error(`Unknown records-system warning codes: ${unknownKey}`), 'record pane');
  }, [unknownKey]);

  if (warnings.isError) {
    return (
      <QueryErrorState
        query={warnings}
        error={{ title: t('warnings.prorenata.fetchErrorTitle'), message: t('warnings.prorenata.fetchErrorMessage') }}
      />
    );
  }
  const kinds = [...new Set(codes.map(prorenataWarningKind))];
  if (kinds.length === 0) return null;
  return (
    <Stack gap="xs">
      {kinds.map((kind) => (
        <AccessWarning key={kind} kind={kind} />
      ))}
    </Stack>
  );
}

const COPY: Record<ProrenataWarningKind, 'houseAccess' | 'patientAccess' | 'unknown'> = {
  'no-house-access': 'houseAccess',
  'no-patient-access': 'patientAccess',
  unknown: 'unknown',
};

function AccessWarning({ kind }: { kind: ProrenataWarningKind }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const copy = COPY[kind];
  return (
    <Alert color="orange" variant="light" title={t(`warnings.prorenata.${copy}.title`)} role="alert">
      <Stack gap={6} align="flex-start">
        <Text size="sm">{t(`warnings.prorenata.${copy}.summary`)}</Text>
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)}>
          {t('warnings.prorenata.readMore')}
        </Button>
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title={t(`warnings.prorenata.${copy}.title`)}>
        <Stack gap="sm">
          <Text size="sm">{t(`warnings.prorenata.${copy}.details`)}</Text>
          <Button variant="default" onClick={() => setOpen(false)} style={{ alignSelf: 'flex-end' }}>
            {t('common.close')}
          </Button>
        </Stack>
      </Modal>
    </Alert>
  );
}
