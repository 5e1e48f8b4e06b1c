import { Alert, Group, Loader, Text } from '@mantine/core';
import type { FinishingRefusal } from '../../../lib/finishing';

/**
 * A refusal of the finish that a part of the screen explained (the insurer's void alert after a traumatic injury, the
 * insurer not reached, its report not built): above the buttons, the meeting still open.
 */
export function FinishRefusalNotice({ refusal }: { refusal: FinishingRefusal }) {
  return (
    <Alert color={refusal.tone === 'warning' ? 'yellow' : 'red'} variant="light" role="alert" title={refusal.title}>
      <Text size="sm">{refusal.message}</Text>
    </Alert>
  );
}

/** While the finish is out: what the parts of the screen have it do (e.g. the report sent to the insurer first). */
export function FinishPendingNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <Group gap="xs" justify="flex-end" role="status">
      <Loader size="xs" />
      <Text size="sm">{notes.join(' ')}</Text>
    </Group>
  );
}
