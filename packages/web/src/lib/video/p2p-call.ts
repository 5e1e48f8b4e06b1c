// Type-only imports: this file is in the patient's join bundle, which must not pull in zod.
import type { P2PVideoSession, ServerSignal } from '@konsult/domain';
import type { VideoCallOptions } from './call-common';
import { SignalledCall } from './signalled-call';

export { signallingUrl } from './signal-channel';

export interface P2PCallOptions extends VideoCallOptions {
  session: P2PVideoSession;
}

interface SignalData {
  description?: RTCSessionDescriptionInit | null;
  candidate?: RTCIceCandidateInit | null;
}

/** How long a connection may stay 'disconnected' before the clinician negotiates a fresh one. */
const DISCONNECTED_GRACE_MS = 4000;

/**
 * One side of the built-in peer-to-peer call: our signalling channel and one RTCPeerConnection. The clinician is
 * always the offerer, and re-offers on a fresh peer connection each time the patient (re)appears or the media path
 * fails, so neither side ever has to repair a half-negotiated connection.
 */
export class P2PCall extends SignalledCall<P2PVideoSession> {
  private pc: RTCPeerConnection | null = null;
  /** Remote ICE candidates that arrived before the remote description they belong to. */
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private repairTimer: ReturnType<typeof setTimeout> | null = null;

  /** Media starts once the signalling server says who is here. */
  protected startMedia(): void {}

  protected stopMedia(): void {
    this.closePeerConnection();
  }

  protected async handle(message: ServerSignal): Promise<void> {
    switch (message.type) {
      case 'welcome':
        if (message.peerPresent && this.options.role === 'clinician') await this.offer();
        else if (!message.peerPresent || !this.pc) this.state.set(message.peerPresent ? 'negotiating' : 'waiting');
        else this.state.set(this.pc.connectionState === 'connected' ? 'connected' : 'negotiating');
        return;
      case 'peer-joined':
        if (this.options.role === 'clinician') await this.offer();
        else this.state.set('negotiating');
        return;
      case 'peer-left':
        this.closePeerConnection();
        this.state.set('waiting');
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
    this.state.set('negotiating');
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
      if (pc !== this.pc) return;
      if (this.repairTimer) clearTimeout(this.repairTimer);
      this.repairTimer = null;
      if (pc.connectionState === 'connected') this.state.set('connected');
      if (pc.connectionState === 'failed') this.repair();
      if (pc.connectionState === 'disconnected')
        this.repairTimer = setTimeout(() => this.repair(), DISCONNECTED_GRACE_MS);
    };
    return pc;
  }

  /** The media path broke while both sides are still here: the clinician negotiates afresh (an ICE restart). */
  private repair(): void {
    this.repairTimer = null;
    if (this.options.role !== 'clinician' || !this.pc || this.state.current === 'closed') return;
    this.state.set('reconnecting');
    this.offer().catch((error: unknown) => console.error('video call repair failed', error));
  }

  private async flushCandidates(pc: RTCPeerConnection): Promise<void> {
    const queued = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const candidate of queued) await pc.addIceCandidate(candidate);
  }

  private closePeerConnection(): void {
    if (this.repairTimer) clearTimeout(this.repairTimer);
    this.repairTimer = null;
    if (!this.pc) return;
    const pc = this.pc;
    this.pc = null;
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.onconnectionstatechange = null;
    pc.close();
  }

  private send(data: SignalData): void {
    this.channel.send({ type: 'signal', data });
  }
}
