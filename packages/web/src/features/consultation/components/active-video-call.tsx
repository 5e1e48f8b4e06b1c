import {
  classifyVideoError,
  endCall as endCallLifecycle,
  markPatientDeclined,
  type VideoErrorReason,
} from '@konsult/domain';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stopStream } from '../../../lib/video/media';
import { type CallState, createVideoCall, type PeerLeftReason, type VideoCall } from '../../../lib/video/video-call';
import { StreamVideo } from '../../../lib/video/stream-video';
import { sendTimelineEvent } from '../api/send-timeline-event';
import { useVideoSession } from '../api/use-video-session';
import { useCallLifecycle } from '../hooks/use-call-lifecycle';
import { useConsultationSearch } from '../hooks/use-consultation-search';
import './video-call.css';

/**
 * The running call: the clinician's camera and microphone, the session ticket, and the call on them through the
 * provider the session names (built-in peer-to-peer or the Janus SFU).
 * Mute and camera state live in the query string (clinician-audio, clinician-video: 1 = off), so a reload keeps them.
 */
export default function ActiveVideoCall({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const { search, endCall, setClinicianAudioOff, setClinicianVideoOff } = useConsultationSearch();
  const audioOff = search['clinician-audio'] === 1;
  const videoOff = search['clinician-video'] === 1;
  const session = useVideoSession(meetingId);
  const local = useLocalMedia();
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [state, setState] = useState<CallState>('connecting');
  const [peerLeft, setPeerLeft] = useState<PeerLeftReason | null>(null);
  const callRef = useRef<VideoCall | null>(null);
  /** Epoch ms the clinician connected (signalling welcome); the call's length is measured from here. */
  const connectedAtRef = useRef<number | null>(null);
  const [, updateLifecycle] = useCallLifecycle(meetingId);
  const localStream = local.stream;

  useEffect(() => {
    if (!session.data || !localStream) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    let lastRemote: MediaStream | null = null;
    let reported: MediaStream | null = null;
    let connected = false;
    // Each new remote stream is reported once, when its media flows: a write while the patient's media is being
    // set up would compete with the call's signalling for the server (architecture §9: join → first frame).
    const reportRemote = () => {
      if (!connected || !lastRemote || lastRemote === reported) return;
      reported = lastRemote;
      sendTimelineEvent(meetingId, 'remote-stream-connected');
    };
    const call = createVideoCall(session.data, {
      role: 'clinician',
      localStream,
      onConnected: () => {
        connectedAtRef.current = Date.now();
        sendTimelineEvent(meetingId, 'clinician-connected');
        // Seed 000 §7/§9: heartbeats 15, 30, 45 and 90 s after the clinician connects.
        for (const seconds of HEARTBEAT_SECONDS) {
          timers.push(setTimeout(() => sendTimelineEvent(meetingId, 'heartbeat', { seconds }), seconds * 1000));
        }
      },
      onRemoteStream: (stream) => {
        setRemote(stream);
        // ontrack fires once per track of the same stream; each new stream is reported once.
        lastRemote = stream;
        reportRemote();
      },
      onPeerLeft: (reason) => {
        setPeerLeft(reason);
        // The no-show end is offered at once, without ending the call.
        if (reason === 'declined') updateLifecycle(markPatientDeclined);
      },
      onStateChange: (next) => {
        setState(next);
        connected = next === 'connected';
        reportRemote();
        // The patient is back: the warning about them leaving is history.
        if (next === 'negotiating') setPeerLeft(null);
      },
    });
    callRef.current = call;
    call.start();
    return () => {
      timers.forEach(clearTimeout);
      call.close();
      callRef.current = null;
    };
  }, [session.data, localStream, meetingId, updateLifecycle]);

  useEffect(() => {
    localStream?.getAudioTracks().forEach((track) => (track.enabled = !audioOff));
    localStream?.getVideoTracks().forEach((track) => (track.enabled = !videoOff));
  }, [localStream, audioOff, videoOff]);

  const onEnd = () => {
    const endedAt = Date.now();
    callRef.current?.leave('ended');
    sendTimelineEvent(meetingId, 'call-ended', { reason: peerLeft ?? 'ended' });
    updateLifecycle((state) =>
      endCallLifecycle(state, {
        startedAt: connectedAtRef.current ?? endedAt,
        endedAt,
        declined: peerLeft === 'declined',
      }),
    );
    // Unmounting the panel clears the heartbeat timers.
    endCall();
  };

  return (
    <Paper component="section" aria-label={t('consultation.videoCall.label')} withBorder p="sm" className="video-call">
      <Stack gap="sm">
        {session.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('consultation.videoCall.startFailed')}>
            {t('consultation.videoCall.fetchVideoError')}
          </Alert>
        ) : null}
        {local.failure ? (
          <Alert color="red" variant="light" role="alert" title={t('consultation.videoCall.startFailed')}>
            {t(`consultation.videoCall.mediaErrors.${local.failure}`)}
          </Alert>
        ) : null}
        {peerLeft === 'hung-up' || peerLeft === 'declined' ? (
          <Alert color="yellow" variant="light" role="alert">
            {peerLeft === 'hung-up'
              ? t('consultation.videoCall.patientHungUp')
              : t('consultation.videoCall.patientDeclined')}
          </Alert>
        ) : null}
        {!session.isError && !local.failure ? (
          <Text size="sm" c="dimmed" role="status">
            {state === 'connecting' && t('consultation.videoCall.connecting')}
            {state === 'waiting' && t('consultation.videoCall.waiting')}
            {state === 'reconnecting' && t('consultation.videoCall.reconnecting')}
            {state === 'lost' && t('consultation.videoCall.lost')}
          </Text>
        ) : null}
        <div className="video-call__stage">
          <StreamVideo
            stream={remote}
            label={t('consultation.videoCall.patientVideo')}
            className="video-call__remote"
          />
          <StreamVideo
            stream={localStream}
            label={t('consultation.videoCall.yourCamera')}
            muted
            className="video-call__local"
          />
        </div>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setClinicianAudioOff(!audioOff)}>
            {audioOff ? t('consultation.videoCall.unmute') : t('consultation.videoCall.mute')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setClinicianVideoOff(!videoOff)}>
            {videoOff ? t('consultation.videoCall.cameraOn') : t('consultation.videoCall.cameraOff')}
          </Button>
          <Button size="xs" color="red" onClick={onEnd}>
            {t('consultation.videoCall.end')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const HEARTBEAT_SECONDS = [15, 30, 45, 90] as const;

/** The clinician's camera and microphone for as long as the call panel is open; stopped when it closes. */
/** Why the clinician's camera or microphone could not start, in seed 002 §8's lifecycle terms. */
type MediaFailure = Extract<VideoErrorReason, (typeof MEDIA_FAILURES)[number]>;
const MEDIA_FAILURES = ['permission_denied', 'no_device', 'device_busy', 'constraints', 'not_supported'] as const;

function mediaFailure(error: unknown): MediaFailure | 'unknown' {
  const { reason } = classifyVideoError(error);
  return (MEDIA_FAILURES as readonly string[]).includes(reason) ? (reason as MediaFailure) : 'unknown';
}

function useLocalMedia(): { stream: MediaStream | null; failure: MediaFailure | 'unknown' | null } {
  const [media, setMedia] = useState<{ stream: MediaStream | null; failure: MediaFailure | 'unknown' | null }>({
    stream: null,
    failure: null,
  });
  useEffect(() => {
    let current = true;
    let acquired: MediaStream | null = null;
    // mediaDevices is undefined on an insecure origin; the promise turns that into a failure too.
    Promise.resolve()
      .then(() => navigator.mediaDevices.getUserMedia({ video: true, audio: true }))
      .then(
        (stream) => {
          if (!current) return stopStream(stream);
          acquired = stream;
          setMedia({ stream, failure: null });
        },
        (error: unknown) => current && setMedia({ stream: null, failure: mediaFailure(error) }),
      );
    return () => {
      current = false;
      stopStream(acquired);
    };
  }, []);
  return media;
}
