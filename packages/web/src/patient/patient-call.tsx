import type { VideoSession } from '@konsult/domain';
import { classifyVideoError, type VideoErrorClassification } from '@konsult/domain/meetings/video-errors';
import { useEffect, useRef, useState } from 'react';
import type { PatientTexts } from '../i18n/locales/patient.en';
import { stopStream } from '../lib/video/media';
import type { CallState, createVideoCall, PeerLeftReason, VideoCall } from '../lib/video/video-call';
import { StreamVideo } from '../lib/video/stream-video';
import { getFromJoin } from './join-api';
import { usePageLanguage } from './patient-texts';
import { wordVideoError } from './video-error-text';

/** A patient follows the clinician's provider switch this often in a row, no more. */
const MAX_PROVIDER_SWITCHES = 3;

/**
 * A session fetched for the preview is used for this long, no longer: its ticket lasts hours, but a page left open
 * must not offer one that has expired (the server refusing it makes the page fetch another too).
 */
const SESSION_REUSE_MS = 30 * 60_000;

/** The calls themselves, in a chunk of their own: fetched while the preview shows, not with the page. */
type VideoModule = { createVideoCall: typeof createVideoCall };
const loadVideo = (): Promise<VideoModule> => import('../lib/video/video-call');

/** A call opened ahead on the preview's stream, in standby: the clinician sees nothing of it until Join. */
type PreparedCall = { call: VideoCall; stream: MediaStream; state: () => CallState };

type Phase =
  | { kind: 'preview' }
  | { kind: 'joining' }
  | { kind: 'in-call' }
  | { kind: 'declined' }
  | { kind: 'left' }
  /** Joining failed: an auth failure ends here (a new link is needed), anything else can be tried again. */
  | { kind: 'failed'; error: VideoErrorClassification };

/**
 * The patient's side of the video call: a camera preview, then join or decline, in the page's language. Plain React to
 * keep the join page inside its budget. Failures are kept classified and worded when shown.
 */
export function PatientCall({
  token,
  fetchSession = fetchVideoSession,
  getMedia = getCameraAndMicrophone,
}: {
  token: string;
  fetchSession?: typeof fetchVideoSession;
  getMedia?: (choice: DeviceChoice) => Promise<MediaStream>;
}) {
  const { texts } = usePageLanguage();
  const t = texts.call;
  const [phase, setPhase] = useState<Phase>({ kind: 'preview' });
  const [local, setLocal] = useState<{ stream: MediaStream | null; failure: VideoErrorClassification | null }>({
    stream: null,
    failure: null,
  });
  const [mediaAttempt, setMediaAttempt] = useState(0);
  const [choice, setChoice] = useState<DeviceChoice>({});
  const devices = useDevices(local.stream);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [callState, setCallState] = useState<CallState>('connecting');
  const [clinicianLeft, setClinicianLeft] = useState<PeerLeftReason | null>(null);
  const [audioOff, setAudioOff] = useState(false);
  const [videoOff, setVideoOff] = useState(false);
  const callRef = useRef<VideoCall | null>(null);
  const stream = local.stream;
  const done = phase.kind === 'declined' || phase.kind === 'left';

  useEffect(() => {
    if (done) return;
    let current = true;
    let acquired: MediaStream | null = null;
    Promise.resolve()
      .then(() => getMedia(choice))
      .then(
        (media) => {
          if (!current) return stopStream(media);
          acquired = media;
          setLocal({ stream: media, failure: null });
        },
        (error: unknown) => current && setLocal({ stream: null, failure: classifyVideoError(error) }),
      );
    return () => {
      current = false;
      stopStream(acquired);
    };
  }, [getMedia, mediaAttempt, done, choice]);

  // Closing the page mid-call: the socket drops and the clinician hears 'disconnected'.
  useEffect(() => () => callRef.current?.close(), []);

  const sessionRef = useRef<{ session: Promise<VideoSession | null>; fetchedAt: number } | null>(null);
  const preparedRef = useRef<PreparedCall | null>(null);

  /** The call prepared on this stream, if it is still good; taken out of the ref, so that nothing else closes it. */
  const takePrepared = (media: MediaStream | null): PreparedCall | null => {
    const prepared = preparedRef.current;
    preparedRef.current = null;
    if (prepared && prepared.stream === media && prepared.state() !== 'lost' && prepared.state() !== 'closed')
      return prepared;
    prepared?.call.close();
    return null;
  };

  const join = async () => {
    if (!stream) return;
    setPhase({ kind: 'joining' });
    const prepared = takePrepared(stream);
    if (prepared) {
      callRef.current = prepared.call;
      setCallState(prepared.state());
      prepared.call.start();
    }
    const call = prepared ? prepared.call : await connect(stream);
    if (!call) return;
    call.setAudioEnabled(!audioOff);
    call.setVideoEnabled(!videoOff);
    setPhase({ kind: 'in-call' });
  };

  /**
   * A patient call on the session's provider, not started. Its callbacks reach the page only while it is the
   * current call. When the clinician turns out to be on the other provider (they switched and restarted), the call
   * starts again on a fresh session, a few times at most.
   */
  const openCall = (
    video: VideoModule,
    session: VideoSession,
    media: MediaStream,
    switches: number,
    refetched = false,
  ): { call: VideoCall; state: () => CallState } => {
    let state: CallState = 'connecting';
    const current = () => callRef.current === call;
    const call = video.createVideoCall(session, {
      role: 'patient',
      localStream: media,
      onRemoteStream: (remote) => current() && setRemote(remote),
      onPeerLeft: (reason) => current() && setClinicianLeft(reason),
      onStateChange: (next) => {
        state = next;
        if (!current()) return;
        setCallState(next);
        if (next === 'negotiating') setClinicianLeft(null);
      },
      onProviderChanged: () => {
        if (switches >= MAX_PROVIDER_SWITCHES || !current()) return;
        call.close();
        setRemote(null);
        // The tracks keep their mute and camera state: they belong to the stream, not the call.
        void connect(media, switches + 1);
      },
      // The ticket was refused (expired, or the link replaced or revoked): a fresh session says which. Only once:
      // a fresh ticket refused at once means the link has just stopped working.
      onRefused: () => {
        sessionRef.current = null;
        if (!current()) return;
        call.close();
        setRemote(null);
        if (refetched) setPhase({ kind: 'failed', error: classifyVideoError('link_invalid') });
        else void connect(media, switches, true);
      },
    });
    return { call, state: () => state };
  };

  /** Fetches a session and starts the call on its provider. */
  const connect = async (media: MediaStream, switches = 0, refetched = false): Promise<VideoCall | null> => {
    let session: Awaited<ReturnType<typeof fetchSession>>;
    let video: VideoModule;
    try {
      [session, video] = await Promise.all([fetchSession(token), loadVideo()]);
    } catch (error) {
      setPhase({ kind: 'failed', error: classifyVideoError(error) });
      return null;
    }
    if (session === null) {
      setPhase({ kind: 'failed', error: classifyVideoError('link_invalid') });
      return null;
    }
    const { call } = openCall(video, session, media, switches, refetched);
    callRef.current = call;
    call.start();
    return call;
  };

  const decline = async () => {
    setPhase({ kind: 'declined' });
    // Best effort: the clinician is told why the patient is not coming; the patient's side is done either way.
    const prepared = takePrepared(stream);
    if (prepared) return prepared.call.leave('declined');
    const [session, video] = await Promise.all([fetchSession(token).catch(() => null), loadVideo().catch(() => null)]);
    if (session && video) video.createVideoCall(session, { role: 'patient', localStream: null }).leave('declined');
  };

  // While the preview shows, everything Join needs is made ready: the session and its ticket, the call's code, and
  // the call opened in standby on the preview's stream (architecture §9: join → first frame). Whatever fails here
  // is done again, and reported, on Join.
  useEffect(() => {
    if (!stream || done) return;
    let current = true;
    let prepared: PreparedCall | null = null;
    if (!sessionRef.current || Date.now() - sessionRef.current.fetchedAt > SESSION_REUSE_MS)
      sessionRef.current = { session: fetchSession(token).catch(() => null), fetchedAt: Date.now() };
    Promise.all([sessionRef.current.session, loadVideo()]).then(
      ([session, video]) => {
        if (!current || !session || callRef.current) return;
        prepared = { ...openCall(video, session, stream, 0), stream };
        prepared.call.prepare();
        preparedRef.current = prepared;
      },
      () => undefined,
    );
    return () => {
      current = false;
      if (prepared && preparedRef.current === prepared) {
        preparedRef.current = null;
        prepared.call.close();
      }
    };
    // openCall only sets state: its identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stream, done, token, fetchSession]);

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

  const joinFailure = phase.kind === 'failed' ? wordVideoError(phase.error, texts.videoErrors) : null;
  const mediaFailure = local.failure && wordVideoError(local.failure, texts.videoErrors);

  if (phase.kind === 'declined') return <p role="status">{t.declined}</p>;
  if (phase.kind === 'left') return <p role="status">{t.left}</p>;
  if (joinFailure && !joinFailure.retryable) return <p role="alert">{joinFailure.message}</p>;

  if (mediaFailure) {
    return (
      <div role="alert">
        <p>{mediaFailure.message}</p>
        <button type="button" onClick={() => setMediaAttempt((n) => n + 1)}>
          {mediaFailure.tryAgain}
        </button>
      </div>
    );
  }

  if (phase.kind === 'in-call') {
    return (
      <section className="call" aria-label={t.label}>
        <p role="status">{statusText(texts, callState, clinicianLeft, remote !== null)}</p>
        <div className="call__stage">
          <StreamVideo stream={remote} label={t.clinicianVideo} className="call__remote" />
          <StreamVideo stream={stream} label={t.cameraPreview} muted className="call__local" />
        </div>
        <div className="call__buttons">
          <button type="button" onClick={toggleAudio}>
            {audioOff ? t.unmute : t.mute}
          </button>
          <button type="button" onClick={toggleVideo}>
            {videoOff ? t.cameraOn : t.cameraOff}
          </button>
          <button type="button" className="call__hang-up" onClick={hangUp}>
            {t.hangUp}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="call" aria-label={t.label}>
      {!stream && <p role="status">{t.startingCamera}</p>}
      {joinFailure && <p role="alert">{joinFailure.message}</p>}
      <StreamVideo stream={stream} label={t.cameraPreview} muted className="call__remote" />
      {stream && (
        <div className="call__devices">
          <DeviceSelect
            label={t.camera}
            devices={devices.cameras}
            value={currentDevice(stream, 'video')}
            onChange={(camera) => setChoice({ ...choice, camera })}
          />
          <DeviceSelect
            label={t.microphone}
            devices={devices.microphones}
            value={currentDevice(stream, 'audio')}
            onChange={(microphone) => setChoice({ ...choice, microphone })}
          />
        </div>
      )}
      <div className="call__buttons">
        <button type="button" onClick={() => void join()} disabled={!stream || phase.kind === 'joining'}>
          {t.join}
        </button>
        <button type="button" onClick={() => void decline()}>
          {t.decline}
        </button>
      </div>
    </section>
  );
}

function statusText(
  texts: PatientTexts,
  state: CallState,
  clinicianLeft: PeerLeftReason | null,
  hasRemote: boolean,
): string {
  if (state === 'lost') return texts.videoErrors.reason.connection_lost;
  if (state === 'reconnecting') return texts.call.reconnecting;
  if (clinicianLeft === 'ended') return texts.call.clinicianEnded;
  if (state === 'connected' || hasRemote) return texts.call.inCall;
  return texts.call.waiting;
}

/** The camera and microphone the patient picked in the preview; the browser's defaults until they do. */
export type DeviceChoice = { camera?: string; microphone?: string };

function getCameraAndMicrophone({ camera, microphone }: DeviceChoice): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    video: camera ? { deviceId: { exact: camera } } : true,
    audio: microphone ? { deviceId: { exact: microphone } } : true,
  });
}

/** The cameras and microphones to choose from; labels are known once the browser has granted one stream. */
function useDevices(stream: MediaStream | null): { cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] } {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    if (!stream || !navigator.mediaDevices?.enumerateDevices) return;
    let current = true;
    navigator.mediaDevices.enumerateDevices().then(
      (found) => current && setDevices(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [stream]);
  return {
    cameras: devices.filter((device) => device.kind === 'videoinput'),
    microphones: devices.filter((device) => device.kind === 'audioinput'),
  };
}

function currentDevice(stream: MediaStream, kind: 'audio' | 'video'): string {
  const track = stream.getTracks().find((candidate) => candidate.kind === kind);
  return track?.getSettings?.().deviceId ?? '';
}

function DeviceSelect({
  label,
  devices,
  value,
  onChange,
}: {
  label: string;
  devices: MediaDeviceInfo[];
  value: string;
  onChange: (deviceId: string) => void;
}) {
  // One device is no choice.
  if (devices.length < 2) return null;
  return (
    <label className="call__device">
      {label}
      <select value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {devices.map((device, n) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || `${label} ${n + 1}`}
          </option>
        ))}
      </select>
    </label>
  );
}

/** null: the link is no longer valid (404). Throws when the server cannot be reached (a TypeError) or fails. */
export async function fetchVideoSession(token: string): Promise<VideoSession | null> {
  const response = await getFromJoin(token, '/video-session');
  if (response.status === 404) return null;
  // The status goes with the error, so that the classifier can tell a server fault from an auth refusal.
  if (!response.ok) throw Object.assign(new Error(`video session: ${response.status}`), { status: response.status });
  return (await response.json()) as VideoSession;
}
