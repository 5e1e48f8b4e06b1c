import type { RouterHistory } from '@tanstack/react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { createQueryClient } from './query-client';
import { type AppRouter, createAppRouter } from './router';

/** Wires the query cache, the router and the "session ended" redirect together; tests call it with a memory history. */
export function createApp(options: { history?: RouterHistory; retryDelay?: number } = {}) {
  const queryClient = createQueryClient({ retryDelay: options.retryDelay });
  const router: AppRouter = createAppRouter({ queryClient }, options.history);
  setUnauthorizedHandler(() => {
    const { pathname, href } = router.state.location;
    if (pathname === '/login') return;
    void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
  });
  return { queryClient, router };
}
