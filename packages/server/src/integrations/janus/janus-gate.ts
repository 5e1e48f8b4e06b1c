/**
 * What a browser may say to Janus through our proxy. The browser speaks the Janus API over the proxy's WebSocket;
 * the gate lets through only the VideoRoom requests a call needs, pins every request to the ticket's room, lets a
 * connection touch only the Janus sessions and handles it created itself, and adds the API secret the browser never
 * sees. Everything else is answered with a Janus-style error and never reaches Janus.
 */

type JanusMessage = Record<string, unknown> & { janus: string; transaction: string };

/** VideoRoom requests a participant needs; room management, recording and forwarding are the server's alone. */
const PARTICIPANT_REQUESTS = new Set([
  'join',
  'joinandconfigure',
  'configure',
  'publish',
  'unpublish',
  'start',
  'pause',
  'switch',
  'update',
  'subscribe',
  'unsubscribe',
  'leave',
]);

/** Fields a participant may not set on a request: recording to the server's disk, secrets, another room. */
const STRIPPED_FIELDS = ['admin_key', 'secret', 'pin', 'token', 'record', 'filename', 'rec_dir'];

export type GateVerdict = { forward: string } | { reply: string };

export class JanusGate {
  private readonly sessions = new Set<number>();
  private readonly handles = new Set<number>();
  /** Transactions whose success answer carries a new session (create) or handle (attach) id. */
  private readonly pending = new Map<string, 'session' | 'handle'>();

  constructor(
    private readonly room: number,
    private readonly apiSecret: string,
  ) {}

  /** A message from the browser: forwarded (rewritten) to Janus, or refused with a reply to the browser. */
  inbound(raw: string): GateVerdict {
    const message = parse(raw);
    if (!message) return refuse(undefined, 'not a Janus request');
    const refusal = this.check(message);
    if (refusal) return refuse(message.transaction, refusal);
    if (message.janus === 'create') this.pending.set(message.transaction, 'session');
    if (message.janus === 'attach') this.pending.set(message.transaction, 'handle');
    return { forward: JSON.stringify({ ...message, apisecret: this.apiSecret }) };
  }

  /** A message from Janus, passed on unchanged; success answers teach the gate this connection's ids. */
  outbound(raw: string): string {
    const message = parse(raw);
    const kind = message && this.pending.get(message.transaction);
    if (message && kind) {
      this.pending.delete(message.transaction);
      const id = (message.data as { id?: unknown } | undefined)?.id;
      if (message.janus === 'success' && typeof id === 'number')
        (kind === 'session' ? this.sessions : this.handles).add(id);
    }
    return raw;
  }

  private check(message: JanusMessage): string | null {
    const session = message.session_id;
    const handle = message.handle_id;
    const ownSession = typeof session === 'number' && this.sessions.has(session);
    const ownHandle = typeof handle === 'number' && this.handles.has(handle);
    switch (message.janus) {
      case 'create':
      case 'info':
      case 'ping':
        return null;
      case 'keepalive':
      case 'destroy':
        return ownSession ? null : 'unknown session';
      case 'attach':
        if (!ownSession) return 'unknown session';
        return message.plugin === 'janus.plugin.videoroom' ? null : 'only the VideoRoom plugin is available';
      case 'trickle':
      case 'detach':
      case 'hangup':
        return ownSession && ownHandle ? null : 'unknown handle';
      case 'message':
        if (!ownSession || !ownHandle) return 'unknown handle';
        return this.checkBody(message);
      default:
        return `"${message.janus}" is not allowed`;
    }
  }

  private checkBody(message: JanusMessage): string | null {
    const body = message.body;
    if (!body || typeof body !== 'object') return 'a message needs a body';
    const request = (body as { request?: unknown }).request;
    if (typeof request !== 'string' || !PARTICIPANT_REQUESTS.has(request)) return `"${String(request)}" is not allowed`;
    const cleaned: Record<string, unknown> = { ...(body as Record<string, unknown>), room: this.room };
    for (const field of STRIPPED_FIELDS) delete cleaned[field];
    message.body = cleaned;
    return null;
  }
}

function parse(raw: string): JanusMessage | null {
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object') return null;
    const { janus, transaction } = value as { janus?: unknown; transaction?: unknown };
    return typeof janus === 'string' && typeof transaction === 'string' ? (value as JanusMessage) : null;
  } catch {
    return null;
  }
}

function refuse(transaction: string | undefined, reason: string): GateVerdict {
  return { reply: JSON.stringify({ janus: 'error', transaction, error: { code: 403, reason } }) };
}
