import { ClientSignal, type CallRole, type ServerSignal, type VideoProvider } from '@konsult/domain';

/** The part of a WebSocket the rooms use (the `ws` socket fits). */
export interface SignalSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: Buffer | string) => void): void;
  on(event: 'close', listener: () => void): void;
}

const other = (role: CallRole): CallRole => (role === 'clinician' ? 'patient' : 'clinician');

/**
 * Signalling rooms for the built-in peer-to-peer provider: one room per meeting, one socket per
 * side. Messages are relayed to the other side untouched; a side that reconnects replaces its old
 * socket, so a dropped peer rejoins without the clinician restarting the call.
 *
 * Rooms live in this process: with several server instances, both sides must reach the same one
 * (sticky routing by meeting). Fan-out through PostgreSQL NOTIFY is the next step (architecture §1).
 */
type Member = { socket: SignalSocket; provider: VideoProvider };

export class SignallingRooms {
  private readonly rooms = new Map<string, Map<CallRole, Member>>();

  join(meetingId: string, role: CallRole, provider: VideoProvider, socket: SignalSocket): void {
    const room = this.rooms.get(meetingId) ?? new Map<CallRole, Member>();
    this.rooms.set(meetingId, room);
    const previous = room.get(role);
    room.set(role, { socket, provider });
    if (previous) previous.socket.close(4000, 'replaced by a new connection');

    const peer = room.get(other(role));
    send(socket, { type: 'welcome', role, peerPresent: peer !== undefined, peerProvider: peer?.provider ?? null });
    // Also after a reconnect: the clinician, as the offerer, negotiates the call afresh.
    if (peer) send(peer.socket, { type: 'peer-joined', provider });

    let left = false;
    socket.on('message', (raw) => {
      const message = parse(raw);
      if (!message) return;
      if (message.type === 'signal') {
        const target = room.get(other(role));
        if (target) send(target.socket, { type: 'signal', data: message.data });
        return;
      }
      left = true;
      this.leave(meetingId, role, socket, message.reason);
      socket.close(1000, 'left');
    });
    socket.on('close', () => {
      if (!left) this.leave(meetingId, role, socket, 'disconnected');
    });
  }

  private leave(
    meetingId: string,
    role: CallRole,
    socket: SignalSocket,
    reason: 'hung-up' | 'declined' | 'ended' | 'disconnected',
  ) {
    const room = this.rooms.get(meetingId);
    // A socket replaced by a reconnect leaves nothing behind.
    if (!room || room.get(role)?.socket !== socket) return;
    room.delete(role);
    const peer = room.get(other(role));
    if (peer) send(peer.socket, { type: 'peer-left', reason });
    if (room.size === 0) this.rooms.delete(meetingId);
  }
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
