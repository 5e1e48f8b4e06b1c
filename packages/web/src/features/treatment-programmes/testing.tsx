import type { Me, TreatmentProgramme } from '@konsult/domain';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MeProvider } from '../../lib/session/me-context';
import { aClinician } from '../../test/fixtures';
import { renderUi } from '../../test/render-ui';
import { IcbtMessengerPage } from './components/messenger-page';

/** Fredrik, a Swedish psychologist; the texts are English in tests. */
export const aPsychologist = (): Me =>
  aClinician({ id: 'clinician-fredrik', name: 'Fredrik Ek', profession: 'PSYCHOLOGIST', careType: 'MENTAL_HEALTH' });

export const DAY = 86_400_000;
/** Monday 2 November 2026, 09:00 UTC (10:00 in Stockholm). */
export const PROGRAMME_START = Date.UTC(2026, 10, 2, 9, 0);

export function aCarePlan(overrides: Partial<TreatmentProgramme> = {}): TreatmentProgramme {
  return {
    id: 'care-plan-1',
    patientId: 'patient-1',
    clinicianId: 'clinician-fredrik',
    userId: 'patient-1',
    state: 'active',
    treatmentProgrammeIdentifier: 'ICBT_ANXIETY',
    programmeNameCopyKey: 'treatment-programme.icbt-anxiety',
    title: 'Internet CBT for anxiety',
    description: 'Eight modules on understanding anxiety.',
    conversationId: 'conversation-1',
    conversation: { id: 'conversation-1', state: 'active' },
    encounter: 'meeting-1',
    created: PROGRAMME_START,
    ended: null,
    latestPatientActivity: PROGRAMME_START + 10 * DAY,
    modules: [
      {
        id: 'module-1',
        name: 'Understanding anxiety',
        state: 'completed',
        started: PROGRAMME_START,
        currentStep: null,
        steps: 3,
      },
      {
        id: 'module-2',
        name: 'The circle of avoidance',
        state: 'active',
        started: PROGRAMME_START + 8 * DAY,
        currentStep: 2,
        steps: 4,
      },
      {
        id: 'module-3',
        name: 'Facing fears step by step',
        state: 'enabled',
        started: null,
        currentStep: null,
        steps: 4,
      },
      { id: 'module-4', name: 'Keeping it up', state: 'disabled', started: null, currentStep: null, steps: 3 },
    ],
    progressIndicator: 'none',
    exercises: [
      { exerciseId: 'diary-1', type: 'activity-diary' },
      { exerciseId: 'situations-1', type: 'situation-analysis' },
    ],
    isb2b: false,
    unreadMessageCount: 0,
    ...overrides,
  };
}

/**
 * Renders a programme view as the app does: with the signed-in clinician and a router, at `initialEntry` (the
 * consultation's address with its `carePlanId`, or the messenger page's). The router's page holds `ui`.
 */
export function renderProgramme(ui: ReactNode, { initialEntry = '/', me = aPsychologist() } = {}) {
  const rootRoute = createRootRoute({ component: Outlet });
  const panelRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui });
  const messengerRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/emr/icbt-messenger/$conversationId',
    component: IcbtMessengerPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([panelRoute, messengerRoute]),
    history: createMemoryHistory({ initialEntries: [initialEntry] }),
  });
  const view = renderUi(
    <MeProvider me={me}>
      <RouterProvider router={router} />
    </MeProvider>,
  );
  return { ...view, router };
}
