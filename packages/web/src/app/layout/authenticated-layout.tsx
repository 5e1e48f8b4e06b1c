import { AppShell } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { MeProvider } from '../../lib/session/me-context';
import { meQueryOptions } from '../../lib/session/me-query';
import { AppHeader } from './app-header';

export const HEADER_HEIGHT = 56;

/** The signed-in frame: header on top, the current screen below. The route's beforeLoad already fetched `me`. */
export function AuthenticatedLayout() {
  const { data: me } = useSuspenseQuery(meQueryOptions);
  const location = useLocation();
  if (!me) return <Navigate to="/login" search={{ redirect: location.href }} replace />;
  return (
    <MeProvider me={me} features={me.features} messaging={me.messaging}>
      <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
        <AppShell.Header>
          <AppHeader me={me} />
        </AppShell.Header>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </MeProvider>
  );
}
