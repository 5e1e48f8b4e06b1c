import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { InternalReferralPanel } from './components/internal-referral-panel';
import { PhysicalReferralPanel } from './components/physical-referral-panel';

const FREDRIK = '6f1c1a52-0000-4000-8000-000000000003';
const MARIA = '6f1c1a52-0000-4000-8000-000000000002';
const DAY = 24 * 60 * 60_000;
// Two free times and a taken one, a few days ahead (whatever today is).
const start = Math.ceil((Date.now() + 3 * DAY) / DAY) * DAY + 8 * 60 * 60_000;
const slot = (offset: number, meetingId: string | null = null) => ({
  shiftType: 'CONSULTATION',
  meetingId,
  startMillis: start + offset * 20 * 60_000,
  endMillis: start + (offset + 1) * 20 * 60_000,
  isBookable: meetingId === null,
  isDropin: false,
});
const slots = json(200, { from: '2026-11-25', to: '2026-12-09', slots: [slot(0, 'taken'), slot(1), slot(2)] });
const booked = json(201, {
  internalReferralId: 'r-1',
  meetingId: 'm-2',
  startTimeInclusive: start + 20 * 60_000,
  endTimeExclusive: start + 40 * 60_000,
});

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

async function chooseOption(user: ReturnType<typeof renderPanel>['user'], label: string, option: RegExp) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('referral panels', { timeout: 20_000 }, () => {
  it('refers to a colleague: a taken time cannot be chosen, a refused booking keeps the message, a retry books it', async () => {
    let attempts = 0;
    const requests = mockApi({
      'GET /api/meeting/referral-receivers': json(200, {
        clinicians: [{ id: FREDRIK, name: 'Fredrik Holm', profession: 'PSYCHOLOGIST' }],
      }),
      'GET /api/meeting/meeting-1/referral-slots': slots,
      'POST /api/meeting/doctor/internalreferral/meeting-1': () =>
        ++attempts === 1 ? apiError(409, 'slot_taken', 'Taken') : booked.clone(),
    });
    const { user } = renderPanel(<InternalReferralPanel meeting={aMeeting()} />);
    await chooseOption(user, 'Refer to', /Fredrik Holm \(Psychologist\)/);

    const times = await screen.findByRole('group', { name: /^Times on/ });
    const buttons = times.querySelectorAll('button');
    expect([...buttons].map((b) => b.disabled)).toEqual([true, false, false]);
    await user.click(buttons[1]!);
    const message = screen.getByRole('textbox', { name: /Referral message/ });
    await user.type(message, 'Nedstämdhet, önskar samtal.');
    await user.click(screen.getByRole('button', { name: /^Refer to Fredrik Holm/ }));

    expect(await screen.findByText(/That time was booked a moment ago/)).toBeTruthy();
    expect((message as HTMLTextAreaElement).value).toBe('Nedstämdhet, önskar samtal.');
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      receivingClinicianId: FREDRIK,
      careTypeId: 'PSYCHOLOGIST',
      message: 'Nedstämdhet, önskar samtal.',
    });

    // The refusal let go of the time: the clinician chooses another.
    await user.click(screen.getByRole('group', { name: /^Times on/ }).querySelectorAll('button')[2]!);
    await user.click(screen.getByRole('button', { name: /^Refer to Fredrik Holm/ }));
    expect(await screen.findByText(/^Referred to Fredrik Holm/)).toBeTruthy();
    await waitFor(() => expect((message as HTMLTextAreaElement).value).toBe(''));
  });

  it('books a physical visit: facility, its clinician, 20 minutes, and no booking without a message', async () => {
    const requests = mockApi({
      'GET /api/meeting/care-facilities/v2/referable': json(200, {
        careFacilities: [
          {
            id: 'se-vc-sodermalm',
            name: 'Konsult Vårdcentral Södermalm',
            address: 'Götgatan 48, 118 26 Stockholm',
            clinicians: [{ id: MARIA, name: 'Maria Ek', profession: 'NURSE' }],
          },
        ],
      }),
      'GET /api/meeting/meeting-1/referral-slots': slots,
      'POST /api/meeting/doctor/physicalreferral/meeting-1': booked,
    });
    const { user } = renderPanel(<PhysicalReferralPanel meeting={aMeeting()} />);
    await chooseOption(user, 'Care facility', /Konsult Vårdcentral Södermalm, Götgatan 48/);
    await chooseOption(user, 'Clinician at the care facility', /Maria Ek \(Nurse\)/);
    expect((screen.getByRole('combobox', { name: 'Meeting length' }) as HTMLInputElement).value).toBe('20 minutes');
    const times = await screen.findByRole('group', { name: /^Times on/ });
    await user.click(times.querySelectorAll('button')[2]!);
    const submit = screen.getByRole('button', { name: /^Book a visit with Maria Ek/ });
    expect(submit.hasAttribute('disabled')).toBe(true);

    await user.type(screen.getByRole('textbox', { name: /Referral message/ }), 'Suturtagning.');
    await user.click(submit);
    expect(await screen.findByText(/^Visit booked with Maria Ek at Konsult Vårdcentral Södermalm/)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      careFacilityId: 'se-vc-sodermalm',
      receivingClinicianId: MARIA,
      durationMinutes: 20,
      message: 'Suturtagning.',
    });
  });
});
