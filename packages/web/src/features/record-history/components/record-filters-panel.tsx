import {
  type FilterableRecordEntry,
  filterGroups,
  OTHER_FILTER_VALUE,
  type RecordFilterAttribute,
  type RecordFilterSelection,
  visibleFilterOptions,
} from '@konsult/domain';
import { Button, Checkbox, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RecordFiltersPanelProps {
  id: string;
  /** The whole list: options and counts are over all of it. */
  entries: readonly FilterableRecordEntry[];
  selection: RecordFilterSelection;
  onChange: (attribute: RecordFilterAttribute, values: string[]) => void;
  onClear: () => void;
  /** How an attribute's value reads (contact types are codes). */
  labelOf: (attribute: RecordFilterAttribute, value: string) => string;
}

/**
 * Seed 001 §2.3, §9: the filter side panel — responsible clinician, contact type and care facility, each with
 * counts, the 6 most frequent first and 'N more'; an unknown or empty value is 'Other'.
 */
export function RecordFiltersPanel({ id, entries, selection, onChange, onClear, labelOf }: RecordFiltersPanelProps) {
  const { t } = useTranslation();
  // Counted when the panel opens, not with every list: most visits never filter.
  const groups = useMemo(() => filterGroups(entries), [entries]);
  const [expanded, setExpanded] = useState<ReadonlySet<RecordFilterAttribute>>(new Set());
  return (
    <Stack id={id} gap="sm" className="record-filters" role="group" aria-label={t('recordHistory.filters.label')}>
      {groups.map((group) => {
        const isExpanded = expanded.has(group.attribute);
        const { shown, moreCount } = visibleFilterOptions(group.options, isExpanded);
        return (
          <Checkbox.Group
            key={group.attribute}
            label={t(`recordHistory.filters.attribute.${group.attribute}`)}
            value={[...(selection[group.attribute] ?? [])]}
            onChange={(values) => onChange(group.attribute, values)}
          >
            <Stack gap={4} mt={4}>
              {shown.map((option) => (
                <Checkbox
                  key={option.value}
                  size="xs"
                  value={option.value}
                  label={t('recordHistory.filters.option', {
                    label:
                      option.value === OTHER_FILTER_VALUE
                        ? t('recordHistory.filters.other')
                        : labelOf(group.attribute, option.value),
                    count: option.count,
                  })}
                />
              ))}
              {moreCount > 0 || isExpanded ? (
                <Button
                  variant="default"
                  size="compact-xs"
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() =>
                    setExpanded((current) => {
                      const next = new Set(current);
                      if (isExpanded) next.delete(group.attribute);
                      else next.add(group.attribute);
                      return next;
                    })
                  }
                >
                  {isExpanded
                    ? t('recordHistory.filters.fewer')
                    : t('recordHistory.filters.more', { count: moreCount })}
                </Button>
              ) : null}
            </Stack>
          </Checkbox.Group>
        );
      })}
      <Button variant="default" size="compact-xs" style={{ alignSelf: 'flex-start' }} onClick={onClear}>
        {t('recordHistory.filters.clear')}
      </Button>
    </Stack>
  );
}
