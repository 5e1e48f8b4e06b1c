import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { SwedishHomeTestPanel } from './components/home-test-panel';

const BASE = '/api/sweden-referral/doctor/hometests';
const registered = { address: 'Hornsgatan 88', zip: '118 21', city: 'Stockholm', country: 'SE' };
const orders = (blocked: string | null = null) =>
  json(200, {
    hometests: [],
    offered: [
      { hometestType: 'NAIL_FUNGUS', blockedByOrderId: null },
      { hometestType: 'COVID_19_PCR', blockedByOrderId: blocked },
    ],
  });
const ordered = (shippingAddress = registered) =>
  json(201, {
    hometest: {
      id: 'order-1',
      meetingId: 'meeting-1',
      patientId: 'patient-1',
      hometestType: 'NAIL_FUNGUS',
      state: 'ORDERED',
      orderingClinicianId: 'clinician-anna',
      orderingClinicianName: 'Anna Berg',
      shippingAddress,
      orderedAt: Date.now(),
    },
  });

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

function server(order: () => Response, blocked: string | null = null) {
  return mockApi({
    [`GET ${BASE}/meeting-1`]: orders(blocked),
    [`GET ${BASE}/meeting-1/shipping-address`]: json(200, { patientName: 'Elin Nyström', shippingAddress: registered }),
    [`POST ${BASE}/order`]: order,
  });
}

describe('the home-test wizard', { timeout: 20_000 }, () => {
  it('offers a blocked kit disabled, with why', async () => {
    server(() => ordered(), 'order-0');
    renderPanel(<SwedishHomeTestPanel meeting={aMeeting()} />);
    const covid = await screen.findByRole('radio', { name: 'COVID-19 PCR' });
    expect((covid as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Already ordered: the patient has an active order of this kind')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('confirms another address only when street, postcode and city are filled, and sends it', async () => {
    const requests = server(() => ordered({ ...registered, address: 'Götgatan 14', zip: '118 46' }));
    const { user } = renderPanel(<SwedishHomeTestPanel meeting={aMeeting()} />);
    await user.click(await screen.findByRole('radio', { name: 'Nail fungus' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Use another address' }));
    const confirm = screen.getByRole('button', { name: 'Confirm address' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Street address/ }), 'Götgatan 14');
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), '118 46');
    await user.type(screen.getByRole('textbox', { name: /City/ }), '  ');
    expect(confirm.disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Stockholm');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    await user.click(await screen.findByRole('button', { name: 'I have informed the patient' }));
    await user.click(screen.getByRole('button', { name: 'Send order' }));
    await screen.findByText('The home test was ordered');
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      hometestLabportalenTestType: 'NAIL_FUNGUS',
      meetingId: 'meeting-1',
      patientId: 'patient-1',
      customShippingAddress: { address: 'Götgatan 14', zip: '118 46', city: 'Stockholm', country: 'SE' },
    });
  });

  it.each([
    ['patient_protected_identity', 'The patient has a protected identity'],
    ['missing_labportalen_user_guid', 'The patient has no account in Labportalen'],
    ['patient_missing_name', 'The lab has no name for the patient'],
    ['already_ordered', 'The patient already has an active order of this kind'],
    ['something_else', 'The home test could not be ordered'],
  ])('says %s in its own words and keeps the choices', async (key, words) => {
    server(() => apiError(key === 'already_ordered' ? 409 : 422, key, 'Refused'));
    const { user } = renderPanel(<SwedishHomeTestPanel meeting={aMeeting()} />);
    await user.click(await screen.findByRole('radio', { name: 'Nail fungus' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm address' }));
    await user.click(await screen.findByRole('button', { name: 'I have informed the patient' }));
    await user.click(screen.getByRole('button', { name: 'Send order' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(within(alert).getByText(new RegExp(`^${words}`))).toBeTruthy());
    expect(screen.getByText('Nail fungus, posted to Hornsgatan 88, 118 21 Stockholm')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send order' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
