import type { MedicationListItem } from '@konsult/domain';
import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { EmptyText } from '../../../ui/empty-state';
import { MedicationItem } from './medication-item';

interface MedicationSectionProps {
  title: string;
  empty: string;
  items: MedicationListItem[];
  onEdit?: (item: MedicationListItem) => void;
}

/** A section of the active list ('regular' or 'as required', seed 001 §2.3) with its empty text. */
export function MedicationSection({ title, empty, items, onEdit }: MedicationSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={3} size="h6" id={headingId}>
          {title}
        </Title>
        {items.length === 0 ? (
          <EmptyText>{empty}</EmptyText>
        ) : (
          <ul className="medication-items" aria-labelledby={headingId}>
            {items.map((item) => (
              <MedicationItem key={item.id} item={item} onEdit={onEdit} />
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}
