import { Alert, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../api/use-login';
import { isApiError } from '../../../lib/api-error';
import { loginErrorKind } from './login-error';

const loginRoute = getRouteApi('/login');

export function LoginPage() {
  const { t } = useTranslation();
  const { redirect } = loginRoute.useSearch();
  const navigate = useNavigate();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    login.mutate(
      { username: username.trim(), password },
      { onSuccess: () => void navigate({ href: redirect ?? '/', replace: true }) },
    );
  }

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w="100%" maw="26rem">
        <form onSubmit={submit} noValidate={false}>
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {t('auth.login.title')}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {t('auth.login.subtitle')}
              </Text>
            </div>
            {login.isError ? (
              <Alert color="red" variant="light" role="alert">
                {t(`auth.login.error.${loginErrorKind(login.error)}`, {
                  seconds: isApiError(login.error) ? (login.error.retryAfterSeconds ?? 60) : 60,
                })}
              </Alert>
            ) : null}
            <TextInput
              label={t('auth.login.username')}
              name="username"
              autoComplete="username"
              required
              withAsterisk={false}
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
            />
            {/* Not Mantine's PasswordInput: its "Toggle password visibility" button also answers to "password". */}
            <TextInput
              label={t('auth.login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              withAsterisk={false}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" loading={login.isPending} fullWidth>
              {t('auth.login.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
