import { Alert, Button, Stack, Text } from '@mantine/core';

interface ErrorStateProps {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** An error banner with "Try again", for a part of a page whose data failed to load. */
export function ErrorState({ title, message, retryLabel, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A request that failed where the clinician acted: the banner's title, and its message (null while nothing failed). */
export interface RequestFailure {
  title?: string;
  message: string | null;
}

/** The banner of a failed request in a form or a dialog; nothing while there is no message. */
export function RequestErrorBanner({ title, message }: RequestFailure) {
  if (message === null) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {message}
    </Alert>
  );
}
