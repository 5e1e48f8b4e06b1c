import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { copyPatientLink, openConsultation, type Consultation } from './harness';

/**
 * Real calls through each video provider: Anna (se.doctor) chooses the provider in the header and starts the call,
 * her patient joins by the one-time link in a browser of their own, and both see the other's (fake) camera.
 */

const PROVIDERS = [
  { name: 'built-in peer-to-peer', option: 'Built-in (peer-to-peer)', env: {} },
  // Janus started with the server, as `npm start` does, so that its start-up is not part of the first call.
  { name: 'Janus SFU', option: 'Janus media server', env: { JANUS_WARM: 'true' } },
] as const;

let session: Consultation;
/** The one-time link the first test of a provider made; later tests reuse it, as a patient would. */
let link: string;

/** Frames the element has decoded and shown: proof that media really flows. */
const framesShown = (video: Locator) =>
  video.evaluate((el) => (el as HTMLVideoElement).getVideoPlaybackQuality().totalVideoFrames);

/** Whether the element presents a frame within a second from now: media is flowing at this moment. */
const presentsNewFrame = (video: Locator) =>
  video.evaluate(
    (el) =>
      new Promise<boolean>((resolve) => {
        const element = el as HTMLVideoElement;
        if (!element.srcObject) return resolve(false);
        element.requestVideoFrameCallback(() => resolve(true));
        setTimeout(() => resolve(false), 1000);
      }),
  );

describe.each(PROVIDERS)('video call through the $name provider', ({ option, env }) => {
  // A server of its own for each provider: the call counter and the no-show rule start from nothing.
  beforeAll(async () => {
    session = await openConsultation('se.doctor', env);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('Anna calls, the patient joins by link, both receive video; the patient hangs up and Anna is told', async () => {
    const { page, browser } = session;
    await page.getByLabel('Video').selectOption({ label: option });
    await expect
      .poll(() => page.getByLabel('Video').inputValue())
      .toBe(option === PROVIDERS[0].option ? 'p2p' : 'janus');
    link = await copyPatientLink(page);

    await page.getByRole('button', { name: 'Start call' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('call')).toBe('1');
    const call = page.getByRole('region', { name: 'Video call' });
    await call.waitFor();

    const patientContext = await browser.newContext();
    const patient = await patientContext.newPage();
    await patient.goto(link);
    await patient.getByRole('button', { name: 'Join the call' }).click();

    await expect.poll(() => framesShown(call.getByLabel('Patient video')), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => framesShown(patient.getByLabel('Your clinician')), { timeout: 15_000 }).toBeGreaterThan(0);

    await patient.getByRole('button', { name: 'Hang up' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The patient hung up' }).count()).toBe(1);

    await page.getByRole('button', { name: 'End call' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('call')).toBe(false);
    await patientContext.close();

    const timeline = (await (
      await page.request.get(`${session.server.baseUrl}/api/video-meeting/room/timeline/${session.meetingId}`)
    ).json()) as { events: { event: string }[] };
    expect(timeline.events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['clinician-connected', 'remote-stream-connected', 'call-ended']),
    );
  });

  it('a second call offers to end the meeting as a no-show', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Restart call' }).click();
    await page.getByRole('region', { name: 'Video call' }).waitFor();
    await page.getByRole('button', { name: 'End call' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'End as no-show' }).count()).toBeGreaterThan(0);
  });

  it('the patient drops out and comes back by the link; the call resumes without Anna restarting it', async () => {
    const { page, browser } = session;
    await page.getByRole('button', { name: 'Restart call' }).click();
    const call = page.getByRole('region', { name: 'Video call' });
    const remote = call.getByLabel('Patient video');

    const first = await browser.newContext();
    const patient = await first.newPage();
    await patient.goto(link);
    await patient.getByRole('button', { name: 'Join the call' }).click();
    await expect.poll(() => framesShown(remote), { timeout: 15_000 }).toBeGreaterThan(0);

    // The patient's browser goes away without hanging up.
    await first.close();
    await expect.poll(() => remote.evaluate((el) => (el as HTMLVideoElement).srcObject === null)).toBe(true);

    const again = await browser.newContext();
    const back = await again.newPage();
    await back.goto(link);
    await back.getByRole('button', { name: 'Join the call' }).click();
    await expect.poll(() => presentsNewFrame(remote), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Restart call' }).count()).toBe(0);

    await back.getByRole('button', { name: 'Hang up' }).click();
    await page.getByRole('button', { name: 'End call' }).click();
    await again.close();
  });

  it('when the patient declines a second call, Anna is told and offered to end the meeting as a no-show', async () => {
    const { page, browser } = session;
    await page.getByRole('button', { name: /^(Start|Restart) call$/ }).click();
    await page.getByRole('region', { name: 'Video call' }).waitFor();

    const patientContext = await browser.newContext();
    const patient = await patientContext.newPage();
    await patient.goto(link);
    await patient.getByRole('button', { name: 'Decline' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'The patient declined the call' }).count())
      .toBe(1);
    await page.getByRole('button', { name: 'End as no-show' }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('confirmNoShow')).toBe('1');
    await page.getByRole('dialog', { name: 'End the meeting as a no-show?' }).waitFor();
    await patientContext.close();
  });
});

describe('the preferred-provider prompt', () => {
  beforeAll(async () => {
    session = await openConsultation('se.doctor');
  });
  afterAll(async () => {
    await session?.close();
  });

  it('asks after a first call when no provider is chosen, and dismissing it chooses the second provider', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Start call' }).click();
    await page.getByRole('region', { name: 'Video call' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Which video provider do you prefer?' }).count()).toBe(0);
    await page.getByRole('button', { name: 'End call' }).click();

    const prompt = page.getByRole('dialog', { name: 'Which video provider do you prefer?' });
    await prompt.waitFor();
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByLabel('Video').inputValue()).toBe('janus');
    await page.reload();
    await page.getByRole('button', { name: /^(Start|Restart) call$/ }).waitFor();
    expect(await prompt.count()).toBe(0);
  });
});
