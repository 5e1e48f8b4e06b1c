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

/** A candidate of ours, or word that there are no more. */
type Trickle = RTCIceCandidateInit | { completed: true };

interface Handle {
  id: number;
  pc: RTCPeerConnection | null;
  feed?: number;
  /** Our candidates wait until Janus has the description they belong to (publisher: our offer). */
  trickles?: Trickle[];
}

export class JanusRoom {
  private socket: WebSocket | null = null;
  private session = 0;
  private publisher: Handle | null = null;
  private subscriber: Handle | null = null;
  /** A handle attached ahead, for the first subscription. */
  private spareHandle: number | null = null;
  private privateId: number | undefined;
  private ownId: number | undefined;
  private transactions = new Map<string, (message: JanusMessage) => void>();
  private keepalive: ReturnType<typeof setInterval> | null = null;
  private closed = false;
  private counter = 0;
  /** Settles once the Janus session, its handles and our camera's offer are ready (prepare). */
  private ready: Promise<void> | null = null;
  private started = false;

  constructor(private readonly options: JanusRoomOptions) {}

  /**
   * Before the user joins: the socket, the Janus session, its two handles and our camera's offer, none of which
   * enters the room or sends media. A failure here is not reported: start() begins afresh.
   */
  prepare(): void {
    if (!this.ready) this.connect();
  }

  start(): void {
    this.started = true;
    if (!this.ready) this.connect();
    this.ready!.then(() => this.join()).catch((error: unknown) => this.fail(String(error)));
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

  private connect(): void {
    this.closed = false;
    this.transactions.clear();
    this.spareHandle = null;
    const socket = this.options.createSocket?.(this.options.url) ?? new WebSocket(this.options.url);
    this.socket = socket;
    const ready = new Promise<void>((resolve, reject) => {
      socket.onopen = () => void this.setUp().then(resolve, reject);
    });
    this.ready = ready;
    // Before start(), a failed preparation is dropped quietly and start() connects again.
    ready.catch((error: unknown) => !this.started && this.fail(String(error)));
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = () => this.fail('the video connection closed');
  }

  private async setUp(): Promise<void> {
    this.session = (await this.request({ janus: 'create' })).data!.id!;
    this.keepalive = setInterval(() => this.send({ janus: 'keepalive', session_id: this.session }), KEEPALIVE_MS);
    const [publisher, spare] = await Promise.all([this.attach(), this.attach()]);
    this.publisher = { id: publisher, pc: null, trickles: [] };
    this.spareHandle = spare;
    await this.createOffer(this.publisher);
  }

  /** Our camera's connection to Janus and its offer; nothing flows until Janus answers it. */
  private async createOffer(handle: Handle): Promise<void> {
    const stream = this.options.localStream;
    const pc = this.peerConnection(handle);
    if (stream) stream.getTracks().forEach((track) => pc.addTrack(track, stream));
    else {
      pc.addTransceiver('audio', { direction: 'sendonly' });
      pc.addTransceiver('video', { direction: 'sendonly' });
    }
    await pc.setLocalDescription(await pc.createOffer());
  }

  /** Joins and publishes in one request; subscribes to the other side as soon as Janus names its feed. */
  private async join(): Promise<void> {
    const handle = this.publisher!;
    const pc = handle.pc!;
    const answered = this.message(
      handle,
      {
        request: 'joinandconfigure',
        ptype: 'publisher',
        room: this.options.room,
        display: this.options.display,
        audio: true,
        video: true,
      },
      pc.localDescription!,
    );
    // Gathered before the click, our candidates are in the offer itself; trickled too, Janus would refuse them.
    if (pc.iceGatheringState === 'complete') handle.trickles = undefined;
    else this.flushTrickles(handle);
    const joined = await answered;
    const data = joined.plugindata?.data ?? {};
    if (data.videoroom !== 'joined') throw new Error(data.error ?? 'could not join the video room');
    this.ownId = data.id;
    this.privateId = data.private_id;
    // The other side's media first: it is what the user waits to see.
    this.subscribeToFirst(data.publishers);
    if (!joined.jsep) throw new Error(data.error ?? 'Janus did not accept our camera');
    await pc.setRemoteDescription(joined.jsep);
  }

  private flushTrickles(handle: Handle): void {
    const queued = handle.trickles ?? [];
    handle.trickles = undefined;
    for (const candidate of queued) this.trickle(handle, candidate);
  }

  private subscribeToFirst(publishers: Publisher[] | undefined): void {
    const feed = publishers?.find((publisher) => publisher.id !== this.ownId);
    if (!feed || this.subscriber?.feed === feed.id) return;
    this.subscribe(feed.id).catch((error: unknown) => console.error('video subscription failed', error));
  }

  private async subscribe(feed: number): Promise<void> {
    this.dropSubscriber();
    const spare = this.spareHandle;
    this.spareHandle = null;
    const handle: Handle = { id: spare ?? (await this.attach()), pc: null, feed };
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
    pc.onicecandidate = (event) => {
      const candidate: Trickle = event.candidate ? event.candidate.toJSON() : { completed: true };
      if (handle.trickles) handle.trickles.push(candidate);
      else this.trickle(handle, candidate);
    };
    return pc;
  }

  private trickle(handle: Handle, candidate: Trickle): void {
    this.send({ janus: 'trickle', session_id: this.session, handle_id: handle.id, candidate });
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
    if (!this.started) {
      // Only prepared: nobody is told; start() connects again.
      this.ready = null;
      return;
    }
    this.options.onRemoteStream(null);
    this.options.onFailed(reason);
  }
}
