import type { P2PVideoSession } from '@konsult/domain';
import { useEffect, useRef, useState } from 'react';
import { type MediaFailure, mediaFailure, stopStream } from '../lib/video/media';
import { type CallState, P2PCall, type PeerLeftReason } from '../lib/video/p2p-call';
import { StreamVideo } from '../lib/video/stream-video';

type Phase =
  | { kind: 'preview' }
  | { kind: 'joining' }
  | { kind: 'in-call' }
  | { kind: 'declined' }
  | { kind: 'left' }
  | { kind: 'link-invalid' }
  | { kind: 'unreachable' };

const MEDIA_MESSAGES: Record<MediaFailure, string> = {
  blocked: 'Your browser blocked the camera or microphone. Allow them for this page and try again.',
  missing: 'No camera or microphone was found.',
  other: 'Your camera or microphone could not be started.',
};

/**
 * The patient's side of the video call: a camera preview, then join or decline. English only until the patient
 * translations arrive; plain React to keep the join page inside its budget.
 */
export function PatientCall({
  token,
  fetchSession = fetchVideoSession,
  getMedia = getCameraAndMicrophone,
}: {
  token: string;
  fetchSession?: typeof fetchVideoSession;
  getMedia?: () => Promise<MediaStream>;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: 'preview' });
  const [local, setLocal] = useState<{ stream: MediaStream | null; failure: MediaFailure | null }>({
    stream: null,
    failure: null,
  });
  const [mediaAttempt, setMediaAttempt] = useState(0);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [callState, setCallState] = useState<CallState>('connecting');
  const [clinicianLeft, setClinicianLeft] = useState<PeerLeftReason | null>(null);
  const [audioOff, setAudioOff] = useState(false);
  const [videoOff, setVideoOff] = useState(false);
  const callRef = useRef<P2PCall | null>(null);
  const stream = local.stream;
  const done = phase.kind === 'declined' || phase.kind === 'left';

  useEffect(() => {
    if (done) return;
    let current = true;
    let acquired: MediaStream | null = null;
    Promise.resolve()
      .then(getMedia)
      .then(
        (media) => {
          if (!current) return stopStream(media);
          acquired = media;
          setLocal({ stream: media, failure: null });
        },
        (error: unknown) => current && setLocal({ stream: null, failure: mediaFailure(error) }),
      );
    return () => {
      current = false;
      stopStream(acquired);
    };
  }, [getMedia, mediaAttempt, done]);

  // Closing the page mid-call: the socket drops and the clinician hears 'disconnected'.
  useEffect(() => () => callRef.current?.close(), []);

  const join = async () => {
    if (!stream) return;
    setPhase({ kind: 'joining' });
    const session = await fetchSession(token).catch(() => undefined);
    if (session === undefined) return setPhase({ kind: 'unreachable' });
    if (session === null) return setPhase({ kind: 'link-invalid' });
    const call = new P2PCall({
      session,
      role: 'patient',
      localStream: stream,
      onRemoteStream: setRemote,
      onPeerLeft: setClinicianLeft,
      onStateChange: (next) => {
        setCallState(next);
        if (next === 'negotiating') setClinicianLeft(null);
      },
    });
    callRef.current = call;
    call.setAudioEnabled(!audioOff);
    call.setVideoEnabled(!videoOff);
    call.start();
    setPhase({ kind: 'in-call' });
  };

  const decline = async () => {
    setPhase({ kind: 'declined' });
    // Best effort: the clinician is told why the patient is not coming; the patient's side is done either way.
    const session = await fetchSession(token).catch(() => null);
    if (session) new P2PCall({ session, role: 'patient', localStream: null }).leave('declined');
  };

  const hangUp = () => {
    callRef.current?.leave('hung-up');
    callRef.current = null;
    setRemote(null);
    setPhase({ kind: 'left' });
  };

  const toggleAudio = () => {
    callRef.current?.setAudioEnabled(audioOff);
    setAudioOff(!audioOff);
  };
  const toggleVideo = () => {
    callRef.current?.setVideoEnabled(videoOff);
    setVideoOff(!videoOff);
  };

  if (phase.kind === 'declined') return <p role="status">You declined the call.</p>;
  if (phase.kind === 'left') return <p role="status">You left the call.</p>;
  if (phase.kind === 'link-invalid')
    return <p role="alert">This link is not valid or has expired. Ask your clinician for a new link.</p>;

  if (local.failure) {
    return (
      <div role="alert">
        <p>{MEDIA_MESSAGES[local.failure]}</p>
        <button type="button" onClick={() => setMediaAttempt((n) => n + 1)}>
          Try again
        </button>
      </div>
    );
  }

  if (phase.kind === 'in-call') {
    return (
      <section className="call" aria-label="Video call">
        <p role="status">{statusText(callState, clinicianLeft, remote !== null)}</p>
        <div className="call__stage">
          <StreamVideo stream={remote} label="Your clinician" className="call__remote" />
          <StreamVideo stream={stream} label="Your camera preview" muted className="call__local" />
        </div>
        <div className="call__buttons">
          <button type="button" onClick={toggleAudio}>
            {audioOff ? 'Unmute' : 'Mute'}
          </button>
          <button type="button" onClick={toggleVideo}>
            {videoOff ? 'Camera on' : 'Camera off'}
          </button>
          <button type="button" className="call__hang-up" onClick={hangUp}>
            Hang up
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="call" aria-label="Video call">
      {!stream && <p role="status">Starting your camera…</p>}
      {phase.kind === 'unreachable' && (
        <p role="alert">We could not reach konsult. Check your internet connection and try again.</p>
      )}
      <StreamVideo stream={stream} label="Your camera preview" muted className="call__remote" />
      <div className="call__buttons">
        <button type="button" onClick={() => void join()} disabled={!stream || phase.kind === 'joining'}>
          Join the call
        </button>
        <button type="button" onClick={() => void decline()}>
          Decline
        </button>
      </div>
    </section>
  );
}

function statusText(state: CallState, clinicianLeft: PeerLeftReason | null, hasRemote: boolean): string {
  if (state === 'lost') return 'The connection was lost. Reload the page to join again.';
  if (clinicianLeft === 'ended') return 'Your clinician ended the call.';
  if (state === 'connected' || hasRemote) return 'You are in the call.';
  return 'Waiting for your clinician…';
}

function getCameraAndMicrophone(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({ video: true, audio: true });
}

/** null: the link is no longer valid (404). Throws when the server cannot be reached. */
export async function fetchVideoSession(token: string): Promise<P2PVideoSession | null> {
  const response = await fetch(`/api/join/${encodeURIComponent(token)}/video-session`, { credentials: 'omit' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`video session: ${response.status}`);
  return (await response.json()) as P2PVideoSession;
}
