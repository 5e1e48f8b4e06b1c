import { randomUUID } from 'node:crypto';
import { ClientSignal, type CallRole, type ServerSignal, type VideoProvider } from '@konsult/domain';
import type { Database, Db } from '../platform/db/database';
import { VIDEO_ROOM_CHANNEL } from '../platform/db/channels';
import {
  deleteStaleRelayedSignals,
  findRoomMember,
  insertRelayedSignal,
  notifyRooms,
  removeRoomMember,
  takeRelayedSignal,
  upsertRoomMember,
} from './repo';

/** The part of a WebSocket the rooms use (the `ws` socket fits). */
export interface SignalSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: Buffer | string) => void): void;
  on(event: 'close', listener: () => void): void;
}

type LeaveReason = 'hung-up' | 'declined' | 'ended' | 'disconnected';

/** What instances tell each other about rooms, as NOTIFY payloads on VIDEO_ROOM_CHANNEL. */
type RoomEvent =
  | { kind: 'joined'; meetingId: string; role: CallRole; provider: VideoProvider; connection: string }
  | { kind: 'left'; meetingId: string; role: CallRole; reason: LeaveReason }
  | { kind: 'signal'; meetingId: string; to: CallRole; data: unknown }
  /** A signal too large for NOTIFY, waiting in video_signal_relay. */
  | { kind: 'relay'; meetingId: string; to: CallRole; id: number };

/** NOTIFY payloads must stay under 8000 bytes; larger signals (SDP offers) go through the relay table. */
const NOTIFY_LIMIT_BYTES = 7000;

type Member = { socket: SignalSocket; connection: string };

const other = (role: CallRole): CallRole => (role === 'clinician' ? 'patient' : 'clinician');
const key = (meetingId: string, role: CallRole) => `${meetingId}:${role}`;

/**
 * Signalling rooms for both providers: one room per meeting, one socket per side. Each instance holds the sockets
 * that reached it; who is in a room lives in video_room_members, and everything a socket on another instance must
 * hear goes through PostgreSQL NOTIFY (architecture §1), so both sides may reach different instances. Every event
 * takes that one path, even when both sockets are here, so a single instance behaves as a cluster does.
 *
 * A side that reconnects replaces its old socket, so a dropped peer rejoins without the clinician restarting.
 */
export class SignallingRooms {
  private readonly local = new Map<string, Member>();
  /** Events are published one after another, so a candidate never overtakes the offer before it. */
  private outbox: Promise<void> = Promise.resolve();
  /** Events are handled in the order they arrive, also when one waits for the relay table. */
  private inbox: Promise<void> = Promise.resolve();

  private stopped = false;

  private constructor(private readonly db: Db) {}

  /** The server is shutting down: its sockets close without touching the database any more. */
  stop(): void {
    this.stopped = true;
  }

  static async open(database: Database): Promise<SignallingRooms> {
    const rooms = new SignallingRooms(database.db);
    await database.listen(VIDEO_ROOM_CHANNEL, {
      onMessage: (payload) => {
        rooms.inbox = rooms.inbox.then(() => rooms.receive(payload)).catch(report);
      },
    });
    return rooms;
  }

  async join(meetingId: string, role: CallRole, provider: VideoProvider, socket: SignalSocket): Promise<void> {
    const connection = randomUUID();
    let left = false;
    // Listen at once: what the socket says while we register it is handled, in order, once we have.
    let ready: () => void = () => undefined;
    const registered = new Promise<void>((resolve) => (ready = resolve));
    socket.on('message', (raw) => {
      const message = parse(raw);
      if (!message) return;
      if (message.type === 'join') return;
      // Keep-alive: answered at once, whatever else is going on.
      if (message.type === 'ping') return send(socket, { type: 'pong' });
      registered
        .then(() => {
          if (message.type === 'signal') {
            return this.publish({ kind: 'signal', meetingId, to: other(role), data: message.data });
          }
          left = true;
          socket.close(1000, 'left');
          return this.leave(meetingId, role, connection, message.reason);
        })
        .catch(report);
    });
    socket.on('close', () => {
      registered.then(() => (left ? undefined : this.leave(meetingId, role, connection, 'disconnected'))).catch(report);
    });

    const previous = this.local.get(key(meetingId, role));
    this.local.set(key(meetingId, role), { socket, connection });
    await upsertRoomMember(this.db, { meetingId, role, connectionId: connection, provider });
    // Closed only now that the room names the new connection: the old one's goodbye finds nothing to remove.
    if (previous) previous.socket.close(4000, 'replaced by a new connection');
    const peer = await findRoomMember(this.db, meetingId, other(role));
    send(socket, { type: 'welcome', role, peerPresent: peer !== null, peerProvider: peer?.provider ?? null });
    // Also after a reconnect: the clinician, as the offerer, negotiates the call afresh.
    await this.publish({ kind: 'joined', meetingId, role, provider, connection });
    ready();
  }

  private async leave(meetingId: string, role: CallRole, connection: string, reason: LeaveReason): Promise<void> {
    // The row stays; the side's reconnect (to another instance) replaces it.
    if (this.stopped) return;
    const here = this.local.get(key(meetingId, role));
    if (here?.connection === connection) this.local.delete(key(meetingId, role));
    // A socket replaced by a reconnect (here or on another instance) leaves nothing behind.
    const removed = await removeRoomMember(this.db, meetingId, role, connection);
    if (removed) await this.publish({ kind: 'left', meetingId, role, reason });
  }

  private publish(event: RoomEvent): Promise<void> {
    const next = this.outbox.then(() => this.notify(event));
    this.outbox = next.catch(report);
    return this.outbox;
  }

  private async notify(event: RoomEvent): Promise<void> {
    let payload = JSON.stringify(event);
    if (event.kind === 'signal' && Buffer.byteLength(payload) > NOTIFY_LIMIT_BYTES) {
      const id = await insertRelayedSignal(this.db, event.data);
      payload = JSON.stringify({ kind: 'relay', meetingId: event.meetingId, to: event.to, id });
      // Leftovers of sockets that went away before reading them.
      await deleteStaleRelayedSignals(this.db);
    }
    await notifyRooms(this.db, payload);
  }

  private async receive(payload: string): Promise<void> {
    const event = JSON.parse(payload) as RoomEvent;
    switch (event.kind) {
      case 'joined': {
        const same = this.local.get(key(event.meetingId, event.role));
        if (same && same.connection !== event.connection) {
          // The side came back through another instance: this socket is stale.
          this.local.delete(key(event.meetingId, event.role));
          same.socket.close(4000, 'replaced by a new connection');
        }
        const peer = this.local.get(key(event.meetingId, other(event.role)));
        if (peer) send(peer.socket, { type: 'peer-joined', provider: event.provider });
        return;
      }
      case 'left': {
        const peer = this.local.get(key(event.meetingId, other(event.role)));
        if (peer) send(peer.socket, { type: 'peer-left', reason: event.reason });
        return;
      }
      case 'signal': {
        const target = this.local.get(key(event.meetingId, event.to));
        if (target) send(target.socket, { type: 'signal', data: event.data });
        return;
      }
      case 'relay': {
        const target = this.local.get(key(event.meetingId, event.to));
        if (!target) return;
        const row = await takeRelayedSignal(this.db, event.id);
        if (row) send(target.socket, { type: 'signal', data: row.payload });
        return;
      }
    }
  }
}

function report(error: unknown): void {
  console.error('video signalling failed', error);
}

function send(socket: SignalSocket, message: ServerSignal): void {
  socket.send(JSON.stringify(message));
}

function parse(raw: Buffer | string): ClientSignal | null {
  try {
    const result = ClientSignal.safeParse(JSON.parse(raw.toString()));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
