import { meetingActions } from '@konsult/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en';
import { aClinician, aMeeting } from '../../test/fixtures';
import { json, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { actionSlot } from './action-body-slot';

/**
 * No icon leads nowhere (issue 15): every action the app registers opens its own panel — its form or its list, or
 * that panel's own loading and error states — never an empty panel. Anna, a Swedish doctor, is offered them all in
 * a digital meeting.
 */

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

const built = [...actionSlot.built];

describe('the registered actions', () => {
  it('are the ones a Swedish doctor is offered, and more than one', () => {
    const offered = meetingActions({
      clinician: {
        country: 'SE',
        profession: 'DOCTOR',
        careType: 'PRIMARY_CARE',
        isExternal: false,
        partnershipKind: null,
        usesExternalEmr: false,
      },
      features: { homeTestOrders: true, ukEpsSignposting: true, pollenGuidelines: true, physicalLabQueue: true },
      meeting: {
        activityType: 'DEFAULT',
        interventionType: 'VIDEO',
        isOneTimeUser: false,
        hasCareFacility: false,
        isChild: false,
      },
    });
    expect(built.length).toBeGreaterThan(1);
    expect(built.filter((name) => !offered.includes(name))).toEqual([]);
  });

  it.each(built)('%s opens a panel of its own', async (action) => {
    mockApi({
      'GET /api/auth/me': json(200, { clinician: aClinician() }),
      'GET /api/meeting/doctor/meeting/meeting-1': json(200, aMeeting()),
      'POST /api/meeting/meeting-1/action-panel-events': () => new Response(null, { status: 204 }),
    });
    renderApp(`/emr/meeting-1?action=${action}`);
    const title = en.consultation.actions.names[action];
    const panel = await screen.findByRole('complementary', { name: title }, { timeout: 4000 });
    // Past the lazy chunk's spinner, the panel shows its own content: a form, a list, a section or its own
    // error (this test's server answers nothing else), not an empty body.
    await waitFor(() =>
      expect(panel.querySelector('form, ul, section, [role="alert"], [role="region"], textarea, input')).not.toBeNull(),
    );
  });
});
