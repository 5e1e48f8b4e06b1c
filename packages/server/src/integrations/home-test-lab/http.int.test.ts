import { describe, expect, it } from 'vitest';
import type { LabOrderRequest } from './home-test-lab';
import { HomeTestLabError } from './home-test-lab';
import { HttpHomeTestLab } from './http';
import { useLoopbackServer } from '../../test/loopback-server';

/**
 * The HTTP lab portal against a portal on loopback: what it sends, and how the portal's refusals, an answer that is
 * not the contract, a portal that is down and one that does not answer in time become the home-test error keys.
 */

type Received = { path: string | undefined; authorization: string | undefined; body: unknown };
const received: Received[] = [];
let answer: { status: number; body: string } = { status: 201, body: '{"labOrderId":"LP-1"}' };

const portal = useLoopbackServer((request, text, response) => {
  received.push({ path: request.url, authorization: request.headers.authorization, body: JSON.parse(text) as unknown });
  if (request.url === '/hang/orders') return;
  response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
});

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
