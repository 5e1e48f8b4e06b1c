import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FullPageMessageProps {
  title: string;
  message?: ReactNode;
  /** Links and buttons under the message: "Back to home", "Try again", ... */
  actions?: ReactNode;
  tone?: 'neutral' | 'error';
}

/** The seeds' full-page states (meeting cancelled, not found, general error): a title, a message, a way on. */
export function FullPageMessage({ title, message, actions, tone = 'neutral' }: FullPageMessageProps) {
  return (
    <Center mih="60vh" p="xl">
      <Paper withBorder radius="md" p="xl" maw="36rem" w="100%">
        <Stack gap="md">
          <Title order={1} size="h2" c={tone === 'error' ? 'red.8' : undefined}>
            {title}
          </Title>
          {message ? <Text>{message}</Text> : null}
          {actions ? <Group gap="sm">{actions}</Group> : null}
        </Stack>
      </Paper>
    </Center>
  );
}
