// Type-only imports: this file is in the patient's join bundle, which must not pull in zod.
import type { CallRole, LeaveReason, VideoProvider } from '@konsult/domain';

export type PeerLeftReason = LeaveReason | 'disconnected';

/**
 * connecting: the signalling socket is opening · waiting: the other side is not there (yet, or any more) ·
 * negotiating: both are there, media is being set up · connected: media flows · reconnecting: our connection
 * dropped and is being opened again · lost: it could not be · closed: we left or closed.
 */
export type CallState = 'connecting' | 'waiting' | 'negotiating' | 'connected' | 'reconnecting' | 'lost' | 'closed';

export interface VideoCallOptions {
  role: CallRole;
  /** null when the call is opened only to leave it (the patient declining before joining). */
  localStream: MediaStream | null;
  onRemoteStream?: (stream: MediaStream | null) => void;
  onPeerLeft?: (reason: PeerLeftReason) => void;
  onStateChange?: (state: CallState) => void;
  /** The signalling server welcomed us: this side is connected to the call (seed 000 §4 "call session starts"). */
  onConnected?: () => void;
  /**
   * Patient only: the clinician's call is on another provider than this session (they switched and restarted).
   * The caller fetches a fresh session and starts again on it.
   */
  onProviderChanged?: (provider: VideoProvider) => void;
  /**
   * The server refused the session's ticket (it expired, or the patient's link was replaced or revoked); the call
   * is lost. The patient's page fetches a fresh session, which tells whether the link still holds.
   */
  onRefused?: () => void;
  /** Seams for tests; the browser's WebSocket and RTCPeerConnection by default. */
  createSocket?: (url: string) => WebSocket;
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
  reconnectDelaysMs?: readonly number[];
}

/** One side of a call, whichever provider carries it. */
export interface VideoCall {
  /**
   * Optional, before start(): connects what can be connected without joining (the patient's page does it while the
   * camera preview shows), so that start() has less to wait for. The other side sees nothing of it.
   */
  prepare(): void;
  start(): void;
  /** Tells the other side why we went, then closes. */
  leave(reason: LeaveReason): void;
  setAudioEnabled(enabled: boolean): void;
  setVideoEnabled(enabled: boolean): void;
  /** Closes without a goodbye; the other side hears 'disconnected'. Does not stop the caller's local tracks. */
  close(): void;
}

/** Calls the state callback only on a change, and never after 'closed'. */
export class StateKeeper {
  private state: CallState = 'connecting';

  constructor(private readonly onChange?: (state: CallState) => void) {}

  get current(): CallState {
    return this.state;
  }

  set(state: CallState): void {
    if (this.state === state || this.state === 'closed') return;
    this.state = state;
    this.onChange?.(state);
  }
}

/**
 * Whether the patient must move to the clinician's provider; tells the caller if so. The clinician's choice is
 * the meeting's: only the patient follows.
 */
export function providerChanged(
  options: VideoCallOptions,
  own: VideoProvider,
  clinicians: VideoProvider | null | undefined,
): boolean {
  if (options.role !== 'patient' || !clinicians || clinicians === own) return false;
  options.onProviderChanged?.(clinicians);
  return true;
}
