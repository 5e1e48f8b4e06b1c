// Type-only imports: this file is in the patient's join bundle, which must not pull in zod.
import type { LeaveReason, ServerSignal, VideoSession } from '@konsult/domain';
import { providerChanged, StateKeeper, type VideoCall, type VideoCallOptions } from './call-common';
import { SignalChannel } from './signal-channel';

/**
 * What both providers share: our signalling channel (presence, leave reasons, reconnects), the call state, the
 * patient following the clinician's provider, and mute and camera on the local tracks. A provider adds its media.
 */
export abstract class SignalledCall<S extends VideoSession> implements VideoCall {
  protected readonly channel: SignalChannel;
  protected readonly state: StateKeeper;
  private prepared = false;
  private started = false;

  constructor(protected readonly options: VideoCallOptions & { session: S }) {
    this.state = new StateKeeper(options.onStateChange);
    this.channel = new SignalChannel({
      ticket: options.session.token,
      createSocket: options.createSocket,
      reconnectDelaysMs: options.reconnectDelaysMs,
      onMessage: (message) => this.receive(message),
      onReconnecting: () => this.state.set('reconnecting'),
      onLost: () => {
        this.stopMedia();
        this.state.set('lost');
      },
      onRefused: () => {
        this.stopMedia();
        this.state.set('lost');
        options.onRefused?.();
      },
    });
  }

  /**
   * What can be done before the user joins, without the other side seeing them or any media flowing: the
   * signalling socket opened in standby, and what the provider can set up ahead (prepareMedia).
   */
  prepare(): void {
    if (this.prepared || this.started) return;
    this.prepared = true;
    this.channel.openStandby();
    this.prepareMedia();
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    if (this.prepared) this.channel.join();
    else this.channel.open();
    this.startMedia();
  }

  leave(reason: LeaveReason): void {
    this.channel.leave(reason);
    this.stopMedia();
    this.state.set('closed');
  }

  close(): void {
    this.channel.close();
    this.stopMedia();
    this.state.set('closed');
  }

  setAudioEnabled(enabled: boolean): void {
    this.options.localStream?.getAudioTracks().forEach((track) => (track.enabled = enabled));
  }

  setVideoEnabled(enabled: boolean): void {
    this.options.localStream?.getVideoTracks().forEach((track) => (track.enabled = enabled));
  }

  /** A signalling message for this provider, after the shared handling. */
  protected abstract handle(message: ServerSignal): Promise<void> | void;
  /** Before the user joins: whatever the provider can set up that neither shows nor sends them. */
  protected prepareMedia(): void {}
  protected abstract startMedia(): void;
  protected abstract stopMedia(): void;

  private receive(message: ServerSignal): Promise<void> | void {
    if (this.state.current === 'closed') return;
    const own = this.options.session.provider;
    if (message.type === 'welcome') {
      this.options.onConnected?.();
      if (providerChanged(this.options, own, message.peerProvider)) return;
    }
    if (message.type === 'peer-joined' && providerChanged(this.options, own, message.provider)) return;
    if (message.type === 'peer-left') {
      this.options.onRemoteStream?.(null);
      this.options.onPeerLeft?.(message.reason);
    }
    return this.handle(message);
  }
}
