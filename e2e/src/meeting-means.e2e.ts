import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { MeetingListResponse } from '@konsult/domain';
import { appInChromium, englishContext, signInThroughApi } from './harness';

/**
 * Sarah (gb.nurse) sees George Whitfield, who joins by a one-time web link. She cannot end the meeting before she
 * has said how it was held; her answer is saved as she picks it and is there after a reload.
 */

const app = appInChromium();
let context: BrowserContext;
let page: Page;
let meeting: MeetingListResponse['meetings'][number];

beforeAll(async () => {
  context = await englishContext(app.browser);
  page = await context.newPage();
  await signInThroughApi(page.context(), app.baseUrl, 'gb.nurse');
  const list = (await (await page.request.get(`${app.baseUrl}/api/meetings`)).json()) as MeetingListResponse;
  meeting = list.meetings.find((m) => m.patientName === 'George Whitfield' && m.status === 'SCHEDULED')!;
  expect(meeting).toBeTruthy();
});

describe('meeting means for a one-time web user', () => {
  it('blocks ending until answered; the answer is saved and kept over a reload', async () => {
    await page.goto(`${app.baseUrl}/emr/${meeting.id}`);
    const question = page.getByRole('region', { name: 'How was the meeting held?' });
    await question.waitFor();

    const end = page
      .getByRole('region', { name: 'Finishing the meeting' })
      .getByRole('button', { name: 'End meeting' });
    await expect.poll(() => end.isEnabled()).toBe(true);
    await end.click();
    const dialog = page.getByRole('dialog', { name: 'Required fields are missing' });
    await dialog.getByText('Meeting: Meeting means').waitFor();
    await dialog.getByRole('button', { name: 'Back to the forms' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const saved = page.waitForResponse((response) =>
      response.url().endsWith(`/api/meeting/doctor/meeting/${meeting.id}/meeting-means`),
    );
    await question.getByRole('radio', { name: 'Video', exact: true }).check();
    expect((await saved).status()).toBe(200);
    await question.getByText('Saved').waitFor();

    await page.reload();
    await question.waitFor();
    expect(await question.getByRole('radio', { name: 'Video', exact: true }).isChecked()).toBe(true);
    expect(await question.getByRole('radio', { name: 'Phone', exact: true }).isChecked()).toBe(false);
  });

  it('the header counts down to the scheduled start, second by second, on the page’s clock', async () => {
    const clocked = await context.newPage();
    const start = meeting.scheduledStartTime;
    await clocked.clock.install({ time: start - 5 * 60_000 });
    await clocked.goto(`${app.baseUrl}/emr/${meeting.id}`);
    const timer = clocked.getByRole('timer');
    const secondsLeft = async () => {
      const match = /^Starts in (\d+):(\d\d)$/.exec((await timer.textContent()) ?? '');
      return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
    };
    await timer.waitFor();
    // The clock ran on while the page loaded; it is still within seconds of 5:00.
    expect(await secondsLeft()).toBeGreaterThan(4 * 60 + 30);

    await clocked.clock.pauseAt(start - 4 * 60_000 - 30_000);
    await expect.poll(secondsLeft).toBeLessThanOrEqual(271);
    const before = await secondsLeft();
    expect(before).toBeGreaterThanOrEqual(270);
    await clocked.clock.runFor(1000);
    await expect.poll(secondsLeft).toBe(before - 1);
    await clocked.close();
  });
});
