import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { SwedishHomeTestPanel } from './components/home-test-panel';

const BASE = '/api/sweden-referral/doctor/hometests';
const registered = { address: 'Hornsgatan 88', zip: '118 21', city: 'Stockholm', country: 'SE' };
const orders = (blocked: string | null = null, hometests: unknown[] = []) =>
  json(200, {
    hometests,
    offered: [
      { hometestType: 'NAIL_FUNGUS', blockedByOrderId: null },
      { hometestType: 'COVID_19_PCR', blockedByOrderId: blocked },
    ],
  });
const anOrder = (overrides: Record<string, unknown> = {}) => ({
  id: 'order-1',
  meetingId: 'meeting-1',
  patientId: 'patient-1',
  hometestType: 'NAIL_FUNGUS',
  state: 'ORDERED',
  orderingClinicianId: 'clinician-anna',
  orderingClinicianName: 'Anna Berg',
  shippingAddress: registered,
  orderedAt: Date.now(),
  ...overrides,
});
const ordered = (shippingAddress = registered) => json(201, { hometest: anOrder({ shippingAddress }) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

function server(order: () => Response, blocked: string | null = null, hometests: unknown[] = []) {
  return mockApi({
    [`GET ${BASE}/meeting-1`]: orders(blocked, hometests),
    [`GET ${BASE}/meeting-1/shipping-address`]: json(200, { patientName: 'Elin Nyström', shippingAddress: registered }),
    [`POST ${BASE}/order`]: order,
    [`POST ${BASE}/meeting-1/order/order-1/cancel`]: () => json(200, { hometest: anOrder({ state: 'CANCELLED' }) }),
  });
}

/** Walks the wizard to its send step with the nail-fungus kit and the registered address, and sends. */
async function sendNailFungus(user: ReturnType<typeof renderPanel>['user']) {
  await user.click(await screen.findByRole('radio', { name: 'Nail fungus' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm address' }));
  await user.click(await screen.findByRole('button', { name: 'I have informed the patient' }));
  await user.click(screen.getByRole('button', { name: 'Send order' }));
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
      requestId: expect.stringMatching(UUID),
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
    await sendNailFungus(user);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(within(alert).getByText(new RegExp(`^${words}`))).toBeTruthy());
    expect(screen.getByText('Nail fungus, posted to Hornsgatan 88, 118 21 Stockholm')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send order' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the same order again with its request id after an error, and the next order with a new one', async () => {
    const answers = [apiError(503, 'home_test_lab_unavailable'), ordered(), ordered()];
    const requests = server(() => answers.shift()!);
    const { user } = renderPanel(<SwedishHomeTestPanel meeting={aMeeting()} />);
    await sendNailFungus(user);
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Send order' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await sendNailFungus(user);
    await screen.findByText('The home test was ordered');
    const ids = requests.filter((r) => r.method === 'POST').map((r) => (r.body as { requestId: string }).requestId);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });
});

describe('the meeting’s home-test orders', { timeout: 20_000 }, () => {
  it('cancels an order not yet answered after asking, and offers no cancelling of an answered one', async () => {
    const requests = server(() => ordered(), null, [
      anOrder({ hometestType: 'COVID_19_PCR' }),
      anOrder({ id: 'order-2', state: 'ANSWERED' }),
    ]);
    const { user } = renderPanel(<SwedishHomeTestPanel meeting={aMeeting()} />);
    const list = await screen.findByRole('region', { name: 'Ordered in this meeting' });
    const cancels = within(list).getAllByRole('button', { name: 'Cancel order' });
    expect(cancels).toHaveLength(1);
    await user.click(cancels[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the order?' });
    expect(within(dialog).getByText(/COVID-19 PCR kit to Hornsgatan 88, 118 21 Stockholm/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `${BASE}/meeting-1/order/order-1/cancel`,
    ]);
  });

  it('says why an order was not cancelled, and keeps it', async () => {
    mockApi({
      [`GET ${BASE}/meeting-1`]: orders(null, [anOrder()]),
      [`POST ${BASE}/meeting-1/order/order-1/cancel`]: apiError(409, 'home_test_not_cancellable'),
    });
    const { user } = renderPanel(<SwedishHomeTestPanel meeting={aMeeting()} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));
    await within(dialog).findByText('The answer of this test is back, so the order can no longer be cancelled.');
    expect(within(dialog).getByRole('button', { name: 'Keep the order' })).toBeTruthy();
  });
});
