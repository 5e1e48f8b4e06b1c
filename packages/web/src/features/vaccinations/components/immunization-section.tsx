import type { ImmunizationInSeries } from '@konsult/domain';
import { Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { EmptyText } from '../../../ui/empty-state';
import { useVaccinationFormat } from '../format';

/** One of the list's two sections (completed, removed): each vaccination a button opening its view. */
export function ImmunizationSection({
  title,
  empty,
  entries,
  onOpen,
}: {
  title: string;
  empty: string;
  entries: ImmunizationInSeries[];
  onOpen: (immunizationId: string) => void;
}) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h6" id={headingId}>
        {title} ({entries.length})
      </Title>
      {entries.length === 0 ? (
        <EmptyText>{empty}</EmptyText>
      ) : (
        <ul className="vaccination-list__items" aria-labelledby={headingId}>
          {entries.map((entry) => (
            <ImmunizationItem key={entry.immunization.id} entry={entry} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </Stack>
  );
}

function ImmunizationItem({ entry, onOpen }: { entry: ImmunizationInSeries; onOpen: (id: string) => void }) {
  const format = useVaccinationFormat();
  const { immunization, series } = entry;
  const date = format.date(immunization.occurredAt);
  const removed = immunization.status === 'entered-in-error';
  return (
    <li>
      <UnstyledButton
        className="vaccination-list__item"
        data-removed={removed || undefined}
        onClick={() => onOpen(immunization.id)}
      >
        <div className="vaccination-list__item-main">
          <Text size="sm" fw={600}>
            {immunization.vaccine.name}
          </Text>
          <Text size="sm" c="gray.7">
            {format.program(series.program)} · {format.dose(immunization.doseNumber, series.program)}
          </Text>
        </div>
        <div className="vaccination-list__item-side">
          <Text size="sm">{date}</Text>
          <Text size="xs" c="gray.7">
            {immunization.lotNumber}
          </Text>
        </div>
      </UnstyledButton>
    </li>
  );
}
