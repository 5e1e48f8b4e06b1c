// Type-only imports: this file is in the patient's join bundle, which must not pull in zod.
import type { LeaveReason, ServerSignal } from '@konsult/domain';

// WebSocket.readyState values, spelled out so the class runs against a test double without the global.
const SOCKET_CONNECTING = 0;
const SOCKET_OPEN = 1;

/** Waits before each reconnect attempt; about half a minute in all before the call is given up as lost. */
export const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 4000, 8000, 8000, 8000] as const;

/** A ping this often while a socket is open, answered by the server: no proxy takes a quiet socket for a dead one. */
export const KEEP_ALIVE_MS = 25_000;

/** The server refused the ticket (expired, or its patient link replaced or revoked): retrying it is pointless. */
const TICKET_REFUSED = 4401;
/**
 * A standby socket the server ended (it waited its limit, or a newer one of ours replaced it): not a drop. The
 * channel rests until join(), which opens a socket again.
 */
const STANDBY_ENDED = [4408, 4000];

export interface SignalChannelOptions {
  ticket: string;
  /** Messages arrive one at a time: the next is handled once the previous handler's promise settles. */
  onMessage: (message: ServerSignal) => Promise<void> | void;
  /** The socket dropped; a new one is on its way (the server's welcome follows when it opens). */
  onReconnecting?: () => void;
  /** The socket dropped and every reconnect attempt failed. */
  onLost?: () => void;
  /** The server refused the ticket: a new session (and ticket) is needed. onLost without it. */
  onRefused?: () => void;
  reconnectDelaysMs?: readonly number[];
  /** Seam for tests; the browser's WebSocket by default. */
  createSocket?: (url: string) => WebSocket;
}

export function signallingUrl(
  ticket: string,
  loc: Pick<Location, 'protocol' | 'host'> = window.location,
  standby = false,
): string {
  return socketUrl('/api/video-meeting/signal', ticket, loc) + (standby ? '&standby=1' : '');
}

export function socketUrl(path: string, ticket: string, loc: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = loc.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${loc.host}${path}?ticket=${encodeURIComponent(ticket)}`;
}

/**
 * Our signalling WebSocket for one side of a call, for both providers: who is in the room, why the other side left,
 * and (peer-to-peer) the relayed offers and candidates. A socket that drops is opened again with the same ticket; the
 * server lets the side back into its room and tells the other side, so a network blip does not end the call.
 */
export class SignalChannel {
  private socket: WebSocket | null = null;
  private inbox: Promise<void> = Promise.resolve();
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private keepAlive: ReturnType<typeof setInterval> | null = null;
  /** Opened in standby and not yet told to join: admitted by the server, but not in the room. */
  private standby = false;

  constructor(private readonly options: SignalChannelOptions) {}

  /**
   * Opens the socket in standby: the ticket is checked and the connection made, but the other side sees nothing
   * until join(). Dropped meanwhile, it is opened again in standby.
   */
  openStandby(): void {
    this.standby = true;
    this.open();
  }

  /** Enters the room: at once on a standby socket that is open, else as soon as one is. */
  join(): void {
    const resting = this.standby && !this.socket;
    if (!this.standby || resting) {
      this.standby = false;
      if (!this.socket && !this.closed) this.open();
      return;
    }
    this.standby = false;
    const socket = this.socket!;
    if (socket.readyState === SOCKET_OPEN) socket.send(JSON.stringify({ type: 'join' }));
    else if (socket.readyState === SOCKET_CONNECTING) {
      socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'join' })), { once: true });
    }
    // Closing or closed: the reconnect that follows opens a socket that joins at once.
  }

  open(): WebSocket {
    const url = signallingUrl(this.options.ticket, window.location, this.standby);
    const socket = this.options.createSocket?.(url) ?? new WebSocket(url);
    this.socket = socket;
    socket.addEventListener('open', () => this.keepAliveWhileOpen(socket), { once: true });
    socket.onmessage = (event: MessageEvent) => {
      const message = parse(event.data);
      if (!message) return;
      // A welcome (or, in standby, being admitted) means the server has us again: the next drop starts its retries
      // afresh.
      if (message.type === 'welcome' || message.type === 'standby') this.attempt = 0;
      if (message.type === 'standby' || message.type === 'pong') return;
      this.inbox = this.inbox
        .then(() => (this.closed ? undefined : this.options.onMessage(message)))
        .catch((error: unknown) => console.error('video call signalling failed', error));
    };
    socket.onclose = (event?: CloseEvent) => this.dropped(event?.code);
    return socket;
  }

  send(message: unknown): void {
    if (this.socket?.readyState === SOCKET_OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Tells the other side why we went, then closes. Opens the socket first if it was never opened. */
  leave(reason: LeaveReason): void {
    const socket = this.socket ?? this.open();
    const message = JSON.stringify({ type: 'leave', reason });
    if (socket.readyState === SOCKET_CONNECTING) {
      // Closing now would lose the message; send it once the socket opens (close() has detached our handlers).
      socket.addEventListener('open', () => {
        socket.send(message);
        socket.close();
      });
      this.close(false);
      return;
    }
    if (socket.readyState === SOCKET_OPEN) socket.send(message);
    this.close();
  }

  /** Closes without a goodbye; the other side hears 'disconnected'. */
  close(closeSocket = true): void {
    this.closed = true;
    this.stopKeepAlive();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (!this.socket) return;
    this.socket.onmessage = null;
    this.socket.onclose = null;
    if (closeSocket) this.socket.close();
  }

  private keepAliveWhileOpen(socket: WebSocket): void {
    this.stopKeepAlive();
    this.keepAlive = setInterval(() => {
      if (this.socket === socket && socket.readyState === SOCKET_OPEN) socket.send(JSON.stringify({ type: 'ping' }));
    }, KEEP_ALIVE_MS);
  }

  private stopKeepAlive(): void {
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
  }

  private dropped(code?: number): void {
    this.stopKeepAlive();
    if (this.closed) return;
    if (code === TICKET_REFUSED) {
      this.closed = true;
      (this.options.onRefused ?? this.options.onLost)?.();
      return;
    }
    if (this.standby && code !== undefined && STANDBY_ENDED.includes(code)) {
      this.socket = null;
      return;
    }
    const delays = this.options.reconnectDelaysMs ?? RECONNECT_DELAYS_MS;
    const delay = delays[this.attempt];
    if (delay === undefined) {
      this.closed = true;
      this.options.onLost?.();
      return;
    }
    this.attempt += 1;
    this.options.onReconnecting?.();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.closed) this.open();
    }, delay);
  }
}

function parse(data: unknown): ServerSignal | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as unknown;
    return message && typeof message === 'object' && 'type' in message ? (message as ServerSignal) : null;
  } catch {
    return null;
  }
}
