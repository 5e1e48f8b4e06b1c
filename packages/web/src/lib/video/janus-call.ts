// Type-only imports: this file is in the patient's join bundle, which must not pull in zod.
import type { JanusVideoSession, ServerSignal } from '@konsult/domain';
import type { VideoCallOptions } from './call-common';
import { JanusRoom } from './janus-room';
import { RECONNECT_DELAYS_MS, socketUrl } from './signal-channel';
import { SignalledCall } from './signalled-call';

export interface JanusCallOptions extends VideoCallOptions {
  session: JanusVideoSession;
}

/**
 * One side of a call through the project's Janus SFU. Media goes through Janus (our proxy, then the VideoRoom);
 * who is in the call and why someone left still come from our signalling channel, exactly as for peer-to-peer, so
 * the clinician's warnings and the no-show rule do not depend on the provider. A dropped Janus connection is
 * re-joined with the same ticket.
 */
export class JanusCall extends SignalledCall<JanusVideoSession> {
  private room: JanusRoom | null = null;
  private mediaAttempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private peerPresent = false;

  protected handle(message: ServerSignal): void {
    switch (message.type) {
      case 'welcome':
        this.peerPresent = message.peerPresent;
        this.state.set(message.peerPresent ? 'negotiating' : 'waiting');
        return;
      case 'peer-joined':
        this.peerPresent = true;
        this.state.set('negotiating');
        return;
      case 'peer-left':
        this.peerPresent = false;
        this.state.set('waiting');
        return;
      case 'signal':
        // Peer-to-peer negotiation only; Janus carries this call's media.
        return;
    }
  }

  /** Before the user joins: the Janus session, its handles and our camera's offer (JanusRoom.prepare). */
  protected override prepareMedia(): void {
    this.room = this.newRoom();
    this.room.prepare();
  }

  protected startMedia(): void {
    this.room ??= this.newRoom();
    this.room.start();
  }

  private newRoom(): JanusRoom {
    const { session } = this.options;
    return new JanusRoom({
      url: socketUrl(session.proxyUrl, session.token),
      room: Number(session.sessionId),
      display: this.options.role,
      localStream: this.options.localStream,
      iceServers: session.iceServers,
      createSocket: this.options.createSocket,
      createPeerConnection: this.options.createPeerConnection,
      onRemoteStream: (stream) => this.options.onRemoteStream?.(stream),
      onRemoteConnected: (connected) => {
        if (connected) {
          this.mediaAttempt = 0;
          this.state.set('connected');
        } else if (this.state.current === 'connected') this.state.set(this.peerPresent ? 'negotiating' : 'waiting');
      },
      onFailed: (reason) => this.mediaFailed(reason),
    });
  }

  private mediaFailed(reason: string): void {
    this.room = null;
    const delay = RECONNECT_DELAYS_MS[this.mediaAttempt];
    console.warn('the Janus connection failed', reason);
    if (delay === undefined || this.state.current === 'closed') {
      this.state.set('lost');
      return;
    }
    this.mediaAttempt += 1;
    this.state.set('reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.state.current !== 'closed') this.startMedia();
    }, delay);
  }

  protected stopMedia(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.room?.close();
    this.room = null;
  }
}
