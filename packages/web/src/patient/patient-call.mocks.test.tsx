import type { P2PVideoSession } from '@konsult/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { P2PCallOptions } from '../lib/video/p2p-call';
import { PatientCall } from './patient-call';

const calls = vi.hoisted(
  () =>
    [] as {
      options: P2PCallOptions;
      prepare: () => void;
      start: () => void;
      close: () => void;
      leave: (reason: string) => void;
      setAudioEnabled: (on: boolean) => void;
    }[],
);
vi.mock('../lib/video/p2p-call', () => ({
  P2PCall: class {
    prepare = vi.fn();
    start = vi.fn();
    leave = vi.fn();
    close = vi.fn();
    setAudioEnabled = vi.fn();
    setVideoEnabled = vi.fn();
    constructor(readonly options: P2PCallOptions) {
      calls.push(this);
    }
  },
}));

const session: P2PVideoSession = { provider: 'p2p', room: 'r', region: 'eu', token: 'ticket', iceServers: [] };
const track = { enabled: true, stop: vi.fn() };
const stream = { getTracks: () => [track] } as unknown as MediaStream;
const camera = async () => stream;

beforeEach(() => {
  calls.length = 0;
  track.stop.mockReset();
  // happy-dom accepts only its own MediaStream for srcObject; the fake stream stands in for a camera's.
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', { configurable: true, set() {}, get: () => null });
});

afterEach(() => {
  Reflect.deleteProperty(HTMLMediaElement.prototype, 'srcObject');
});

describe('patient video call', () => {
  it('shows the camera preview, then joins the call with the session for this link', async () => {
    const fetchSession = vi.fn().mockResolvedValue(session);
    render(<PatientCall token="abc" fetchSession={fetchSession} getMedia={camera} />);
    expect(screen.getByLabelText('Your camera preview')).toBeTruthy();
    // While the preview shows, the call is made ready on its stream, without starting it.
    await vi.waitFor(() => expect(calls[0]?.prepare).toHaveBeenCalled());
    expect(fetchSession).toHaveBeenCalledWith('abc');
    expect(calls[0]!.options).toMatchObject({ role: 'patient', session, localStream: stream });
    expect(calls[0]!.start).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Join the call' }));
    expect(calls).toHaveLength(1);
    expect(fetchSession).toHaveBeenCalledTimes(1);
    expect(calls[0]!.start).toHaveBeenCalled();
    const call = screen.getByRole('region', { name: 'Video call' });
    expect(within(call).getByLabelText('Your clinician')).toBeTruthy();
    expect(within(call).getByRole('status').textContent).toBe('Waiting for your clinician…');

    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(calls[0]!.setAudioEnabled).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(calls[0]!.leave).toHaveBeenCalledWith('hung-up');
    expect(screen.getByRole('status').textContent).toBe('You left the call.');
    expect(track.stop).toHaveBeenCalled();
  });

  it('tells the clinician the patient declined', async () => {
    const fetchSession = vi.fn().mockResolvedValue(session);
    render(<PatientCall token="abc" fetchSession={fetchSession} getMedia={camera} />);

    await vi.waitFor(() => expect(calls[0]?.prepare).toHaveBeenCalled());
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the call.')).toBeTruthy();
    expect(calls[0]!.leave).toHaveBeenCalledWith('declined');
    expect(calls[0]!.start).not.toHaveBeenCalled();
  });

  it('joins with a fresh session when the call could not be made ready in the preview', async () => {
    const fetchSession = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(session);
    render(<PatientCall token="abc" fetchSession={fetchSession} getMedia={camera} />);
    await vi.waitFor(() => expect(fetchSession).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(0);

    await userEvent.click(await screen.findByRole('button', { name: 'Join the call' }));
    expect(fetchSession).toHaveBeenCalledTimes(2);
    expect(calls[0]!.start).toHaveBeenCalled();
    expect(calls[0]!.prepare).not.toHaveBeenCalled();
  });

  it('fetches a fresh session when the server refuses the ticket, and says so when the link no longer works', async () => {
    const fresh = { ...session, token: 'fresh-ticket' };
    const fetchSession = vi.fn().mockResolvedValueOnce(session).mockResolvedValue(fresh);
    render(<PatientCall token="abc" fetchSession={fetchSession} getMedia={camera} />);
    await vi.waitFor(() => expect(calls[0]?.prepare).toHaveBeenCalled());
    await userEvent.click(await screen.findByRole('button', { name: 'Join the call' }));

    // The ticket expired or the link was replaced while the patient waited: the call is opened again on a new one.
    act(() => {
      calls[0]!.options.onStateChange?.('lost');
      calls[0]!.options.onRefused?.();
    });
    await vi.waitFor(() => expect(calls[1]?.start).toHaveBeenCalled());
    expect(calls[1]!.options.session).toEqual(fresh);
    expect(calls[0]!.close).toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Video call' })).toBeTruthy();

    // Refused again at once: the link itself has stopped working.
    act(() => calls[1]!.options.onRefused?.());
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not valid or has expired.');
    expect(calls).toHaveLength(2);
  });

  it('does not join on a prepared call whose ticket was refused in the preview', async () => {
    const fetchSession = vi.fn().mockResolvedValue(session);
    render(<PatientCall token="abc" fetchSession={fetchSession} getMedia={camera} />);
    await vi.waitFor(() => expect(calls[0]?.prepare).toHaveBeenCalled());
    act(() => {
      calls[0]!.options.onStateChange?.('lost');
      calls[0]!.options.onRefused?.();
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Join the call' }));
    expect(fetchSession).toHaveBeenCalledTimes(2);
    expect(calls[0]!.start).not.toHaveBeenCalled();
    expect(calls[1]!.start).toHaveBeenCalled();
  });

  it('prepares the call on a fresh session when the preview’s is half an hour old', async () => {
    const device = (kind: MediaDeviceKind, deviceId: string) =>
      ({ kind, deviceId, label: deviceId }) as MediaDeviceInfo;
    const enumerateDevices = vi
      .fn()
      .mockResolvedValue([device('videoinput', 'front'), device('videoinput', 'back'), device('audioinput', 'mic')]);
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { enumerateDevices } });
    // Each camera gives a stream of its own: the call is prepared again on it.
    const getMedia = vi.fn(async () => ({ getTracks: () => [track] }) as unknown as MediaStream);
    const fetchSession = vi.fn().mockResolvedValue(session);
    const realNow = Date.now.bind(Date);
    let later = 0;
    const now = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + later);
    try {
      render(<PatientCall token="abc" fetchSession={fetchSession} getMedia={getMedia} />);
      await vi.waitFor(() => expect(calls[0]?.prepare).toHaveBeenCalled());
      later = 5 * 60_000;
      await userEvent.selectOptions(await screen.findByLabelText('Camera'), 'back');
      await vi.waitFor(() => expect(calls[1]?.prepare).toHaveBeenCalled());
      expect(fetchSession).toHaveBeenCalledTimes(1);

      later = 31 * 60_000;
      await userEvent.selectOptions(screen.getByLabelText('Camera'), 'front');
      await vi.waitFor(() => expect(calls[2]?.prepare).toHaveBeenCalled());
      expect(fetchSession).toHaveBeenCalledTimes(2);
    } finally {
      now.mockRestore();
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });

  it('says when the link stopped working before joining', async () => {
    render(<PatientCall token="abc" fetchSession={async () => null} getMedia={camera} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Join the call' }));
    expect(screen.getByRole('alert').textContent).toContain('This link is not valid or has expired.');
  });

  it('explains a blocked camera and a missing one', async () => {
    const blocked = async () => Promise.reject(new DOMException('no', 'NotAllowedError'));
    const view = render(<PatientCall token="abc" getMedia={blocked} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your browser blocked the camera or microphone. Allow them for this page and try again.',
    );
    view.unmount();

    const missing = async () => Promise.reject(new DOMException('no', 'NotFoundError'));
    render(<PatientCall token="abc" getMedia={missing} />);
    expect((await screen.findByRole('alert')).textContent).toContain('No camera or microphone was found.');
  });

  it('lets the patient choose another camera and microphone in the preview', async () => {
    const device = (kind: MediaDeviceKind, deviceId: string, label: string) =>
      ({ kind, deviceId, label }) as MediaDeviceInfo;
    const enumerateDevices = vi
      .fn()
      .mockResolvedValue([
        device('videoinput', 'front', 'Front camera'),
        device('videoinput', 'back', 'Back camera'),
        device('audioinput', 'builtin', 'Built-in microphone'),
        device('audioinput', 'headset', 'Headset'),
      ]);
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { enumerateDevices } });
    const getMedia = vi.fn().mockResolvedValue(stream);
    try {
      render(<PatientCall token="abc" fetchSession={async () => session} getMedia={getMedia} />);
      await userEvent.selectOptions(await screen.findByLabelText('Camera'), 'Back camera');
      expect(getMedia).toHaveBeenLastCalledWith({ camera: 'back' });
      await userEvent.selectOptions(screen.getByLabelText('Microphone'), 'Headset');
      expect(getMedia).toHaveBeenLastCalledWith({ camera: 'back', microphone: 'headset' });
      // The previous preview's tracks are stopped each time.
      expect(track.stop).toHaveBeenCalledTimes(2);
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});
