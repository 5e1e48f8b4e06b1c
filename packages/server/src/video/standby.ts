import type { CallRole } from '@konsult/domain';
import type { WebSocket } from 'ws';

/**
 * How long a signalling socket may wait in standby (the patient's page opens it while the camera preview shows):
 * long enough for anyone settling in front of their camera, short enough that a link's holder cannot park sockets.
 * The page opens a socket again on Join when its standby one is gone.
 */
export const STANDBY_LIMIT_MS = 15 * 60_000;

/** Close code of a standby socket that waited too long, or whose ticket expired: the client reopens on demand. */
export const STANDBY_ENDED = 4408;
/** Close code of a standby socket that a newer one of the same side replaced (as in the room). */
export const STANDBY_REPLACED = 4000;

/**
 * The sockets waiting in standby on this instance: one per meeting and side (a new one closes the older), each closed
 * after STANDBY_LIMIT_MS or at its ticket's expiry, whichever comes first.
 */
export class StandbySockets {
  private readonly waiting = new Map<string, { socket: WebSocket; timer: ReturnType<typeof setTimeout> }>();

  constructor(private readonly limitMs = STANDBY_LIMIT_MS) {}

  /** Holds the socket in standby; the returned function releases it (it entered the room, or closed). */
  hold(meetingId: string, role: CallRole, socket: WebSocket, ticketExpiresAt: Date): () => void {
    const key = `${meetingId}:${role}`;
    const older = this.waiting.get(key);
    if (older) {
      clearTimeout(older.timer);
      older.socket.close(STANDBY_REPLACED, 'replaced by a new connection');
    }
    const lifetime = Math.max(0, Math.min(this.limitMs, ticketExpiresAt.getTime() - Date.now()));
    const timer = setTimeout(() => {
      release();
      socket.close(STANDBY_ENDED, 'standby ended');
    }, lifetime);
    timer.unref?.();
    const entry = { socket, timer };
    this.waiting.set(key, entry);
    const release = () => {
      clearTimeout(timer);
      if (this.waiting.get(key) === entry) this.waiting.delete(key);
    };
    return release;
  }

  /** How many sockets wait here (for tests). */
  get size(): number {
    return this.waiting.size;
  }

  /** The server is shutting down. */
  stop(): void {
    for (const { timer } of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
  }
}
