import type { HealthCheckScore } from '@konsult/domain';
import { Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../ui/empty-state';
import { PaneSection } from '../components/pane-section';

/** Seed 001 §3: the health check's total, physical and mental scores, each out of the maximum. */
export function HealthCheckScoreCard({ score }: { score: HealthCheckScore | null }) {
  const { t } = useTranslation();
  return (
    <PaneSection title={t('patientTab.healthCheck.title')}>
      {score ? (
        <Paper withBorder p="sm" radius="md">
          <SimpleGrid cols={3} spacing="sm">
            {(
              [
                ['total', score.totalScore],
                ['physical', score.physicalScore],
                ['mental', score.mentalScore],
              ] as const
            ).map(([part, value]) => {
              const label = t(`patientTab.healthCheck.${part}`);
              return (
                <Stack key={part} gap={4}>
                  <Text size="xs" c="gray.7">
                    {label}
                  </Text>
                  <Text size="sm" fw={600}>
                    {t('patientTab.healthCheck.score', { score: value, max: score.maxScore })}
                  </Text>
                  <Progress
                    value={score.maxScore > 0 ? (100 * value) / score.maxScore : 0}
                    size="sm"
                    aria-label={`${label}: ${t('patientTab.healthCheck.score', { score: value, max: score.maxScore })}`}
                  />
                </Stack>
              );
            })}
          </SimpleGrid>
        </Paper>
      ) : (
        <EmptyText>{t('patientTab.healthCheck.none')}</EmptyText>
      )}
    </PaneSection>
  );
}
