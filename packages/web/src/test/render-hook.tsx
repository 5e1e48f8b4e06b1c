import type { Me } from '@konsult/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MeProvider } from '../lib/session/me-context';
import { aClinician } from './fixtures';

/** Renders a hook that queries the API for the signed-in clinician (a tab's counter), without retries. */
export function renderQueryHook<R>(hook: () => R, me: Me = aClinician()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MeProvider me={me}>{children}</MeProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  return renderHook(hook, { wrapper });
}
