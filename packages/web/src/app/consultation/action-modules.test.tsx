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
 * a video meeting or, for the pollen prescription, a text meeting.
 */

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

const built = [...actionSlot.built];

/** The meeting an action is offered in: the pollen prescription is for text meetings (seed 000 §6). */
const TEXT_ONLY: readonly string[] = ['pollen-text-prescription'];
const interventionFor = (action: string) => (TEXT_ONLY.includes(action) ? 'TEXT' : 'VIDEO');
/** Actions of another market than Anna's Sweden: offered to that market's doctor instead. */
const MARKET_OF: Partial<Record<string, 'NO' | 'GB'>> = {
  'no-home-test-order': 'NO',
  'uk-clinician-action': 'GB',
  'uk-payg-prescription': 'GB',
  'uk-eps-prescription': 'GB',
};
const countryFor = (action: string) => MARKET_OF[action] ?? 'SE';
/** Actions offered to a psychologist rather than a doctor: the treatment programme (issue 21). */
const PSYCHOLOGIST_ONLY: readonly string[] = ['treatment-programme'];
const professionFor = (action: string) =>
  PSYCHOLOGIST_ONLY.includes(action)
    ? ({ profession: 'PSYCHOLOGIST', careType: 'MENTAL_HEALTH' } as const)
    : ({ profession: 'DOCTOR', careType: 'PRIMARY_CARE' } as const);
/** Actions offered only at a clinic visit (a meeting with a care facility): the physical lab queue. */
const CLINIC_ONLY: readonly string[] = ['physical-lab-queue'];
const atClinic = (action: string) => CLINIC_ONLY.includes(action);
const CLINIC = { id: 'se-vc-sodermalm', name: 'Konsult Vårdcentral Södermalm' };

describe('the registered actions', () => {
  it.each([
    ['SE', 'VIDEO'],
    ['SE', 'TEXT'],
    ['NO', 'VIDEO'],
    ['SE', 'CLINIC'],
  ] as const)('are the ones a doctor in %s is offered in a %s meeting', (country, interventionType) => {
    const offered = meetingActions({
      clinician: {
        country,
        profession: 'DOCTOR',
        careType: 'PRIMARY_CARE',
        isExternal: false,
        partnershipKind: null,
        usesExternalEmr: false,
      },
      features: { homeTestOrders: true, ukEpsSignposting: true, pollenGuidelines: true, physicalLabQueue: true },
      meeting: {
        activityType: 'DEFAULT',
        interventionType,
        isOneTimeUser: false,
        hasCareFacility: interventionType === 'CLINIC',
        isChild: false,
      },
    });
    expect(built.length).toBeGreaterThan(1);
    const builtHere = built.filter(
      (name) =>
        (atClinic(name) ? interventionType === 'CLINIC' : interventionFor(name) === interventionType) &&
        countryFor(name) === country &&
        !PSYCHOLOGIST_ONLY.includes(name),
    );
    expect(builtHere.filter((name) => !offered.includes(name))).toEqual([]);
  });

  it.each(built)('%s opens a panel of its own', async (action) => {
    mockApi({
      'GET /api/auth/me': json(200, {
        clinician: aClinician({
          ...professionFor(action),
          pool: { ...aClinician().pool, country: countryFor(action) },
        }),
      }),
      'GET /api/meeting/doctor/meeting/meeting-1': json(
        200,
        atClinic(action)
          ? aMeeting({ interventionType: 'CLINIC', careFacility: CLINIC })
          : aMeeting({ interventionType: interventionFor(action) }),
      ),
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
