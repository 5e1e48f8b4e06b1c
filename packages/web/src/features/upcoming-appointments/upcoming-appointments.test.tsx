import type { Appointment } from '@konsult/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failingUntilRecovered, tryAgainFromErrorBanner } from '../../test/error-banner';
import { aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { renderQueryHook } from '../../test/render-hook';
import { UpcomingAppointmentsPanel, useUpcomingAppointmentsCounter } from './index';

const PATH = '/api/meeting/clinician/upcoming-appointments/v2/patient-1/meeting-1';
const start = Date.UTC(2026, 10, 24, 9, 0); // 10:00 in Stockholm

function anAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    meetingId: 'meeting-2',
    interventionType: 'VIDEO',
    careFacilityName: 'Vårdcentral Norr',
    clinician: { name: 'Bertil Ek', clinicianTitle: 'Sjuksköterska' },
    bookedByPatient: true,
    bookerClinician: null,
    bookerInterventionType: null,
    confirmed: true,
    bookerMessage: null,
    startTime: start,
    endTime: start + 20 * 60_000,
    dropin: false,
    isInternalReferral: false,
    symptomId: null,
    ...overrides,
  };
}

const page = (content: Appointment[], totalElements = content.length) => ({
  content,
  totalElements,
  page: 0,
  size: 100,
});

describe('upcoming appointments panel', () => {
  it('asks for the first page of 100 without the meeting on screen, and lists expandable cards', async () => {
    const requests = mockApi({
      [`GET ${PATH}`]: json(
        200,
        page([
          anAppointment(),
          anAppointment({
            meetingId: 'meeting-3',
            interventionType: 'PHONE',
            bookedByPatient: false,
            bookerClinician: 'Anna Berg',
            bookerInterventionType: 'VIDEO',
            bookerMessage: 'Uppföljning av blodtryck.',
            confirmed: false,
            dropin: true,
            isInternalReferral: true,
            careFacilityName: null,
            startTime: start + 86_400_000,
            endTime: start + 86_400_000 + 15 * 60_000,
          }),
        ]),
      ),
    });
    const { user } = renderPanel(<UpcomingAppointmentsPanel patientId="patient-1" meeting={aMeeting()} />);
    const list = await screen.findByRole('list', { name: 'Upcoming appointments' });
    expect(requests[0]?.query.get('size')).toBe('100');
    expect(requests[0]?.query.get('page')).toBe('0');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('24 Nov 2026, 10:00–10:20');
    expect(first!.textContent).toContain('20 min · Video · Bertil Ek, Sjuksköterska');
    expect(first!.textContent).toContain('Confirmed');
    expect(second!.textContent).toContain('15 min · Phone');
    expect(second!.textContent).toContain('Not confirmed');
    expect(second!.textContent).toContain('Drop-in');
    expect(second!.textContent).toContain('Internal referral');

    const toggle = within(first!).getByRole('button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(first!.textContent).toContain('Care facilityVårdcentral Norr');
    expect(first!.textContent).toContain('Booked byThe patient');

    await user.click(within(second!).getByRole('button'));
    expect(second!.textContent).toContain('Booked byAnna Berg (Video)');
    expect(second!.textContent).toContain('Message from the bookerUppföljning av blodtryck.');
    expect(second!.textContent).not.toContain('Care facility');
  });

  it('uses "-" for the meeting in the meetingless view', async () => {
    const requests = mockApi({
      'GET /api/meeting/clinician/upcoming-appointments/v2/patient-1/-': json(200, page([])),
    });
    renderPanel(<UpcomingAppointmentsPanel patientId="patient-1" meeting={null} />);
    expect(await screen.findByText('The patient has no upcoming appointments.')).toBeTruthy();
    expect(requests[0]?.path).toBe('/api/meeting/clinician/upcoming-appointments/v2/patient-1/-');
  });

  it('says when the patient has more appointments than one page shows', async () => {
    mockApi({ [`GET ${PATH}`]: json(200, page([anAppointment()], 130)) });
    renderPanel(<UpcomingAppointmentsPanel patientId="patient-1" meeting={aMeeting()} />);
    expect(await screen.findByText('Showing the first 1 of 130 appointments.')).toBeTruthy();
  });

  it('shows an alert when they cannot be loaded, and tries again', async () => {
    const server = failingUntilRecovered(
      () => apiError(403, 'forbidden'),
      () => json(200, page([anAppointment()])),
    );
    mockApi({ [`GET ${PATH}`]: server.reply });
    const { user } = renderPanel(<UpcomingAppointmentsPanel patientId="patient-1" meeting={aMeeting()} />);
    await tryAgainFromErrorBanner(user, 'Could not load the upcoming appointments', server.recover);
    expect(await screen.findByRole('list', { name: 'Upcoming appointments' })).toBeTruthy();
  });
});

describe('upcoming appointments counter', () => {
  const counter = () =>
    renderQueryHook(() => useUpcomingAppointmentsCounter({ patientId: 'patient-1', meeting: aMeeting() }));

  it('is loading, then the count', async () => {
    mockApi({ [`GET ${PATH}`]: json(200, page([anAppointment(), anAppointment({ meetingId: 'm3' })])) });
    const { result } = counter();
    expect(result.current).toEqual({ state: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ state: 'ready', count: 2 }));
  });

  it("is '?' when there are more than the page holds", async () => {
    mockApi({ [`GET ${PATH}`]: json(200, page([anAppointment()], 101)) });
    const { result } = counter();
    await waitFor(() => expect(result.current).toEqual({ state: 'unknown' }));
  });

  it('is an error when the list cannot be loaded', async () => {
    mockApi({ [`GET ${PATH}`]: apiError(404, 'notFound') });
    const { result } = counter();
    await waitFor(() => expect(result.current).toEqual({ state: 'error' }));
  });
});
