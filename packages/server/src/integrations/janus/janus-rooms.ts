import { createHash, randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { JanusSource, RunningJanus } from './janus-process';

/** Janus's VideoRoom error code for "room already exists". */
const ROOM_EXISTS = 427;
const REQUEST_TIMEOUT_MS = 5000;

/** The meeting's VideoRoom number: stable, derived from the meeting id, within JavaScript's safe integers. */
export function roomNumber(meetingId: string): number {
  return parseInt(createHash('sha256').update(meetingId).digest('hex').slice(0, 12), 16);
}

/**
 * The rooms of the project's Janus. A meeting's room is created when a session for it is first handed out; the
 * room lives as long as the Janus process (a restarted Janus gets its rooms again on demand).
 */
export class JanusRooms {
  private readonly created = new WeakMap<RunningJanus, Set<number>>();

  constructor(private readonly janus: JanusSource) {}

  installed(): boolean {
    return this.janus.installed();
  }

  /** Starts Janus if needed and makes sure the meeting's room exists; answers Janus's address and secret. */
  async ensureRoom(meetingId: string): Promise<{ running: RunningJanus; room: number }> {
    const running = await this.janus.ensure();
    const room = roomNumber(meetingId);
    const known = this.created.get(running) ?? new Set<number>();
    this.created.set(running, known);
    if (!known.has(room)) {
      await createRoom(running, room);
      known.add(room);
    }
    return { running, room };
  }
}

async function createRoom(running: RunningJanus, room: number): Promise<void> {
  const socket = new WebSocket(running.url, 'janus-protocol');
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const ask = request(socket, running.apiSecret);
    const session = ((await ask({ janus: 'create' })).data as { id: number }).id;
    const handle = (
      (await ask({ janus: 'attach', session_id: session, plugin: 'janus.plugin.videoroom' })).data as {
        id: number;
      }
    ).id;
    const answer = await ask({
      janus: 'message',
      session_id: session,
      handle_id: handle,
      body: {
        request: 'create',
        room,
        admin_key: running.roomAdminKey,
        description: 'konsult consultation',
        is_private: true,
        publishers: 2,
        audiocodec: 'opus',
        videocodec: 'vp8',
        notify_joining: true,
        permanent: false,
      },
    });
    const data = (answer.plugindata as { data?: { error_code?: number; error?: string } } | undefined)?.data;
    if (data?.error_code && data.error_code !== ROOM_EXISTS) throw new Error(`Janus room ${room}: ${data.error}`);
    await ask({ janus: 'destroy', session_id: session }).catch(() => undefined);
  } finally {
    socket.close();
  }
}

function request(socket: WebSocket, apiSecret: string) {
  return (message: Record<string, unknown>): Promise<Record<string, unknown>> =>
    new Promise((resolve, reject) => {
      const transaction = randomUUID();
      const timer = setTimeout(() => {
        socket.off('message', onMessage);
        reject(new Error(`Janus did not answer "${String(message.janus)}"`));
      }, REQUEST_TIMEOUT_MS);
      const onMessage = (raw: WebSocket.RawData) => {
        const answer = JSON.parse(raw.toString()) as Record<string, unknown>;
        if (answer.transaction !== transaction || answer.janus === 'ack') return;
        clearTimeout(timer);
        socket.off('message', onMessage);
        if (answer.janus === 'error') reject(new Error(`Janus: ${JSON.stringify(answer.error)}`));
        else resolve(answer);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ ...message, transaction, apisecret: apiSecret }));
    });
}
