import { displayIdNumber, type PatientSearchHit } from '@konsult/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatCalendarDate } from '../../../lib/format-time';

/** One found patient: name, identity number as the market writes it, date of birth, and what the user may do. */
export function PatientSearchHitCard({ hit, children }: { hit: PatientSearchHit; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Text fw={600}>{hit.name}</Text>
          <Text size="sm" c="gray.7">
            {t('patientSearch.hitDetails', {
              idNumber: displayIdNumber(hit.idNumber, hit.country),
              dob: formatCalendarDate(hit.dob, intlLocale(i18n.language)),
            })}
          </Text>
        </div>
        <Group gap="sm">{children}</Group>
      </Stack>
    </Paper>
  );
}
