import { Text } from '@mantine/core';

/**
 * The quiet text a list or pane shows when it has nothing (yet). Gray 7, not Mantine's "dimmed" (gray 6), which
 * falls short of WCAG AA contrast on white at this size (axe-core, record-pane e2e).
 */
export function EmptyText({ children }: { children: string }) {
  return (
    <Text c="gray.7" size="sm" py="sm">
      {children}
    </Text>
  );
}
