import { describeDosage, DOSAGE_TIME_ZONE, type MedicationListItem } from '@konsult/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatDate } from '../../../lib/format-time';

interface MedicationItemProps {
  item: MedicationListItem;
  /** Offered only to permitted professions, and never for past medication. */
  onEdit?: (item: MedicationListItem) => void;
}

/**
 * One medication: name, form and strength, the dosage as a sentence, the additional instructions, the reasons, the
 * period, and who changed it last. A past medication shows the day it ended (its status date, seed 001 §4).
 */
export function MedicationItem({ item, onEdit }: MedicationItemProps) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const date = (epochMs: number) => formatDate(epochMs, locale, DOSAGE_TIME_ZONE);
  const { drug } = item.silDrug;
  const { dosage } = item;
  const ended = item.status.status === 'ENDED';
  const period = ended
    ? t('medication-list.item.ended', { start: date(dosage.dosageDateStart), end: date(item.status.createdAt) })
    : dosage.dosageDateEnd === null
      ? t('medication-list.item.untilFurtherNotice', { start: date(dosage.dosageDateStart) })
      : t('medication-list.item.period', { start: date(dosage.dosageDateStart), end: date(dosage.dosageDateEnd) });

  return (
    <li className="medication-item">
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>
            {drug.tradeName}{' '}
            <Text span size="sm" fw={400}>
              {drug.drugFormTextSv}
            </Text>
          </Text>
          {onEdit ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onEdit(item)}
              aria-label={t('medication-list.item.editLabel', { name: drug.tradeName })}
            >
              {t('medication-list.item.edit')}
            </Anchor>
          ) : null}
        </Group>
        <Text size="sm">{describeDosage(dosage, drug.dosages[0]!, i18n.language === 'sv' ? 'sv' : 'en')}</Text>
        {dosage.additionalInstructions ? <Text size="sm">{dosage.additionalInstructions}</Text> : null}
        {item.reason.length > 0 ? (
          <Text size="sm">
            {t('medication-list.item.reasons', { reasons: item.reason.map((r) => `${r.code} ${r.text}`).join('; ') })}
          </Text>
        ) : null}
        <Text size="xs" c="gray.7">
          {period}
        </Text>
        <Text size="xs" c="gray.7">
          {t('medication-list.item.changed', { date: date(item.latestModifiedAt), name: item.latestModifiedBy })}
        </Text>
      </Stack>
    </li>
  );
}
