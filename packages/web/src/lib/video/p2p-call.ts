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
  /**
   * Clinician: the next offer, made while the patient is away (its connection, local description and gathered
   * candidates), so that the patient's arrival is answered at once.
   */
  private spare: { pc: RTCPeerConnection; ready: Promise<void>; candidates: RTCIceCandidateInit[] } | null = null;

  /** Media starts once the signalling server says who is here. */
  protected startMedia(): void {}

  protected stopMedia(): void {
    this.closePeerConnection();
    this.dropSpare();
  }

  protected async handle(message: ServerSignal): Promise<void> {
    switch (message.type) {
      case 'welcome':
        if (message.peerPresent && this.options.role === 'clinician') await this.offer();
        else if (!message.peerPresent || !this.pc) this.state.set(message.peerPresent ? 'negotiating' : 'waiting');
        else this.state.set(this.pc.connectionState === 'connected' ? 'connected' : 'negotiating');
        if (!message.peerPresent) this.prepareSpare();
        return;
      case 'peer-joined':
        if (this.options.role === 'clinician') await this.offer();
        else this.state.set('negotiating');
        return;
      case 'peer-left':
        this.closePeerConnection();
        this.state.set('waiting');
        this.prepareSpare();
        return;
      case 'signal':
        await this.handleSignal((message.data ?? {}) as SignalData);
        return;
    }
  }

  private async handleSignal({ description, candidate }: SignalData): Promise<void> {
    if (description?.type === 'offer' && this.options.role === 'patient') {
      const spare = this.spare;
      this.spare = null;
      if (spare) this.adopt(spare.pc);
      const pc = spare ? spare.pc : this.newPeerConnection();
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
    const spare = this.spare;
    this.spare = null;
    if (spare) {
      this.adopt(spare.pc);
      await spare.ready;
      if (spare.pc !== this.pc) return;
      if (spare.pc.localDescription) {
        // The offer first, then the candidates gathered while waiting; later ones follow as they come.
        this.send({ description: spare.pc.localDescription });
        for (const candidate of spare.candidates) this.send({ candidate });
        return;
      }
    }
    const pc = this.newPeerConnection();
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    if (pc === this.pc) this.send({ description: pc.localDescription });
  }

  /** Patient, before joining: the connection that will answer, with the preview's tracks on it. */
  protected override prepareMedia(): void {
    if (this.options.role !== 'patient' || this.spare) return;
    this.spare = { pc: this.createPeerConnection(), candidates: [], ready: Promise.resolve() };
  }

  /** Clinician, the patient away: the next offer, made now (a connection that sends nothing until answered). */
  private prepareSpare(): void {
    if (this.options.role !== 'clinician' || this.spare || this.state.current === 'closed') return;
    const pc = this.createPeerConnection();
    const spare = { pc, candidates: [] as RTCIceCandidateInit[], ready: Promise.resolve() };
    spare.ready = pc
      .createOffer()
      .then((offer) => pc.setLocalDescription(offer))
      .catch((error: unknown) => {
        // Not usable: the patient's arrival makes a fresh offer instead.
        if (this.spare === spare) this.dropSpare();
        console.warn('the prepared video offer failed', error);
      });
    this.spare = spare;
  }

  private dropSpare(): void {
    const spare = this.spare;
    this.spare = null;
    if (spare && spare.pc !== this.pc) this.detach(spare.pc);
  }

  /** A fresh connection for each negotiation; the previous one (if any) is closed. */
  private newPeerConnection(): RTCPeerConnection {
    const pc = this.createPeerConnection();
    this.adopt(pc);
    return pc;
  }

  /** The connection this call negotiates from now on; the previous one (if any) is closed. */
  private adopt(pc: RTCPeerConnection): void {
    this.closePeerConnection();
    this.pc = pc;
    this.pendingCandidates = [];
    this.state.set('negotiating');
  }

  private createPeerConnection(): RTCPeerConnection {
    const config: RTCConfiguration = { iceServers: this.options.session.iceServers };
    const pc = this.options.createPeerConnection?.(config) ?? new RTCPeerConnection(config);
    const stream = this.options.localStream;
    stream?.getTracks().forEach((track) => pc.addTrack(track, stream));
    pc.onicecandidate = (event) => {
      if (!event.candidate) return;
      // A closed connection's late candidates would confuse the other side's new one.
      if (pc === this.pc) this.send({ candidate: event.candidate.toJSON() });
      else if (pc === this.spare?.pc) this.spare.candidates.push(event.candidate.toJSON());
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
    this.detach(pc);
  }

  private detach(pc: RTCPeerConnection): void {
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.onconnectionstatechange = null;
    pc.close();
  }

  private send(data: SignalData): void {
    this.channel.send({ type: 'signal', data });
  }
}
