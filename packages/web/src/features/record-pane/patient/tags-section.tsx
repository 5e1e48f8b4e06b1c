import { claimTags, type Meeting, type PatientOverview } from '@konsult/domain';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../ui/empty-state';
import { PaneSection } from '../components/pane-section';
import { useMarketFormat } from '../components/use-market-format';

/**
 * Seed 001: insurance-claim and prehab tags from the claim, and Sweden's high-cost card. (A protected-identity tag
 * waits for a source: neither the meeting's user nor the overview carries one yet.)
 */
export function TagsSection({ meeting, overview }: { meeting: Meeting | null; overview: PatientOverview | undefined }) {
  const { t } = useTranslation();
  const format = useMarketFormat();
  const tags: { key: string; label: string; color: string }[] = [];
  for (const tag of claimTags(overview?.insuranceClaim ?? null)) {
    tags.push({
      key: tag,
      label: tag === 'insurance-claim' ? t('patientTab.tags.insuranceClaim') : t('patientTab.tags.prehab'),
      color: 'grape',
    });
  }
  const card = format.country === 'SE' ? meeting?.user.highCostCard : null;
  if (card) {
    tags.push({
      key: 'high-cost-card',
      label: t('patientTab.tags.highCostCard'),
      color: 'teal',
    });
  }
  return (
    <PaneSection title={t('patientTab.tags.title')}>
      {tags.length === 0 ? (
        <EmptyText>{t('patientTab.tags.none')}</EmptyText>
      ) : (
        <Group gap="xs">
          {tags.map((tag) => (
            <Badge key={tag.key} color={tag.color} variant="light">
              {tag.label}
            </Badge>
          ))}
          {card ? (
            <Text size="xs" c="gray.7">
              {t('patientTab.tags.highCostCardDetails', { region: card.region, date: format.calendarDate(card.date) })}
            </Text>
          ) : null}
        </Group>
      )}
    </PaneSection>
  );
}
