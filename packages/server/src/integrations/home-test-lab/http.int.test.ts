import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HomeTestOrderResponse } from '@konsult/domain';
import { demoMeetingId, demoPatientId } from '../../demo/demo-ids';
import { homeTestOrders } from '../../platform/db/schema';
import { useTestApp } from '../../test/file-app';
import type { LabOrderRequest } from './home-test-lab';
import { HomeTestLabError } from './home-test-lab';
import { HttpHomeTestLab } from './http';
import { useLoopbackServer } from '../../test/loopback-server';

/**
 * The HTTP lab portal against a portal on loopback: what it sends, and how the portal's refusals, an answer that is
 * not the contract, a portal that is down and one that does not answer in time become the home-test error keys; how
 * it cancels. Then Anna (se.doctor) with HOMETEST_URL set: Elin's COVID-19 order sent twice at once reaches the portal
 * twice, is kept once and answered to both; she cancels it at the portal, and while the portal is down nothing is.
 */

type Received = {
  method: string | undefined;
  path: string | undefined;
  authorization: string | undefined;
  body: unknown;
};
const received: Received[] = [];
let answer: { status: number; body: string } = { status: 201, body: '{"labOrderId":"LP-1"}' };
/** Answers held back until `holdFor` requests have arrived, so that they are all in flight at once. */
const held: (() => void)[] = [];
let holdFor = 0;

const portal = useLoopbackServer((request, text, response) => {
  received.push({
    method: request.method,
    path: request.url,
    authorization: request.headers.authorization,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  });
  if (request.url === '/hang/orders') return;
  const { status, body } = answer;
  held.push(() => response.writeHead(status, { 'content-type': 'application/json' }).end(body));
  if (held.length >= holdFor) for (const reply of held.splice(0)) reply();
});

const t = useTestApp(() => ({ homeTestUrl: portal.url('/portal'), homeTestToken: 'lp-secret' }));
const anna = t.signedIn('se.doctor');

const request: LabOrderRequest = {
  orderId: '0b7e6f2c-1f57-4a8e-9a55-1a3c2f4d5e6f',
  market: 'SE',
  hometestType: 'COVID_19_PCR',
  patient: { idNumber: '19910621-0468', givenName: 'Elin', familyName: 'Nyström' },
  shippingAddress: { address: 'Hornsgatan 88', zip: '118 21', city: 'Stockholm', country: 'SE' },
  orderingClinician: { id: 'c1', name: 'Anna Lindgren' },
};

const lab = (path = '/lp', timeoutMs = 2000) =>
  new HttpHomeTestLab({ url: portal.url(path), token: 'lp-secret', timeoutMs });

async function keyOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ordered';
  } catch (error) {
    if (error instanceof HomeTestLabError) return error.key;
    throw error;
  }
}

describe('the HTTP lab portal', () => {
  it('posts the order with the bearer token and reads the lab order id', async () => {
    answer = { status: 201, body: '{"labOrderId":"LP-1"}' };
    expect(await lab().order(request)).toEqual({ labOrderId: 'LP-1' });
    expect(received.at(-1)).toEqual({
      method: 'POST',
      path: '/lp/orders',
      authorization: 'Bearer lp-secret',
      body: {
        orderId: request.orderId,
        market: 'SE',
        testType: 'COVID_19_PCR',
        patient: request.patient,
        shippingAddress: request.shippingAddress,
        orderingClinician: request.orderingClinician,
      },
    });
  });

  it("passes the portal's refusals on by their codes", async () => {
    for (const key of [
      'patient_protected_identity',
      'missing_labportalen_user_guid',
      'patient_missing_name',
      'already_ordered',
    ]) {
      answer = { status: 422, body: JSON.stringify({ error: { key } }) };
      expect(await keyOf(lab().order(request))).toBe(key);
    }
  });

  it('reads an unknown refusal, a server error, nonsense and silence as the portal being unavailable', async () => {
    for (const next of [
      { status: 400, body: '{"error":{"key":"something_else"}}' },
      { status: 500, body: '{"error":{"key":"already_ordered"}}' },
      { status: 200, body: 'not json' },
      { status: 200, body: '{"id":"LP-1"}' },
    ]) {
      answer = next;
      expect(await keyOf(lab().order(request))).toBe('home_test_lab_unavailable');
    }
    expect(await keyOf(lab('/hang', 200).order(request))).toBe('home_test_lab_unavailable');
    expect(await keyOf(new HttpHomeTestLab({ url: 'http://127.0.0.1:1', token: null }).order(request))).toBe(
      'home_test_lab_unavailable',
    );
  });
});

describe('cancelling at the HTTP lab portal', () => {
  it("posts the cancellation to the order's path, and reads anything but 2xx as cancelling nothing", async () => {
    answer = { status: 200, body: '{}' };
    await lab().cancel(request.orderId);
    expect(received.at(-1)).toEqual({
      method: 'POST',
      path: `/lp/orders/${request.orderId}/cancel`,
      authorization: 'Bearer lp-secret',
      body: undefined,
    });
    for (const next of [
      { status: 404, body: '{"error":{"key":"not_found"}}' },
      { status: 500, body: '' },
    ]) {
      answer = next;
      expect(await keyOf(lab().cancel(request.orderId))).toBe('home_test_lab_unavailable');
    }
  });
});

describe('home tests through the HTTP lab portal', () => {
  const elinMeeting = demoMeetingId('se.doctor', 'today-current');
  const SE = '/api/sweden-referral/doctor/hometests';
  const order = (requestId: string) =>
    anna.post<HomeTestOrderResponse>(`${SE}/order`, {
      requestId,
      hometestLabportalenTestType: 'COVID_19_PCR',
      meetingId: elinMeeting,
      patientId: demoPatientId(0x103),
    });
  const stateOf = async (id: string) =>
    (await t.database.db.select().from(homeTestOrders).where(eq(homeTestOrders.id, id))).map((o) => o.state);

  it('keeps one order when the same one reaches the portal twice at once, and answers it to both', async () => {
    answer = { status: 201, body: '{"labOrderId":"LP-7"}' };
    const requestId = randomUUID();
    const before = received.length;
    holdFor = 2;
    const both = await Promise.all([order(requestId), order(requestId)]);
    holdFor = 0;
    expect(both.map((a) => a.status)).toEqual([201, 201]);
    expect(both[1].body).toEqual(both[0].body);
    expect(received.slice(before).map((r) => (r.body as { orderId: string }).orderId)).toEqual([requestId, requestId]);
    expect(await stateOf(requestId)).toEqual(['ORDERED']);
  });

  it('cancels at the portal before here, and cancels nothing while the portal is down', async () => {
    const [kept] = await t.database.db.select().from(homeTestOrders).where(eq(homeTestOrders.state, 'ORDERED'));
    const cancel = () => anna.post<HomeTestOrderResponse>(`${SE}/${elinMeeting}/order/${kept!.id}/cancel`, {});

    answer = { status: 500, body: '' };
    const down = await cancel();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ error: { key: 'home_test_lab_unavailable' } });
    expect(await stateOf(kept!.id)).toEqual(['ORDERED']);

    answer = { status: 200, body: '{}' };
    const cancelled = await cancel();
    expect(cancelled.body.hometest.state).toBe('CANCELLED');
    expect(received.at(-1)).toMatchObject({ method: 'POST', path: `/portal/orders/${kept!.id}/cancel` });
  });
});
