import type { Me } from '@konsult/domain';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MeProvider } from '../lib/session/me-context';
import { aClinician } from './fixtures';
import { renderUi } from './render-ui';

/**
 * Renders a record-pane panel as the pane does: with the signed-in clinician and a router (entries link to
 * /emr/{meetingId}), which here has just that page besides the panel.
 */
export function renderPanel(panel: ReactNode, me: Me = aClinician()) {
  const rootRoute = createRootRoute({ component: Outlet });
  const panelRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => panel });
  const meetingRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/emr/$meetingId',
    component: () => <p>Meeting page</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([panelRoute, meetingRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = renderUi(
    <MeProvider me={me}>
      <RouterProvider router={router} />
    </MeProvider>,
  );
  return { ...view, router };
}
