import { describe, expect, it, vi } from 'vitest';
import { JanusRoom } from './janus-room';

type Sent = Record<string, unknown> & { janus: string; transaction?: string; body?: Record<string, unknown> };

/** Janus, as far as the VideoRoom conversation goes: answers each request the way Janus 1.x does. */
class FakeJanus {
  readyState = 0;
  sent: Sent[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
  private nextHandle = 100;
  publishers: { id: number; display: string }[] = [{ id: 20, display: 'patient' }];

  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  close() {
    this.readyState = 3;
  }
  send(text: string) {
    const message = JSON.parse(text) as Sent;
    this.sent.push(message);
    const reply = (answer: Record<string, unknown>) =>
      queueMicrotask(() => this.emit({ ...answer, transaction: message.transaction }));
    if (message.janus === 'create') reply({ janus: 'success', data: { id: 1 } });
    if (message.janus === 'attach') reply({ janus: 'success', data: { id: this.nextHandle++ } });
    if (message.janus !== 'message') return;
    const body = message.body!;
    if (body.request === 'join' && body.ptype === 'publisher') {
      reply({
        janus: 'event',
        plugindata: { data: { videoroom: 'joined', id: 10, private_id: 5, publishers: this.publishers } },
      });
    }
    if (body.request === 'joinandconfigure') {
      reply({
        janus: 'event',
        plugindata: { data: { videoroom: 'joined', id: 10, private_id: 5, publishers: this.publishers } },
        jsep: { type: 'answer', sdp: 'janus-answer' },
      });
    }
    if (body.request === 'configure') {
      reply({
        janus: 'event',
        plugindata: { data: { configured: 'ok' } },
        jsep: { type: 'answer', sdp: 'janus-answer' },
      });
    }
    if (body.request === 'join' && body.ptype === 'subscriber') {
      reply({
        janus: 'event',
        plugindata: { data: { videoroom: 'attached' } },
        jsep: { type: 'offer', sdp: 'janus-offer' },
      });
    }
    if (body.request === 'start') reply({ janus: 'event', plugindata: { data: { started: 'ok' } } });
  }
  emit(message: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
}

class FakePeerConnection {
  tracks: MediaStreamTrack[] = [];
  transceivers: string[] = [];
  remote: RTCSessionDescriptionInit | null = null;
  closed = false;
  connectionState = 'new';
  onicecandidate: ((event: { candidate: null }) => void) | null = null;
  ontrack: ((event: { streams: MediaStream[]; track: MediaStreamTrack }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  addTrack(track: MediaStreamTrack) {
    this.tracks.push(track);
  }
  addTransceiver(kind: string) {
    this.transceivers.push(kind);
  }
  async createOffer() {
    return { type: 'offer' as const, sdp: 'our-offer' };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'our-answer' };
  }
  localDescription: RTCSessionDescriptionInit | null = null;
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remote = description;
  }
  close() {
    this.closed = true;
  }
}

function setup() {
  const janus = new FakeJanus();
  const pcs: FakePeerConnection[] = [];
  const track = { kind: 'video', enabled: true } as MediaStreamTrack;
  const localStream = { getTracks: () => [track] } as unknown as MediaStream;
  const onRemoteStream = vi.fn();
  const onRemoteConnected = vi.fn();
  const onFailed = vi.fn();
  const room = new JanusRoom({
    url: 'ws://test/api/video-meeting/janus?ticket=t',
    room: 4242,
    display: 'clinician',
    localStream,
    iceServers: [],
    onRemoteStream,
    onRemoteConnected,
    onFailed,
    createSocket: () => janus as unknown as WebSocket,
    createPeerConnection: () => {
      const pc = new FakePeerConnection();
      pcs.push(pc);
      return pc as unknown as RTCPeerConnection;
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { janus, pcs, track, room, onRemoteStream, onRemoteConnected, onFailed, settle };
}

const requests = (janus: FakeJanus) => janus.sent.filter((m) => m.janus === 'message').map((m) => m.body);

describe('JanusRoom', () => {
  it('joins the room as a publisher, publishes the camera, and subscribes to the feed already there', async () => {
    const { janus, pcs, track, room, onRemoteStream, settle } = setup();
    room.start();
    janus.open();
    await settle();
    await settle();

    expect(requests(janus)).toEqual([
      {
        request: 'joinandconfigure',
        ptype: 'publisher',
        room: 4242,
        display: 'clinician',
        audio: true,
        video: true,
      },
      { request: 'join', ptype: 'subscriber', room: 4242, streams: [{ feed: 20 }], private_id: 5 },
      { request: 'start', room: 4242 },
    ]);
    expect(janus.sent.find((m) => (m.body as { request?: string })?.request === 'joinandconfigure')?.jsep).toEqual({
      type: 'offer',
      sdp: 'our-offer',
    });
    expect(pcs[0]!.tracks).toEqual([track]);
    expect(pcs[0]!.remote).toEqual({ type: 'answer', sdp: 'janus-answer' });
    expect(pcs[1]!.remote).toEqual({ type: 'offer', sdp: 'janus-offer' });

    const remote = { id: 'remote' } as MediaStream;
    pcs[1]!.ontrack?.({ streams: [remote], track: {} as MediaStreamTrack });
    expect(onRemoteStream).toHaveBeenLastCalledWith(remote);
  });

  it('prepares the session, its handles and the offer without joining, and joins on start', async () => {
    const { janus, pcs, room, settle } = setup();
    room.prepare();
    janus.open();
    await settle();
    await settle();
    expect(janus.sent.map((m) => m.janus)).toEqual(['create', 'attach', 'attach']);
    expect(pcs).toHaveLength(1);
    // Our candidates wait for the offer they belong to.
    pcs[0]!.onicecandidate?.({ candidate: null });
    expect(janus.sent.map((m) => m.janus)).toEqual(['create', 'attach', 'attach']);

    room.start();
    await settle();
    await settle();
    expect(janus.sent.map((m) => m.janus)).toEqual([
      'create',
      'attach',
      'attach',
      'message',
      'trickle',
      'message',
      'message',
    ]);
    expect(requests(janus).map((body) => body!.request)).toEqual(['joinandconfigure', 'join', 'start']);
    // The subscription uses the handle attached ahead.
    const handles = janus.sent.filter((m) => m.janus === 'message').map((m) => m.handle_id);
    expect(handles).toEqual([100, 101, 101]);
    expect(pcs[0]!.remote).toEqual({ type: 'answer', sdp: 'janus-answer' });
  });

  it('starts afresh when the prepared connection dropped before the user joined, and tells nobody', async () => {
    const { janus, room, onFailed, settle } = setup();
    room.prepare();
    janus.open();
    await settle();
    janus.onclose?.();
    expect(onFailed).not.toHaveBeenCalled();
    const before = janus.sent.length;
    room.start();
    janus.open();
    await settle();
    await settle();
    expect(janus.sent.slice(before).map((m) => m.janus)[0]).toBe('create');
    expect(requests(janus).map((body) => body!.request)).toContain('joinandconfigure');
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('subscribes when the other side publishes later, and lets go when it leaves', async () => {
    const { janus, pcs, room, onRemoteStream, settle } = setup();
    janus.publishers = [];
    room.start();
    janus.open();
    await settle();
    expect(pcs).toHaveLength(1);

    const publisherHandle = janus.sent.find((m) => m.janus === 'message')!.handle_id;
    janus.emit({ janus: 'event', sender: publisherHandle, plugindata: { data: { publishers: [{ id: 30 }] } } });
    await settle();
    await settle();
    expect(pcs).toHaveLength(2);

    janus.emit({ janus: 'event', sender: publisherHandle, plugindata: { data: { leaving: 30 } } });
    expect(pcs[1]!.closed).toBe(true);
    expect(onRemoteStream).toHaveBeenLastCalledWith(null);
    expect(janus.sent.at(-1)).toMatchObject({ janus: 'detach' });
  });

  it('reports a dropped connection once, and closes everything', async () => {
    const { janus, pcs, room, onFailed, settle } = setup();
    room.start();
    janus.open();
    await settle();
    await settle();
    janus.onclose?.();
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(pcs.every((pc) => pc.closed)).toBe(true);
    janus.onclose?.();
    expect(onFailed).toHaveBeenCalledTimes(1);
  });
});
