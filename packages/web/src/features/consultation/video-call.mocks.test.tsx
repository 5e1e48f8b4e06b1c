import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { P2PCallOptions } from '../../lib/video/p2p-call';
import { aClinician, aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const calls = vi.hoisted(() => [] as { options: P2PCallOptions; start: () => void; leave: (r: string) => void }[]);
vi.mock('../../lib/video/p2p-call', () => ({
  P2PCall: class {
    start = vi.fn();
    leave = vi.fn();
    close = vi.fn();
    constructor(readonly options: P2PCallOptions) {
      calls.push(this);
    }
  },
}));

const MEETING_PATH = '/api/meeting/doctor/meeting/meeting-1';
const SESSION_PATH = '/api/video-meeting/session/meeting-1';
const session = { provider: 'p2p', room: 'r', region: 'eu', token: 'ticket', iceServers: [] };
const audio = { kind: 'audio', enabled: true, stop: vi.fn() };
const video = { kind: 'video', enabled: true, stop: vi.fn() };
const stream = { getTracks: () => [audio, video], getAudioTracks: () => [audio], getVideoTracks: () => [video] };
const getUserMedia = vi.fn();

/** The call panel's own banner (the rest of the screen has its own, for data this test does not stub). */
async function callAlert() {
  return within(await screen.findByRole('region', { name: 'Video call' })).findByRole('alert');
}

function routes(overrides = {}) {
  return {
    'GET /api/auth/me': json(200, { clinician: aClinician() }),
    [`GET ${MEETING_PATH}`]: json(200, aMeeting()),
    [`GET ${SESSION_PATH}`]: json(200, session),
    [`POST ${TIMELINE_PATH}`]: () => new Response(null, { status: 204 }),
    ...overrides,
  };
}

const TIMELINE_PATH = '/api/video-meeting/room/timeline';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.setItem('konsult.language', 'en');
  calls.length = 0;
  audio.enabled = true;
  video.enabled = true;
  getUserMedia.mockReset().mockResolvedValue(stream);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  // happy-dom accepts only its own MediaStream for srcObject; the fake stream stands in for a camera's.
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', { configurable: true, set() {}, get: () => null });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(HTMLMediaElement.prototype, 'srcObject');
});

describe('consultation screen: video call', () => {
  it('"Start call" sets call=1 and starts the call; "End call" leaves it and removes the call parameters', async () => {
    mockApi(routes());
    const { user, router } = renderApp('/emr/meeting-1');

    await user.click(await screen.findByRole('button', { name: 'Start call' }));
    expect(router.state.location.search).toMatchObject({ call: 1 });
    const panel = await screen.findByRole('region', { name: 'Video call' });
    expect(within(panel).getByLabelText('Patient video')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.options).toMatchObject({ role: 'clinician', session, localStream: stream });
    expect(calls[0]!.start).toHaveBeenCalled();
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });

    await user.click(within(panel).getByRole('button', { name: 'Mute' }));
    await user.click(within(panel).getByRole('button', { name: 'Camera off' }));
    expect(router.state.location.search).toMatchObject({ call: 1, 'clinician-audio': 1, 'clinician-video': 1 });
    expect([audio.enabled, video.enabled]).toEqual([false, false]);
    await user.click(within(panel).getByRole('button', { name: 'Unmute' }));
    expect(audio.enabled).toBe(true);

    await user.click(within(panel).getByRole('button', { name: 'End call' }));
    expect(calls[0]!.leave).toHaveBeenCalledWith('ended');
    const search = router.state.location.search as Record<string, unknown>;
    expect(search.call ?? search['clinician-audio'] ?? search['clinician-video']).toBeUndefined();
    expect(screen.queryByRole('region', { name: 'Video call' })).toBeNull();
    expect(audio.stop).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Restart call' })).toBeTruthy();
  });

  it('warns when the patient hangs up or declines', async () => {
    mockApi(routes());
    renderApp('/emr/meeting-1?call=1');
    await waitFor(() => expect(calls).toHaveLength(1));

    calls[0]!.options.onPeerLeft?.('hung-up');
    expect((await callAlert()).textContent).toBe('The patient hung up');
    calls[0]!.options.onPeerLeft?.('declined');
    expect((await callAlert()).textContent).toBe('The patient declined the call');
  });

  it('shows the "could not start" banner when the video session cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(routes({ [`GET ${SESSION_PATH}`]: apiError(503, 'unknown', 'Down') }));
    renderApp('/emr/meeting-1?call=1');

    expect((await callAlert()).textContent).toContain('Could not start the video call');
    expect(calls).toHaveLength(0);
  });

  it('explains a blocked camera', async () => {
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    mockApi(routes());
    renderApp('/emr/meeting-1?call=1');

    expect((await callAlert()).textContent).toContain('Your browser blocked the camera or microphone.');
  });

  it('reads "Restart call" once the meeting has a call start time, and offers no call for text meetings', async () => {
    mockApi(routes({ [`GET ${MEETING_PATH}`]: json(200, aMeeting({ videoCallStartTime: Date.now() })) }));
    const first = renderApp('/emr/meeting-1');
    expect(await screen.findByRole('button', { name: 'Restart call' })).toBeTruthy();
    first.unmount();

    mockApi(routes({ [`GET ${MEETING_PATH}`]: json(200, aMeeting({ interventionType: 'TEXT' })) }));
    renderApp('/emr/meeting-1?call=1');
    expect(await screen.findByRole('heading', { name: 'Erik Lund' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /call/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Video call' })).toBeNull();
  });

  it('posts timeline events on connect, on the remote stream, as heartbeats and when the call ends', async () => {
    const requests = mockApi(routes());
    const { user } = renderApp('/emr/meeting-1?call=1');
    await waitFor(() => expect(calls).toHaveLength(1));
    const timeline = () => requests.filter((request) => request.method === 'POST' && request.path === TIMELINE_PATH);

    // Fake timers that still run with the clock, so the screen's own waits keep working.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const before = Date.now();
    calls[0]!.options.onConnected?.();
    expect(timeline()).toHaveLength(1);
    const connected = timeline()[0]!;
    expect(connected.body).toEqual({
      meeting_id: 'meeting-1',
      timestamp: expect.any(Number) as number,
      event: 'clinician-connected',
      type: 'VIDEO',
      user_type: 'CLINICIAN',
      source: 'CLIENT',
    });
    expect((connected.body as { timestamp: number }).timestamp).toBeGreaterThanOrEqual(before);

    const remote = {} as MediaStream;
    act(() => calls[0]!.options.onRemoteStream?.(remote));
    act(() => calls[0]!.options.onRemoteStream?.(remote));
    // Reported once its media flows, not while the call is still being set up.
    expect(timeline()).toHaveLength(1);
    act(() => calls[0]!.options.onStateChange?.('connected'));
    act(() => calls[0]!.options.onStateChange?.('connected'));
    expect(timeline()).toHaveLength(2);
    expect(timeline()[1]!.body).toMatchObject({ event: 'remote-stream-connected' });

    await act(() => vi.advanceTimersByTimeAsync(45_000));
    expect(
      timeline()
        .slice(2)
        .map((request) => request.body),
    ).toMatchObject([
      { event: 'heartbeat', event_details: { seconds: 15 } },
      { event: 'heartbeat', event_details: { seconds: 30 } },
      { event: 'heartbeat', event_details: { seconds: 45 } },
    ]);

    await user.click(screen.getByRole('button', { name: 'End call' }));
    expect(timeline()[5]!.body).toMatchObject({ event: 'call-ended', event_details: { reason: 'ended' } });
    await screen.findByRole('button', { name: 'Restart call' });
    // The call panel is gone, and its 90 s heartbeat with it.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(timeline()).toHaveLength(6);
  });

  it('offers "End as no-show" as soon as the patient declines; it sets confirmNoShow=1', async () => {
    mockApi(routes());
    const { user, router } = renderApp('/emr/meeting-1?call=1');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'End as no-show' })).toBeNull();

    act(() => calls[0]!.options.onPeerLeft?.('declined'));
    await user.click(await screen.findByRole('button', { name: 'End as no-show' }));
    expect(router.state.location.search).toMatchObject({ call: 1, confirmNoShow: 1 });
  });

  it('offers "End as no-show" once a second call has ended, and keeps it after a reload', async () => {
    mockApi(routes());
    const first = renderApp('/emr/meeting-1');
    const { user } = first;
    for (let i = 0; i < 2; i++) {
      await user.click(await screen.findByRole('button', { name: /^(Start|Restart) call$/ }));
      await user.click(await screen.findByRole('button', { name: 'End call' }));
      if (i === 0) {
        await screen.findByRole('button', { name: 'Restart call' });
        expect(screen.queryByRole('button', { name: 'End as no-show' })).toBeNull();
      }
    }
    expect(await screen.findByRole('button', { name: 'End as no-show' })).toBeTruthy();
    first.unmount();

    renderApp('/emr/meeting-1');
    expect(await screen.findByRole('button', { name: 'End as no-show' })).toBeTruthy();
  });
});
