import { type PatientWarning, sortWarnings, TOP_WARNINGS } from '@konsult/domain';
import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../../ui/query-state';
import { usePatientWarnings } from '../api/use-patient-warnings';
import { PaneSection } from '../components/pane-section';
import { useMarketFormat } from '../components/use-market-format';

/** Seed 001 §9: the 'see all' modal. */
const ALL_WARNINGS_WIDTH = '45rem';
const ALL_WARNINGS_MAX_HEIGHT = '35rem';

/**
 * Seed 001 §2.3/§9 warnings panel: the top two (WARNING type first, then newest) and a 'see all' modal, 45rem wide,
 * at most 35rem high, scrolling. Loading, empty and error-with-retry states (§4 "Warning list").
 */
export function WarningsPanel({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const warnings = usePatientWarnings(patientId);
  const [allOpen, setAllOpen] = useState(false);

  const count = warnings.data?.warnings.length ?? 0;
  return (
    <PaneSection
      title={t('warnings.title')}
      actions={
        count > 0 ? (
          <Button variant="subtle" size="compact-sm" onClick={() => setAllOpen(true)}>
            {t('warnings.seeAll', { count })}
          </Button>
        ) : null
      }
    >
      <QueryBoundary
        query={warnings}
        loading={t('warnings.loading')}
        loadingHeight="3rem"
        error={{ title: t('warnings.errorTitle'), message: t('meeting.fetch_patient_warnings_prn_error') }}
        empty={{ text: t('warnings.empty'), when: (data) => data.warnings.length === 0 }}
      >
        {(data) => {
          const sorted = sortWarnings(data.warnings);
          return (
            <>
              <Stack gap="xs">
                {sorted.slice(0, TOP_WARNINGS).map((warning) => (
                  <WarningItem key={warning.warningId} warning={warning} />
                ))}
              </Stack>
              <Modal
                opened={allOpen}
                onClose={() => setAllOpen(false)}
                title={t('warnings.allTitle', { count: sorted.length })}
                size={ALL_WARNINGS_WIDTH}
              >
                <div
                  style={{ maxHeight: ALL_WARNINGS_MAX_HEIGHT, overflowY: 'auto' }}
                  tabIndex={0}
                  role="region"
                  aria-label={t('warnings.allListLabel')}
                >
                  <Stack gap="xs">
                    {sorted.map((warning) => (
                      <WarningItem key={warning.warningId} warning={warning} />
                    ))}
                  </Stack>
                </div>
              </Modal>
            </>
          );
        }}
      </QueryBoundary>
    </PaneSection>
  );
}

function WarningItem({ warning }: { warning: PatientWarning }) {
  const { t } = useTranslation();
  const format = useMarketFormat();
  const isWarning = warning.type === 'WARNING';
  return (
    <Paper
      component="article"
      withBorder
      p="xs"
      radius="sm"
      style={{ borderLeft: `4px solid var(--mantine-color-${isWarning ? 'orange-6' : 'blue-4'})` }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge size="xs" color={isWarning ? 'orange' : 'blue'} variant="light" style={{ flexShrink: 0 }}>
          {t(`warnings.type.${warning.type}`)}
        </Badge>
        <Text size="sm" fw={600}>
          {warning.reason}
        </Text>
      </Group>
      {warning.note ? (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {warning.note}
        </Text>
      ) : null}
      <Text size="xs" c="gray.7" mt={4}>
        {t('warnings.byOn', { name: warning.clinicianName, date: format.date(warning.createdAt) })}
      </Text>
    </Paper>
  );
}
