import { Button, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../api/use-logout';

export function SignOutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  const errorId = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      {logout.isError ? (
        <Text id={errorId} size="xs" c="red.8" role="alert">
          {t('auth.signOutFailed')}
        </Text>
      ) : null}
      <Button
        variant="default"
        size="xs"
        loading={logout.isPending}
        onClick={() => logout.mutate()}
        aria-describedby={logout.isError ? errorId : undefined}
      >
        {t('auth.signOut')}
      </Button>
    </Group>
  );
}
