import { ConsultationSearch, isLeftbarTab, type LeftbarTab } from '@konsult/domain';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { applyClinicianLanguage } from '../i18n/i18n';
import { meetingQueryOptions } from '../features/consultation/api/use-meeting';
import { meQueryOptions } from '../lib/session/me-query';
import { HomeRoute } from './home/home-route';
import { AuthenticatedLayout } from './layout/authenticated-layout';
import { RootLayout } from './layout/root-layout';
import { MeetingPending, PageNotFound, RouteError, RoutePending } from './layout/route-states';
import type { RouterContext } from './router-context';
import { LoginSearch } from './login-search';

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: PageNotFound,
  errorComponent: RouteError,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): LoginSearch => LoginSearch.parse(search),
  component: LoginPage,
});

/** Every screen behind sign-in hangs under this pathless route; it asks the server who is signed in once. */
const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authenticated',
  beforeLoad: async ({ context, location }) => {
    const me = await context.queryClient.ensureQueryData(meQueryOptions);
    if (!me) throw redirect({ to: '/login', search: { redirect: location.href } });
    await applyClinicianLanguage(me);
  },
  component: AuthenticatedLayout,
});

const homeRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/',
  component: HomeRoute,
});

/**
 * Every consultation parameter is optional in a link; ConsultationSearch's output marks `debug` as present-but-
 * undefined, which would make every link to the screen spell out `search`.
 */
function validateConsultationSearch(search: Record<string, unknown>): Partial<ConsultationSearch> {
  return ConsultationSearch.parse(search);
}

// The meeting screen with its record pane, note, evaluation and finishing composed in (one lazy chunk with the
// shell); the heaviest part of the app, it loads on first visit (or on hovering a meeting).
const meetingScreenModule = () => import('./consultation/consultation-route');
// The meetingless view: the same shell and record pane, without the meeting's workspace.
const patientProfileModule = () => import('./consultation/patient-profile-route');

const consultationRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/emr/$meetingId',
  validateSearch: validateConsultationSearch,
  // Issue 22: the meeting's requests start here, beside the screen's code and the record pane's chunk, instead of
  // one after another as each part mounts (on a cold load they already started in preloadScreen). Not awaited: the
  // screen has its own loading and error states. Hovering a link loads only the code: reading a patient's record is
  // audited, and a hover is not a visit.
  loader: ({ context: { queryClient }, params: { meetingId }, location, preload }) => {
    if (preload) void import('./record-pane/record-pane-tabs');
    else startMeetingScreen(queryClient, meetingId, location.search);
  },
  component: lazyRouteComponent(meetingScreenModule, 'ConsultationRoute'),
  pendingComponent: MeetingPending,
});

const MEETING_ERROR_FRESH_MS = 5_000;

/** The meeting, the screen's code, the record pane's chunk and, once they are in, the pane's first requests. */
function startMeetingScreen(queryClient: QueryClient, meetingId: string, search: object): void {
  const leftbar: LeftbarTab | undefined =
    'leftbar' in search && typeof search.leftbar === 'string' && isLeftbarTab(search.leftbar)
      ? search.leftbar
      : undefined;
  void import('./record-pane/record-pane-tabs');
  const meeting = meetingQueryOptions(meetingId);
  // A meeting that has just failed (a cold load asks at start-up, then in the loader) is the screen's to show.
  const failed = queryClient.getQueryState(meeting.queryKey);
  if (failed?.status === 'error' && Date.now() - failed.errorUpdatedAt < MEETING_ERROR_FRESH_MS) return;
  void Promise.all([
    queryClient.ensureQueryData(meeting),
    queryClient.ensureQueryData(meQueryOptions),
    meetingScreenModule(),
  ]).then(
    ([meeting, me, screen]) => {
      if (me) screen.prefetchMeetingData(queryClient, { meeting, me, leftbar });
    },
    // A meeting that fails to load is the screen's to show (its error page and retry), not the loader's.
    () => undefined,
  );
}

const patientProfileRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/patient-profile/$patientId',
  validateSearch: validateConsultationSearch,
  component: lazyRouteComponent(patientProfileModule, 'PatientProfileRoute'),
});

// Development only: what the built-in adapters "sent" (the server offers its data in demo mode only).
const devOutboxRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/dev/outbox',
  component: lazyRouteComponent(() => import('../features/dev-outbox'), 'DevOutboxPage'),
});

// Development only: the consultation reports the embedded insurer received (issue 20; demo mode only).
const devInsurerReportsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/dev/insurer-reports',
  component: lazyRouteComponent(() => import('../features/dev-insurer-reports'), 'DevInsurerReportsPage'),
});

// The clinic's physical lab queue for its nurses (issue 18): its own chunk, loaded when visited.
const labQueueRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/lab-queue',
  component: lazyRouteComponent(() => import('../features/lab-referrals/page'), 'LabQueuePage'),
});

// The pharmacies near a UK postcode (issue 19): the map a sent pay-as-you-go prescription opens; its own chunk.
const pharmaciesRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/pharmacies',
  validateSearch: (search: Record<string, unknown>): { postcode?: string } =>
    typeof search.postcode === 'string' ? { postcode: search.postcode.slice(0, 10) } : {},
  component: lazyRouteComponent(() => import('../features/uk-payg-prescriptions/page'), 'PharmacyMapPage'),
});

// The UK practice's work queue for its team (issue 19): its own chunk, loaded when visited.
const practiceTasksRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/practice-tasks',
  component: lazyRouteComponent(() => import('../features/uk-tasks/page'), 'PracticeTasksPage'),
});

// A treatment programme's conversation with the patient (issue 21; seed 001 §2), opened in a new tab: its own chunk.
const icbtMessengerRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/emr/icbt-messenger/$conversationId',
  component: lazyRouteComponent(() => import('../features/treatment-programmes/page'), 'IcbtMessengerPage'),
});

export const routeTree = rootRoute.addChildren([
  loginRoute,
  authenticatedRoute.addChildren([
    homeRoute,
    consultationRoute,
    patientProfileRoute,
    devOutboxRoute,
    devInsurerReportsRoute,
    labQueueRoute,
    pharmaciesRoute,
    practiceTasksRoute,
    icbtMessengerRoute,
  ]),
]);

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Route data lives in TanStack Query; the router should not cache loader results on its own.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Issue 22: on a cold load, the code of the screen at the address (and, for a meeting, its data) starts loading at
 * once, beside the sign-in check and the language's catalogue, instead of after them: the router runs a route's
 * loader only once its parents' checks have passed. Signed out, the requests are refused and sign-in follows anyway.
 */
export function preloadScreen(router: AppRouter, queryClient: QueryClient): void {
  const { pathname, search } = router.state.location;
  const [routes, params, leaf] = router.getMatchedRoutes(pathname);
  // A failed chunk is the router's to report when it needs it; this is only a head start.
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
  if (leaf === consultationRoute && params.meetingId) startMeetingScreen(queryClient, params.meetingId, search);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
