import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openConsultation, type Consultation } from './harness';

/**
 * A real call through the built-in peer-to-peer provider: Anna (se.doctor) starts it, her patient
 * joins by the one-time link in a browser of their own, and both see the other's (fake) camera.
 */

let session: Consultation;

beforeAll(async () => {
  session = await openConsultation('se.doctor');
});

afterAll(async () => {
  await session?.close();
});

/** Frames the element has decoded and shown: proof that media really flows. */
const framesShown = (video: Locator) =>
  video.evaluate((el) => (el as HTMLVideoElement).getVideoPlaybackQuality().totalVideoFrames);

async function patientLink(page: Page): Promise<string> {
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.baseUrl });
  await page.getByRole('button', { name: 'Copy patient link' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('/join/');
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('peer-to-peer video call', () => {
  it('Anna calls, the patient joins by link, both receive video; the patient hangs up and Anna is told', async () => {
    const { page, browser } = session;
    const link = await patientLink(page);

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

  it('when the patient declines a second call, Anna is told and offered to end the meeting as a no-show', async () => {
    const { page, browser } = session;
    const link = await page.evaluate(() => navigator.clipboard.readText());
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
