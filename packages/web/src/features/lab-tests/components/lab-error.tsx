import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';

export type LabThing = 'labTests' | 'labTest' | 'measurements';

/**
 * Seed 001 §8 "Lab test HTTP errors": a 404 is 'Could not find {thing}…', any other failure 'There was an error
 * while getting the {thing}…', both pointing to #ask-tech; with a way to ask again.
 */
export function LabError({
  error,
  thing,
  onRetry,
  retrying,
}: {
  error: unknown;
  thing: LabThing;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const notFound = isApiError(error) && error.status === 404;
  const what = t(`healthChecks.thing.${thing}`);
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {notFound
            ? t('healthChecks.error.notFound', { thing: what })
            : t('healthChecks.error.generic', { thing: what })}
        </Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
