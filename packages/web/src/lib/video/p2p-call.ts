// Type-only imports: this file is in the patient's join bundle, which must not pull in zod.
import type { CallRole, LeaveReason, P2PVideoSession, ServerSignal } from '@konsult/domain';

// WebSocket.readyState values, spelled out so the class runs against a test double without the global.
const SOCKET_CONNECTING = 0;
const SOCKET_OPEN = 1;

export type PeerLeftReason = LeaveReason | 'disconnected';

/**
 * connecting: the signalling socket is opening · waiting: the other side is not there (yet, or any more) ·
 * negotiating: both are there, the peer connection is being set up · connected: media flows ·
 * lost: the signalling socket closed without us leaving · closed: we left or closed.
 */
export type CallState = 'connecting' | 'waiting' | 'negotiating' | 'connected' | 'lost' | 'closed';

export interface P2PCallOptions {
  session: P2PVideoSession;
  role: CallRole;
  /** null when the call is opened only to leave it (the patient declining before joining). */
  localStream: MediaStream | null;
  onRemoteStream?: (stream: MediaStream | null) => void;
  onPeerLeft?: (reason: PeerLeftReason) => void;
  onStateChange?: (state: CallState) => void;
  /** The signalling server welcomed us: this side is connected to the call (seed 000 §4 "call session starts"). */
  onConnected?: () => void;
  /** Seams for tests; the browser's WebSocket and RTCPeerConnection by default. */
  createSocket?: (url: string) => WebSocket;
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
}

interface SignalData {
  description?: RTCSessionDescriptionInit | null;
  candidate?: RTCIceCandidateInit | null;
}

export function signallingUrl(ticket: string, loc: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = loc.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${loc.host}/api/video-meeting/signal?ticket=${encodeURIComponent(ticket)}`;
}

/**
 * One side of the built-in peer-to-peer call: a signalling WebSocket and one RTCPeerConnection. The clinician is
 * always the offerer, and re-offers on a fresh peer connection each time the patient (re)appears, so neither side
 * ever has to repair a half-negotiated connection.
 */
export class P2PCall {
  private socket: WebSocket | null = null;
  private pc: RTCPeerConnection | null = null;
  /** Remote ICE candidates that arrived before the remote description they belong to. */
  private pendingCandidates: RTCIceCandidateInit[] = [];
  /** Messages are handled one at a time: a candidate must not overtake the offer it follows. */
  private inbox: Promise<void> = Promise.resolve();
  private state: CallState = 'connecting';

  constructor(private readonly options: P2PCallOptions) {}

  start(): void {
    this.openSocket();
  }

  /** Tells the other side why we went, then closes. Opens the socket first if the call was never started. */
  leave(reason: LeaveReason): void {
    const socket = this.socket ?? this.openSocket();
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

  setAudioEnabled(enabled: boolean): void {
    this.options.localStream?.getAudioTracks().forEach((track) => (track.enabled = enabled));
  }

  setVideoEnabled(enabled: boolean): void {
    this.options.localStream?.getVideoTracks().forEach((track) => (track.enabled = enabled));
  }

  /** Closes without a goodbye; the other side hears 'disconnected'. Does not stop the caller's local tracks. */
  close(closeSocket = true): void {
    if (this.socket) {
      this.socket.onmessage = null;
      this.socket.onclose = null;
      if (closeSocket) this.socket.close();
    }
    this.closePeerConnection();
    this.setState('closed');
  }

  private openSocket(): WebSocket {
    const url = signallingUrl(this.options.session.token);
    const socket = this.options.createSocket?.(url) ?? new WebSocket(url);
    this.socket = socket;
    socket.onmessage = (event: MessageEvent) => {
      const message = parse(event.data);
      if (!message) return;
      this.inbox = this.inbox.then(() => this.handle(message)).catch((error: unknown) => reportError(error));
    };
    socket.onclose = () => {
      this.closePeerConnection();
      this.setState('lost');
    };
    return socket;
  }

  private async handle(message: ServerSignal): Promise<void> {
    if (this.state === 'closed') return;
    switch (message.type) {
      case 'welcome':
        this.options.onConnected?.();
        if (message.peerPresent && this.options.role === 'clinician') await this.offer();
        else this.setState(message.peerPresent ? 'negotiating' : 'waiting');
        return;
      case 'peer-joined':
        if (this.options.role === 'clinician') await this.offer();
        else this.setState('negotiating');
        return;
      case 'peer-left':
        this.closePeerConnection();
        this.options.onRemoteStream?.(null);
        this.setState('waiting');
        this.options.onPeerLeft?.(message.reason);
        return;
      case 'signal':
        await this.handleSignal((message.data ?? {}) as SignalData);
        return;
    }
  }

  private async handleSignal({ description, candidate }: SignalData): Promise<void> {
    if (description?.type === 'offer' && this.options.role === 'patient') {
      const pc = this.newPeerConnection();
      await pc.setRemoteDescription(description);
      await this.flushCandidates(pc);
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      if (pc === this.pc) this.send({ description: pc.localDescription });
    } else if (description?.type === 'answer' && this.options.role === 'clinician' && this.pc) {
      await this.pc.setRemoteDescription(description);
      await this.flushCandidates(this.pc);
    } else if (candidate) {
      if (this.pc?.remoteDescription) await this.pc.addIceCandidate(candidate);
      else this.pendingCandidates.push(candidate);
    }
  }

  private async offer(): Promise<void> {
    const pc = this.newPeerConnection();
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    if (pc === this.pc) this.send({ description: pc.localDescription });
  }

  /** A fresh connection for each negotiation; the previous one (if any) is closed. */
  private newPeerConnection(): RTCPeerConnection {
    this.closePeerConnection();
    const config: RTCConfiguration = { iceServers: this.options.session.iceServers };
    const pc = this.options.createPeerConnection?.(config) ?? new RTCPeerConnection(config);
    this.pc = pc;
    this.pendingCandidates = [];
    this.setState('negotiating');
    const stream = this.options.localStream;
    stream?.getTracks().forEach((track) => pc.addTrack(track, stream));
    pc.onicecandidate = (event) => {
      // A closed connection's late candidates would confuse the other side's new one.
      if (event.candidate && pc === this.pc) this.send({ candidate: event.candidate.toJSON() });
    };
    pc.ontrack = (event) => {
      if (pc !== this.pc) return;
      const remote = event.streams[0] ?? new MediaStream([event.track]);
      this.options.onRemoteStream?.(remote);
    };
    pc.onconnectionstatechange = () => {
      if (pc === this.pc && pc.connectionState === 'connected') this.setState('connected');
    };
    return pc;
  }

  private async flushCandidates(pc: RTCPeerConnection): Promise<void> {
    const queued = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const candidate of queued) await pc.addIceCandidate(candidate);
  }

  private closePeerConnection(): void {
    if (!this.pc) return;
    const pc = this.pc;
    this.pc = null;
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.onconnectionstatechange = null;
    pc.close();
  }

  private send(data: SignalData): void {
    if (this.socket?.readyState === SOCKET_OPEN) this.socket.send(JSON.stringify({ type: 'signal', data }));
  }

  private setState(state: CallState): void {
    if (this.state === state || this.state === 'closed') return;
    this.state = state;
    this.options.onStateChange?.(state);
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

function reportError(error: unknown): void {
  // A failed negotiation leaves the call 'negotiating'; the clinician's restart re-offers from scratch.
  console.error('video call signalling failed', error);
}
