import type { P2PVideoSession } from '@konsult/domain';
import { describe, expect, it, vi } from 'vitest';
import { P2PCall, signallingUrl } from './p2p-call';
import type { CallState } from './call-common';

const session: P2PVideoSession = {
  provider: 'p2p',
  room: 'room-1',
  region: 'eu',
  token: 'ticket/1',
  iceServers: [{ urls: 'stun:stun.example.org' }],
};

class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
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
    this.openListeners.forEach((listener) => listener());
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
}

class FakePeerConnection {
  tracks: MediaStreamTrack[] = [];
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  candidates: RTCIceCandidateInit[] = [];
  closed = false;
  onicecandidate: ((event: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  ontrack: ((event: { streams: MediaStream[]; track: MediaStreamTrack }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor(readonly config: RTCConfiguration) {}
  addTrack(track: MediaStreamTrack) {
    this.tracks.push(track);
  }
  async createOffer() {
    return { type: 'offer' as const, sdp: 'offer-sdp' };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'answer-sdp' };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    this.candidates.push(candidate);
  }
  close() {
    this.closed = true;
  }
}

function fakeTrack(kind: 'audio' | 'video') {
  return { kind, enabled: true } as MediaStreamTrack;
}

function setup(role: 'clinician' | 'patient', reconnectDelaysMs: readonly number[] = [0]) {
  const audio = fakeTrack('audio');
  const video = fakeTrack('video');
  const localStream = {
    getTracks: () => [audio, video],
    getAudioTracks: () => [audio],
    getVideoTracks: () => [video],
  } as unknown as MediaStream;
  const sockets: FakeSocket[] = [];
  const pcs: FakePeerConnection[] = [];
  const states: CallState[] = [];
  const onPeerLeft = vi.fn();
  const onRemoteStream = vi.fn();
  const onConnected = vi.fn();
  const onProviderChanged = vi.fn();
  const call = new P2PCall({
    onProviderChanged,
    session,
    role,
    localStream,
    onPeerLeft,
    onRemoteStream,
    onConnected,
    onStateChange: (state) => states.push(state),
    reconnectDelaysMs,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    createPeerConnection: (config) => {
      const pc = new FakePeerConnection(config);
      pcs.push(pc);
      return pc as unknown as RTCPeerConnection;
    },
  });
  const socket = () => sockets.at(-1)!;
  /** Lets the call's message queue run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    call,
    sockets,
    socket,
    pcs,
    states,
    onPeerLeft,
    onRemoteStream,
    onConnected,
    onProviderChanged,
    settle,
    audio,
    video,
  };
}

describe('P2PCall', () => {
  it('opens the signalling socket with the ticket, ws on http and wss on https', () => {
    expect(signallingUrl('a b', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/video-meeting/signal?ticket=a%20b',
    );
    expect(signallingUrl('t', { protocol: 'https:', host: 'konsult.example' })).toBe(
      'wss://konsult.example/api/video-meeting/signal?ticket=t',
    );
    const { call, socket } = setup('clinician');
    call.start();
    expect(socket().url).toContain('/api/video-meeting/signal?ticket=ticket%2F1');
  });

  it('clinician offers with its tracks and the ice servers as soon as the patient is present', async () => {
    const { call, socket, pcs, settle, states } = setup('clinician');
    call.start();
    socket().open();
    socket().receive({ type: 'welcome', role: 'clinician', peerPresent: true });
    await settle();

    expect(pcs).toHaveLength(1);
    expect(pcs[0]!.config.iceServers).toEqual(session.iceServers);
    expect(pcs[0]!.tracks.map((t) => t.kind)).toEqual(['audio', 'video']);
    expect(socket().sent).toEqual([{ type: 'signal', data: { description: { type: 'offer', sdp: 'offer-sdp' } } }]);
    expect(states).toContain('negotiating');
  });

  it('reports being connected when the signalling server welcomes it', async () => {
    const { call, socket, settle, onConnected } = setup('clinician');
    call.start();
    socket().open();
    await settle();
    expect(onConnected).not.toHaveBeenCalled();
    socket().receive({ type: 'welcome', role: 'clinician', peerPresent: false });
    await settle();
    expect(onConnected).toHaveBeenCalledTimes(1);
  });

  it('clinician waits when alone, then offers on peer-joined, and re-offers on a fresh connection', async () => {
    const { call, socket, pcs, settle, states } = setup('clinician');
    call.start();
    socket().open();
    socket().receive({ type: 'welcome', role: 'clinician', peerPresent: false });
    await settle();
    // Alone, the clinician makes the next offer ready, and sends nothing of it.
    expect(pcs).toHaveLength(1);
    expect(pcs[0]!.localDescription).toEqual({ type: 'offer', sdp: 'offer-sdp' });
    pcs[0]!.onicecandidate?.({ candidate: { toJSON: () => ({ candidate: 'early' }) } });
    expect(socket().sent).toEqual([]);
    expect(states.at(-1)).toBe('waiting');

    // The patient arrives: that offer goes at once, then the candidates gathered meanwhile.
    socket().receive({ type: 'peer-joined' });
    await settle();
    expect(pcs).toHaveLength(1);
    expect(socket().sent).toEqual([
      { type: 'signal', data: { description: { type: 'offer', sdp: 'offer-sdp' } } },
      { type: 'signal', data: { candidate: { candidate: 'early' } } },
    ]);
    expect(states.at(-1)).toBe('negotiating');

    socket().receive({ type: 'peer-joined' });
    await settle();
    expect(pcs).toHaveLength(2);
    expect(pcs[0]!.closed).toBe(true);
    expect(socket().sent).toHaveLength(3);
  });

  it('clinician makes a fresh offer ready when the patient leaves, and drops it when the call closes', async () => {
    const { call, socket, pcs, settle } = setup('clinician');
    call.start();
    socket().open();
    socket().receive({ type: 'peer-joined' });
    await settle();
    expect(pcs).toHaveLength(1);
    socket().receive({ type: 'peer-left', reason: 'hung-up' });
    await settle();
    expect(pcs).toHaveLength(2);
    expect(pcs[0]!.closed).toBe(true);
    expect(pcs[1]!.localDescription).toEqual({ type: 'offer', sdp: 'offer-sdp' });
    call.close();
    expect(pcs[1]!.closed).toBe(true);
  });

  it('patient prepares in standby: the socket opens without joining, and joins on start', async () => {
    const { call, sockets, socket, pcs, settle } = setup('patient');
    call.prepare();
    expect(socket().url).toMatch(/\/api\/video-meeting\/signal\?ticket=ticket%2F1&standby=1$/);
    socket().open();
    expect(socket().sent).toEqual([]);
    call.start();
    expect(sockets).toHaveLength(1);
    expect(socket().sent).toEqual([{ type: 'join' }]);
    socket().receive({ type: 'welcome', role: 'patient', peerPresent: true });
    await settle();
    // The connection made ready with the preview's tracks answers the offer.
    expect(pcs).toHaveLength(1);
    expect(pcs[0]!.tracks).toHaveLength(2);
    socket().receive({ type: 'signal', data: { description: { type: 'offer', sdp: 'offer-sdp' } } });
    await settle();
    expect(pcs).toHaveLength(1);
    expect(pcs[0]!.remoteDescription).toEqual({ type: 'offer', sdp: 'offer-sdp' });
    expect(socket().sent.at(-1)).toEqual({
      type: 'signal',
      data: { description: { type: 'answer', sdp: 'answer-sdp' } },
    });
  });

  it('patient started while its standby socket still opens joins once it is open', () => {
    const { call, socket } = setup('patient');
    call.prepare();
    call.start();
    expect(socket().sent).toEqual([]);
    socket().open();
    expect(socket().sent).toEqual([{ type: 'join' }]);
  });

  it('clinician applies the answer, then candidates; sends its own candidates', async () => {
    const { call, socket, pcs, settle } = setup('clinician');
    call.start();
    socket().open();
    socket().receive({ type: 'peer-joined' });
    await settle();
    // A candidate before the answer waits for it.
    socket().receive({ type: 'signal', data: { candidate: { candidate: 'c1' } } });
    socket().receive({ type: 'signal', data: { description: { type: 'answer', sdp: 'answer-sdp' } } });
    socket().receive({ type: 'signal', data: { candidate: { candidate: 'c2' } } });
    await settle();
    expect(pcs[0]!.remoteDescription).toEqual({ type: 'answer', sdp: 'answer-sdp' });
    expect(pcs[0]!.candidates).toEqual([{ candidate: 'c1' }, { candidate: 'c2' }]);

    pcs[0]!.onicecandidate?.({ candidate: { toJSON: () => ({ candidate: 'mine' }) } });
    expect(socket().sent.at(-1)).toEqual({ type: 'signal', data: { candidate: { candidate: 'mine' } } });
  });

  it('patient answers an offer with its tracks and never offers itself', async () => {
    const { call, socket, pcs, settle } = setup('patient');
    call.start();
    socket().open();
    socket().receive({ type: 'welcome', role: 'patient', peerPresent: true });
    await settle();
    expect(pcs).toHaveLength(0);

    socket().receive({ type: 'signal', data: { description: { type: 'offer', sdp: 'offer-sdp' } } });
    socket().receive({ type: 'signal', data: { candidate: { candidate: 'c1' } } });
    await settle();
    expect(pcs[0]!.tracks).toHaveLength(2);
    expect(pcs[0]!.remoteDescription).toEqual({ type: 'offer', sdp: 'offer-sdp' });
    expect(pcs[0]!.candidates).toEqual([{ candidate: 'c1' }]);
    expect(socket().sent).toEqual([{ type: 'signal', data: { description: { type: 'answer', sdp: 'answer-sdp' } } }]);

    // A new offer (the clinician restarted) replaces the connection.
    socket().receive({ type: 'signal', data: { description: { type: 'offer', sdp: 'offer-2' } } });
    await settle();
    expect(pcs).toHaveLength(2);
    expect(pcs[0]!.closed).toBe(true);
  });

  it('passes the remote stream on and reports the peer leaving with its reason', async () => {
    const { call, socket, pcs, settle, onRemoteStream, onPeerLeft, states } = setup('clinician');
    call.start();
    socket().open();
    socket().receive({ type: 'peer-joined' });
    await settle();
    const remote = { id: 'remote' } as MediaStream;
    pcs[0]!.ontrack?.({ streams: [remote], track: fakeTrack('video') });
    expect(onRemoteStream).toHaveBeenLastCalledWith(remote);

    socket().receive({ type: 'peer-left', reason: 'hung-up' });
    await settle();
    expect(onPeerLeft).toHaveBeenCalledWith('hung-up');
    expect(onRemoteStream).toHaveBeenLastCalledWith(null);
    expect(pcs[0]!.closed).toBe(true);
    expect(states.at(-1)).toBe('waiting');
  });

  it('leave sends the reason and closes; on a socket still opening it sends once open', () => {
    const open = setup('clinician');
    open.call.start();
    open.socket().open();
    open.call.leave('ended');
    expect(open.socket().sent).toEqual([{ type: 'leave', reason: 'ended' }]);
    expect(open.socket().closed).toBe(true);
    expect(open.states.at(-1)).toBe('closed');

    // The patient declining without having joined: the socket is opened just to say so.
    const decline = setup('patient');
    decline.call.leave('declined');
    expect(decline.socket().sent).toEqual([]);
    decline.socket().open();
    expect(decline.socket().sent).toEqual([{ type: 'leave', reason: 'declined' }]);
    expect(decline.socket().closed).toBe(true);
  });

  it('mutes and turns the camera off by disabling the local tracks', () => {
    const { call, audio, video } = setup('clinician');
    call.setAudioEnabled(false);
    expect([audio.enabled, video.enabled]).toEqual([false, true]);
    call.setVideoEnabled(false);
    call.setAudioEnabled(true);
    expect([audio.enabled, video.enabled]).toEqual([true, false]);
  });

  it('reopens a dropped socket with the same ticket and re-offers once the server welcomes it back', async () => {
    const { call, sockets, socket, pcs, settle, states } = setup('clinician', [0]);
    call.start();
    socket().open();
    socket().receive({ type: 'welcome', role: 'clinician', peerPresent: true });
    await settle();
    expect(pcs).toHaveLength(1);

    socket().onclose?.();
    expect(states.at(-1)).toBe('reconnecting');
    expect(pcs[0]!.closed).toBe(false);
    await settle();
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.url).toBe(sockets[0]!.url);
    socket().open();
    socket().receive({ type: 'welcome', role: 'clinician', peerPresent: true });
    await settle();
    expect(pcs).toHaveLength(2);
    expect(pcs[0]!.closed).toBe(true);
    expect(socket().sent).toEqual([{ type: 'signal', data: { description: { type: 'offer', sdp: 'offer-sdp' } } }]);
  });

  it('gives the call up as lost when the socket cannot be reopened, and ignores messages after close', async () => {
    const { call, socket, pcs, settle, states } = setup('clinician', []);
    call.start();
    socket().open();
    socket().onclose?.();
    expect(states.at(-1)).toBe('lost');

    const other = setup('clinician');
    other.call.start();
    other.socket().open();
    const onmessage = other.socket().onmessage;
    other.call.close();
    onmessage?.({ data: JSON.stringify({ type: 'peer-joined' }) } as MessageEvent);
    await settle();
    expect(other.pcs).toHaveLength(0);
    expect(pcs).toHaveLength(0);
  });

  it('has the patient follow the clinician onto the other provider, and never the clinician the patient', async () => {
    const patient = setup('patient');
    patient.call.start();
    patient.socket().open();
    patient.socket().receive({ type: 'welcome', role: 'patient', peerPresent: true, peerProvider: 'p2p' });
    await patient.settle();
    expect(patient.onProviderChanged).not.toHaveBeenCalled();
    patient.socket().receive({ type: 'peer-joined', provider: 'janus' });
    await patient.settle();
    expect(patient.onProviderChanged).toHaveBeenCalledWith('janus');

    const clinician = setup('clinician');
    clinician.call.start();
    clinician.socket().open();
    clinician.socket().receive({ type: 'welcome', role: 'clinician', peerPresent: true, peerProvider: 'janus' });
    await clinician.settle();
    expect(clinician.onProviderChanged).not.toHaveBeenCalled();
    expect(clinician.pcs).toHaveLength(1);
  });
});
