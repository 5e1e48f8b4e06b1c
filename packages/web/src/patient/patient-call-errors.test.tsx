import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { svPatientTexts } from '../i18n/locales/patient.sv';
import { PatientCall } from './patient-call';
import { PageLanguageContext } from './patient-texts';

/** What the patient reads when joining fails, before any call is made (seed 002 §8 classes, domain classifier). */

const track = { enabled: true, stop: vi.fn() };
const stream = { getTracks: () => [track] } as unknown as MediaStream;
const camera = async () => stream;

beforeEach(() => {
  // happy-dom accepts only its own MediaStream for srcObject; the fake stream stands in for a camera's.
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', { configurable: true, set() {}, get: () => null });
});

afterEach(() => {
  Reflect.deleteProperty(HTMLMediaElement.prototype, 'srcObject');
  vi.restoreAllMocks();
});

async function joinWith(fetchSession: () => Promise<never>) {
  render(<PatientCall token="abc" fetchSession={fetchSession} getMedia={camera} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Join the call' }));
  return screen.getByRole('alert');
}

describe('patient join errors', () => {
  it('a network failure asks the patient to check the connection, and Join stays to try again', async () => {
    const alert = await joinWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(alert.textContent).toBe('We could not reach konsult. Check your internet connection and try again.');
    expect((screen.getByRole('button', { name: 'Join the call' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a server fault says konsult is not answering', async () => {
    const alert = await joinWith(() => Promise.reject(Object.assign(new Error('video session: 503'), { status: 503 })));
    expect(alert.textContent).toBe('konsult is not answering right now. Wait a minute and try again.');
  });

  it('a refused link ends here: the patient needs a new link', async () => {
    const alert = await joinWith(() => Promise.reject(Object.assign(new Error('video session: 403'), { status: 403 })));
    expect(alert.textContent).toContain('Ask your clinician for a new link.');
    expect(screen.queryByRole('button', { name: 'Join the call' })).toBeNull();
  });

  it('a camera in use by another app says so, and Try again asks for it once more', async () => {
    const getMedia = vi
      .fn<() => Promise<MediaStream>>()
      .mockRejectedValueOnce(new DOMException('Could not start video source', 'NotReadableError'))
      .mockResolvedValue(stream);
    // Once the camera runs, the page gets the call ready: a session that never comes keeps this test offline.
    const fetchSession = () => new Promise<never>(() => undefined);
    render(<PatientCall token="abc" fetchSession={fetchSession} getMedia={getMedia} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your camera or microphone is being used by another app.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Join the call' })).toBeTruthy();
    expect(getMedia).toHaveBeenCalledTimes(2);
  });

  it('speaks the page’s language: Swedish for a Swedish page', async () => {
    render(
      <PageLanguageContext value={{ language: 'sv', texts: svPatientTexts }}>
        <PatientCall token="abc" getMedia={() => Promise.reject(new DOMException('x', 'NotAllowedError'))} />
      </PageLanguageContext>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Webbläsaren blockerade kameran eller mikrofonen.');
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeTruthy();
  });
});
