import { describe, expect, it } from 'vitest';
import { useJsonService } from '../../test/loopback-server';
import { HttpPrescriptionExchange } from './http';
import { ExchangeError } from './prescription-exchange';

/**
 * The HTTP adapter against a bridge on loopback: what it sends (paths, bearer token, the PIN in the body), and how
 * the bridge's answers become the one set of exchange errors: a refused PIN, a dispensed prescription, a bridge that
 * is down or answers nonsense, and one that does not answer in time.
 */

const bridge = useJsonService();

const exchange = () => new HttpPrescriptionExchange({ url: bridge.url('/ehm/'), token: 'secret', timeoutMs: 300 });
const prescriber = { id: 'p-1', name: 'Anna Lindgren', careUnitName: 'Konsult Vårdcentral' };
const send = () =>
  exchange().send({
    medicationRequestId: '00000000-0000-4000-8000-000000000001',
    prescriber,
    pin: '123456',
    patient: { idNumber: '194709302386', name: 'Lars Öberg' },
    nplPackId: '20010101000011',
    payload: { description: 'Mot smärta' },
  });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ExchangeError ? error.key : String(error)),
  );

describe('the HTTP prescription exchange', () => {
  it('sends the prescription with the token and the PIN, and reads its status', async () => {
    bridge.answer = { status: 201, body: { status: 'SENT', statusAt: 1_764_000_000_000 } };
    expect(await send()).toEqual({ status: 'SENT', statusAt: new Date(1_764_000_000_000) });
    expect(bridge.received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/ehm/medication-requests',
      auth: 'Bearer secret',
      body: { id: '00000000-0000-4000-8000-000000000001', pin: '123456', nplPackId: '20010101000011' },
    });
    bridge.answer = { status: 404, body: { error: { key: 'notFound' } } };
    expect(await exchange().statusOf('unknown')).toBeNull();
  });

  it('turns the bridge’s refusals into the exchange’s errors', async () => {
    bridge.answer = { status: 403, body: { error: { key: 'pin_refused' } } };
    expect(await refusal(send())).toBe('pin_refused');
    bridge.answer = { status: 423, body: { error: { key: 'locked' } } };
    expect(await refusal(send())).toBe('pin_locked');
    bridge.answer = { status: 409, body: { error: { key: 'dispensed' } } };
    expect(
      await refusal(
        exchange().cancel({ prescriber, pin: '123456', medicationRequestIds: ['x'], reason: 'other', note: 'n' }),
      ),
    ).toBe('prescription_not_cancellable');
    bridge.answer = { status: 502 };
    expect(await refusal(send())).toBe('ehm_unavailable');
    bridge.answer = { status: 200, body: { status: 'MAYBE' } };
    expect(await refusal(send())).toBe('ehm_unavailable');
    bridge.answer = { status: 200, hang: true };
    expect(await refusal(send())).toBe('ehm_timeout');
  });

  it('is not available when the bridge says so or cannot be asked', async () => {
    bridge.answer = { status: 200, body: { available: true } };
    expect(await exchange().available()).toBe(true);
    bridge.answer = { status: 200, body: { available: false } };
    expect(await exchange().available()).toBe(false);
    bridge.answer = { status: 503 };
    expect(await exchange().available()).toBe(false);
  });
});
