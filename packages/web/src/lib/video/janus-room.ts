/**
 * A minimal Janus VideoRoom client over the Janus WebSocket API (through our proxy): publish our camera and
 * microphone on one handle, subscribe to the other side's feed on another. Written for a two-party consultation;
 * no janus.js, so the patient's join page stays small.
 */

const KEEPALIVE_MS = 25_000;
const SOCKET_OPEN = 1;

type JanusMessage = {
  janus: string;
  transaction?: string;
  session_id?: number;
  sender?: number;
  data?: { id?: number };
  plugindata?: { data?: VideoRoomData };
  jsep?: RTCSessionDescriptionInit;
  error?: { code: number; reason: string };
};

type Publisher = { id: number; display?: string };
type VideoRoomData = {
  videoroom?: string;
  id?: number;
  private_id?: number;
  publishers?: Publisher[];
  leaving?: number | string;
  unpublished?: number | string;
  error?: string;
};

export interface JanusRoomOptions {
  url: string;
  room: number;
  display: string;
  localStream: MediaStream | null;
  iceServers: RTCIceServer[];
  onRemoteStream: (stream: MediaStream | null) => void;
  /** The subscription's media is flowing (true) or stopped (false). */
  onRemoteConnected: (connected: boolean) => void;
  /** The Janus connection dropped or refused us; the caller decides whether to try again. */
  onFailed: (reason: string) => void;
  createSocket?: (url: string) => WebSocket;
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
}

interface Handle {
  id: number;
  pc: RTCPeerConnection | null;
  feed?: number;
}

export class JanusRoom {
  private socket: WebSocket | null = null;
  private session = 0;
  private publisher: Handle | null = null;
  private subscriber: Handle | null = null;
  private privateId: number | undefined;
  private ownId: number | undefined;
  private transactions = new Map<string, (message: JanusMessage) => void>();
  private keepalive: ReturnType<typeof setInterval> | null = null;
  private closed = false;
  private counter = 0;

  constructor(private readonly options: JanusRoomOptions) {}

  start(): void {
    const socket = this.options.createSocket?.(this.options.url) ?? new WebSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => void this.join().catch((error: unknown) => this.fail(String(error)));
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = () => this.fail('the video connection closed');
  }

  close(): void {
    this.closed = true;
    if (this.keepalive) clearInterval(this.keepalive);
    for (const handle of [this.publisher, this.subscriber]) handle?.pc?.close();
    this.publisher = this.subscriber = null;
    if (this.socket) {
      this.socket.onopen = this.socket.onmessage = this.socket.onclose = null;
      // Janus ends the sessions of a closed socket: our feed leaves the room at once.
      this.socket.close();
    }
  }

  private async join(): Promise<void> {
    this.session = (await this.request({ janus: 'create' })).data!.id!;
    this.keepalive = setInterval(() => this.send({ janus: 'keepalive', session_id: this.session }), KEEPALIVE_MS);
    this.publisher = { id: await this.attach(), pc: null };
    const joined = await this.message(this.publisher, {
      request: 'join',
      ptype: 'publisher',
      room: this.options.room,
      display: this.options.display,
    });
    const data = joined.plugindata?.data ?? {};
    if (data.videoroom !== 'joined') throw new Error(data.error ?? 'could not join the video room');
    this.ownId = data.id;
    this.privateId = data.private_id;
    await this.publish();
    this.subscribeToFirst(data.publishers);
  }

  private async publish(): Promise<void> {
    const handle = this.publisher!;
    const stream = this.options.localStream;
    const pc = this.peerConnection(handle);
    if (stream) stream.getTracks().forEach((track) => pc.addTrack(track, stream));
    else {
      pc.addTransceiver('audio', { direction: 'sendonly' });
      pc.addTransceiver('video', { direction: 'sendonly' });
    }
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    const answer = await this.message(handle, { request: 'configure', audio: true, video: true }, offer);
    if (!answer.jsep) throw new Error(answer.plugindata?.data?.error ?? 'Janus did not accept our camera');
    await pc.setRemoteDescription(answer.jsep);
  }

  private subscribeToFirst(publishers: Publisher[] | undefined): void {
    const feed = publishers?.find((publisher) => publisher.id !== this.ownId);
    if (!feed || this.subscriber?.feed === feed.id) return;
    this.subscribe(feed.id).catch((error: unknown) => console.error('video subscription failed', error));
  }

  private async subscribe(feed: number): Promise<void> {
    this.dropSubscriber();
    const handle: Handle = { id: await this.attach(), pc: null, feed };
    this.subscriber = handle;
    const attached = await this.message(handle, {
      request: 'join',
      ptype: 'subscriber',
      room: this.options.room,
      streams: [{ feed }],
      private_id: this.privateId,
    });
    if (!attached.jsep || this.subscriber !== handle) return;
    const pc = this.peerConnection(handle);
    pc.ontrack = (event) => {
      if (this.subscriber !== handle) return;
      this.options.onRemoteStream(event.streams[0] ?? new MediaStream([event.track]));
    };
    pc.onconnectionstatechange = () => {
      if (this.subscriber === handle) this.options.onRemoteConnected(pc.connectionState === 'connected');
    };
    await pc.setRemoteDescription(attached.jsep);
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    await this.message(handle, { request: 'start', room: this.options.room }, answer);
  }

  private dropSubscriber(): void {
    const handle = this.subscriber;
    if (!handle) return;
    this.subscriber = null;
    handle.pc?.close();
    this.send({ janus: 'detach', session_id: this.session, handle_id: handle.id });
    this.options.onRemoteStream(null);
    this.options.onRemoteConnected(false);
  }

  private peerConnection(handle: Handle): RTCPeerConnection {
    const config: RTCConfiguration = { iceServers: this.options.iceServers };
    const pc = this.options.createPeerConnection?.(config) ?? new RTCPeerConnection(config);
    handle.pc = pc;
    pc.onicecandidate = (event) =>
      this.send({
        janus: 'trickle',
        session_id: this.session,
        handle_id: handle.id,
        candidate: event.candidate ? event.candidate.toJSON() : { completed: true },
      });
    return pc;
  }

  private async attach(): Promise<number> {
    const answer = await this.request({ janus: 'attach', session_id: this.session, plugin: 'janus.plugin.videoroom' });
    return answer.data!.id!;
  }

  /** A VideoRoom request on a handle; resolves with Janus's event (or success) answer. */
  private message(handle: Handle, body: Record<string, unknown>, jsep?: RTCSessionDescriptionInit) {
    const init = jsep ? { type: jsep.type, sdp: jsep.sdp } : undefined;
    return this.request({ janus: 'message', session_id: this.session, handle_id: handle.id, body, jsep: init });
  }

  private request(message: Record<string, unknown>): Promise<JanusMessage> {
    return new Promise((resolve, reject) => {
      const transaction = `k${++this.counter}`;
      this.transactions.set(transaction, (answer) => {
        if (answer.janus === 'error') reject(new Error(answer.error?.reason ?? 'Janus refused'));
        else resolve(answer);
      });
      this.send({ ...message, transaction });
    });
  }

  private send(message: Record<string, unknown>): void {
    if (this.socket?.readyState === SOCKET_OPEN) this.socket.send(JSON.stringify(message));
  }

  private receive(raw: unknown): void {
    if (typeof raw !== 'string' || this.closed) return;
    const message = JSON.parse(raw) as JanusMessage;
    if (message.janus === 'ack') return;
    const waiting = message.transaction ? this.transactions.get(message.transaction) : undefined;
    if (waiting) {
      this.transactions.delete(message.transaction!);
      waiting(message);
      return;
    }
    if (message.janus === 'event' && message.sender === this.publisher?.id) this.roomEvent(message.plugindata?.data);
    if (message.janus === 'hangup' && message.sender === this.subscriber?.id) this.dropSubscriber();
  }

  /** What the room tells our publisher handle: someone published, left or stopped publishing. */
  private roomEvent(data: VideoRoomData | undefined): void {
    if (!data) return;
    if (data.publishers?.length) this.subscribeToFirst(data.publishers);
    const gone = data.leaving ?? data.unpublished;
    if (gone !== undefined && gone !== 'ok' && Number(gone) === this.subscriber?.feed) this.dropSubscriber();
  }

  private fail(reason: string): void {
    if (this.closed) return;
    this.close();
    this.options.onRemoteStream(null);
    this.options.onFailed(reason);
  }
}
