import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { STANDBY_LIMIT_MS, StandbySockets } from './standby';

function fakeSocket() {
  const socket = { closedWith: null as number | null, close: (code: number) => (socket.closedWith = code) };
  return socket;
}
const asWs = (socket: ReturnType<typeof fakeSocket>) => socket as unknown as WebSocket;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);

describe('standby signalling sockets', () => {
  afterEach(() => vi.useRealTimers());

  it('closes a socket that waited 15 minutes, or at its ticket’s expiry if that comes first', () => {
    vi.useFakeTimers();
    const standby = new StandbySockets();
    const long = fakeSocket();
    const expiring = fakeSocket();
    standby.hold('m1', 'patient', asWs(long), inHours(4));
    standby.hold('m2', 'patient', asWs(expiring), new Date(Date.now() + 60_000));
    vi.advanceTimersByTime(60_000);
    expect(expiring.closedWith).toBe(4408);
    vi.advanceTimersByTime(STANDBY_LIMIT_MS - 60_001);
    expect(long.closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(long.closedWith).toBe(4408);
    expect(standby.size).toBe(0);
  });

  it('keeps one socket per meeting and side, and forgets a released one', () => {
    vi.useFakeTimers();
    const standby = new StandbySockets();
    const [older, newer, clinician] = [fakeSocket(), fakeSocket(), fakeSocket()];
    standby.hold('m1', 'patient', asWs(older), inHours(4));
    standby.hold('m1', 'clinician', asWs(clinician), inHours(4));
    const release = standby.hold('m1', 'patient', asWs(newer), inHours(4));
    expect([older.closedWith, newer.closedWith, clinician.closedWith]).toEqual([4000, null, null]);
    release();
    expect(standby.size).toBe(1);
    vi.advanceTimersByTime(STANDBY_LIMIT_MS);
    expect(newer.closedWith).toBeNull();
  });
});
