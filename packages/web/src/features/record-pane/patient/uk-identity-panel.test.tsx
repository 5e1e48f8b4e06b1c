import type {
  KbvStateResponse,
  LatestIdentityVerificationResponse,
  PhotoIdCheckResponse,
  ScrMissingResponse,
} from '@konsult/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aMeeting } from '../../../test/fixtures';
import { apiError, type ApiRoutes, json, mockApi } from '../../../test/mock-api';
import { aClinicianIn, renderAs } from '../testing';
import { PatientTab } from './patient-tab';

const LATEST = 'GET /api/user/patient-1/identity-verification/method/latest';
const KBV = 'GET /api/uk-identity/user/patient-1/kbv/state/kbv-1';
const TRACING = 'GET /api/user/doctor/tracing/patient-1/scr_missing';
const ONFIDO = 'GET /api/user/doctor/onfido/patient-1';

const day = (d: number, h = 10) => Date.UTC(2026, 10, d, h, 0);

const verified: LatestIdentityVerificationResponse = {
  latest: {
    method: 'clinician_check',
    outcome: 'Accept',
    rejectionReason: null,
    checkTime: day(12, 14),
    meetingId: 'meeting-0',
    meetingType: 'Adult',
    verifyingClinician: { id: 'clinician-james', name: 'James Whitaker' },
    kbvState: 'answered',
  },
  kbvSessionId: 'kbv-1',
};

const kbv = (over: Partial<KbvStateResponse['kbv']> = {}): KbvStateResponse => ({
  kbv: {
    kbvId: 'kbv-1',
    state: 'PASSED',
    questionsAnswered: 5,
    questionsTotal: 5,
    createdAt: day(10, 9),
    startedAt: day(10, 9),
    completedAt: day(10, 9),
    expiresAt: day(11, 9),
    ...over,
  },
});

const traced = (scrMissing: boolean): ScrMissingResponse => ({
  trace: { tracedAt: day(9), outcome: 'traced', nhsNumber: '9434765919', scrMissing },
});

const clear: PhotoIdCheckResponse = {
  check: { status: 'clear', documentType: 'passport', requestedAt: day(10, 9), checkedAt: day(10, 11) },
};

function serve(routes: ApiRoutes) {
  return mockApi({
    'GET /api/patient/patient-1/overview': json(200, {
      healthCheckScore: null,
      insuranceClaim: null,
      listing: null,
      childRelationshipVerified: null,
    }),
    'GET /api/medicalrecord/patient/warnings/patient-1': json(200, { warnings: [] }),
    'GET /api/facts/patients/patient-1/observations': json(200, { observations: [] }),
    ...routes,
  });
}

function renderTab(country: 'GB' | 'SE' = 'GB') {
  return renderAs(<PatientTab patientId="patient-1" meeting={aMeeting()} />, aClinicianIn(country));
}

const panel = () => screen.findByRole('region', { name: 'Identity verification' });

/** The value beside a label in the panel, once it has finished loading. */
async function valueOf(label: string): Promise<string> {
  const region = await panel();
  const dd = within(region).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
  await waitFor(() => expect(dd.textContent).not.toBe('Loading…'));
  return dd.textContent ?? '';
}

beforeEach(() => {
  window.localStorage.setItem('konsult.language', 'en');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(day(21, 12)));
});

afterEach(() => vi.useRealTimers());

describe('patient tab: UK identity checks', () => {
  it('shows a fully verified patient: accepted check, KBV passed, photo ID clear, NHS number traced', async () => {
    serve({
      [LATEST]: json(200, verified),
      [KBV]: json(200, kbv()),
      [TRACING]: json(200, traced(false)),
      [ONFIDO]: json(200, clear),
    });
    renderTab();

    expect(await valueOf('Latest check')).toBe(
      'Identity accepted Checked by a clinician in a consultation · 12 Nov 2026, 14:00 by James Whitaker',
    );
    await waitFor(async () =>
      expect(await valueOf('Knowledge-based verification')).toBe('Passed 5 of 5 questions answered · 10 Nov 2026'),
    );
    expect(await valueOf('Photo ID (Onfido)')).toBe('Clear Passport · checked 10 Nov 2026');
    expect(await valueOf('NHS tracing (PDS)')).toBe(
      'NHS number 943 476 5919 traced 9 Nov 2026; Summary Care Record available',
    );
    expect(screen.queryByText(/Summary Care Record missing/)).toBeNull();
  });

  it('warns that the Summary Care Record is missing, with KBV failed and photo ID to review', async () => {
    serve({
      [LATEST]: json(200, { latest: null, kbvSessionId: 'kbv-1' }),
      [KBV]: json(200, kbv({ state: 'FAILED', questionsAnswered: 5 })),
      [TRACING]: json(200, traced(true)),
      [ONFIDO]: json(200, {
        check: { status: 'consider', documentType: 'driving_licence', requestedAt: day(9), checkedAt: day(9, 13) },
      }),
    });
    renderTab();

    const alert = await within(await panel()).findByRole('alert');
    expect(alert.textContent).toBe(
      'Summary Care Record missing: none was found on the NHS Spine when the patient was traced on 9 Nov 2026. Check medicines and allergies with the patient.',
    );
    expect(await valueOf('Latest check')).toBe('Not checked yet');
    await waitFor(async () => expect(await valueOf('Knowledge-based verification')).toMatch(/^Failed 5 of 5/));
    expect(await valueOf('Photo ID (Onfido)')).toBe('Consider: needs review Driving licence · checked 9 Nov 2026');
  });

  it('says "Not checked yet" for each check of a patient never checked, and asks for no KBV session', async () => {
    const requests = serve({
      [LATEST]: json(200, { latest: null, kbvSessionId: null }),
      [TRACING]: json(200, { trace: null }),
      [ONFIDO]: json(200, { check: null }),
    });
    renderTab();

    for (const label of ['Latest check', 'Knowledge-based verification', 'Photo ID (Onfido)', 'NHS tracing (PDS)']) {
      expect(await valueOf(label)).toBe('Not checked yet');
    }
    expect(requests.some((r) => r.path.includes('/kbv/state/'))).toBe(false);
  });

  it('reads an open KBV session with its expiry, and an unfinished one that expired', async () => {
    serve({
      [LATEST]: json(200, { latest: null, kbvSessionId: 'kbv-1' }),
      [KBV]: json(200, kbv({ state: 'EXPIRED', questionsAnswered: 2, completedAt: null })),
      [TRACING]: json(200, { trace: null }),
      [ONFIDO]: json(200, {
        check: { status: 'not_started', documentType: null, requestedAt: day(20), checkedAt: null },
      }),
    });
    renderTab();
    await waitFor(async () =>
      expect(await valueOf('Knowledge-based verification')).toBe(
        'Expired unfinished 2 of 5 questions answered · expired 11 Nov 2026',
      ),
    );
    expect(await valueOf('Photo ID (Onfido)')).toBe('Invited, not started requested 20 Nov 2026');
  });

  it('warns when the patient could not be traced on the Spine', async () => {
    serve({
      [LATEST]: json(200, { latest: null, kbvSessionId: null }),
      [TRACING]: json(200, { trace: { tracedAt: day(9), outcome: 'no_match', nhsNumber: null, scrMissing: true } }),
      [ONFIDO]: json(200, { check: null }),
    });
    renderTab();
    expect(
      await within(await panel()).findByText(/^Summary Care Record missing: the patient could not be traced/),
    ).toBeTruthy();
    expect(await valueOf('NHS tracing (PDS)')).toBe('No match on PDS (9 Nov 2026)');
  });

  it('shows each failure in its own row, keeps the others, and retries only the failed one', async () => {
    let tracingCalls = 0;
    serve({
      [LATEST]: json(200, verified),
      [KBV]: apiError(500, 'internal'),
      [TRACING]: () => {
        tracingCalls += 1;
        return tracingCalls <= 3 ? apiError(500, 'internal') : json(200, traced(true));
      },
      [ONFIDO]: json(200, clear),
    });
    renderTab();

    const region = await panel();
    expect(
      await within(region).findByText(
        'Could not load the NHS tracing result, so it is not known whether the Summary Care Record is missing.',
      ),
    ).toBeTruthy();
    expect(await within(region).findByText('Could not load the knowledge-based verification.')).toBeTruthy();
    expect(await valueOf('Photo ID (Onfido)')).toBe('Clear Passport · checked 10 Nov 2026');
    expect(await valueOf('Latest check')).toMatch(/^Identity accepted/);
    // Failed rows are plain text with a retry, not alerts: only the Summary Care Record warning is announced.
    expect(within(region).queryByRole('alert')).toBeNull();

    const tracingRow = within(region).getByText('NHS tracing (PDS)', { selector: 'dt' })
      .nextElementSibling as HTMLElement;
    fireEvent.click(within(tracingRow).getByRole('button', { name: 'Try again' }));
    expect((await within(region).findByRole('alert')).textContent).toMatch(/^Summary Care Record missing:/);
    expect(within(region).getByText('Could not load the knowledge-based verification.')).toBeTruthy();
  });

  it('is not shown to a Swedish clinician', async () => {
    const requests = serve({});
    renderTab('SE');
    await screen.findByRole('region', { name: 'Personal details' });
    expect(screen.queryByRole('region', { name: 'Identity verification' })).toBeNull();
    expect(requests.some((r) => r.path.includes('onfido') || r.path.includes('scr_missing'))).toBe(false);
  });
});
