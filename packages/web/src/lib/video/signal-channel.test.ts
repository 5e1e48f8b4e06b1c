import type { ServerSignal } from '@konsult/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_ALIVE_MS, SignalChannel } from './signal-channel';

class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event?: CloseEvent) => void) | null = null;
  private openListeners: (() => void)[] = [];
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
  }
  addEventListener(_type: 'open', listener: () => void) {
    this.openListeners.push(listener);
  }
  open() {
    this.readyState = 1;
    this.openListeners.splice(0).forEach((listener) => listener());
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  /** The server (or the network) closed it. */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

function setup(reconnectDelaysMs: readonly number[] = [0]) {
  const sockets: FakeSocket[] = [];
  const received: ServerSignal[] = [];
  const onLost = vi.fn();
  const onRefused = vi.fn();
  const onReconnecting = vi.fn();
  const channel = new SignalChannel({
    ticket: 'ticket',
    reconnectDelaysMs,
    onMessage: (message) => void received.push(message),
    onLost,
    onRefused,
    onReconnecting,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  return { channel, sockets, socket: () => sockets.at(-1)!, received, onLost, onRefused, onReconnecting };
}

afterEach(() => vi.useRealTimers());

describe('the signalling channel', () => {
  it('starts its retries afresh each time the server admits a standby socket, so a long preview is not lost', () => {
    vi.useFakeTimers();
    const { channel, sockets, socket, onLost, received } = setup([0]);
    channel.openStandby();
    for (let drop = 0; drop < 3; drop++) {
      socket().open();
      socket().receive({ type: 'standby' });
      socket().drop();
      vi.advanceTimersByTime(0);
    }
    expect(onLost).not.toHaveBeenCalled();
    expect(sockets).toHaveLength(4);
    expect(sockets.every((s) => s.url.endsWith('&standby=1'))).toBe(true);
    // Being admitted is the channel's own business, not the call's.
    expect(received).toEqual([]);
  });

  it('pings while a socket is open, in standby as in the room, and hides the answers', () => {
    vi.useFakeTimers();
    const { channel, socket, received } = setup();
    channel.openStandby();
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    expect(socket().sent).toEqual([]);
    socket().open();
    vi.advanceTimersByTime(KEEP_ALIVE_MS * 2);
    expect(socket().sent).toEqual([{ type: 'ping' }, { type: 'ping' }]);
    socket().receive({ type: 'pong' });
    channel.join();
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    expect(socket().sent.slice(2)).toEqual([{ type: 'join' }, { type: 'ping' }]);
    expect(received).toEqual([]);
    channel.close();
    vi.advanceTimersByTime(KEEP_ALIVE_MS * 4);
    expect(socket().sent).toHaveLength(4);
  });

  it('gives up at once when the server refuses the ticket, and says so', () => {
    vi.useFakeTimers();
    const { channel, sockets, socket, onRefused, onLost, onReconnecting } = setup([0, 0, 0]);
    channel.open();
    socket().open();
    socket().drop(4401);
    vi.advanceTimersByTime(1000);
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect([onLost.mock.calls.length, onReconnecting.mock.calls.length, sockets.length]).toEqual([0, 0, 1]);
  });

  it('rests when the server ends its standby socket, and opens one that joins at once on Join', () => {
    vi.useFakeTimers();
    const { channel, sockets, socket, onReconnecting, onLost } = setup([0]);
    channel.openStandby();
    socket().open();
    socket().receive({ type: 'standby' });
    socket().drop(4408);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(1);
    expect([onReconnecting.mock.calls.length, onLost.mock.calls.length]).toEqual([0, 0]);

    channel.join();
    expect(sockets).toHaveLength(2);
    expect(socket().url).not.toContain('standby');
    // In the room, being replaced is a drop like any other: the socket is opened again.
    socket().open();
    socket().drop(4000);
    vi.advanceTimersByTime(0);
    expect(sockets).toHaveLength(3);
  });
});
