import { Text } from '@mantine/core';

/** The quiet text a list or pane shows when it has nothing (yet). */
export function EmptyText({ children }: { children: string }) {
  return (
    <Text c="dimmed" size="sm" py="sm">
      {children}
    </Text>
  );
}
