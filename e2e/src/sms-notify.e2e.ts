import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appInChromium, englishContext, signInThroughApi } from './harness';

/**
 * Sarah (gb.nurse) texts George Whitfield, who joins by a one-time link, the link to today's
 * meeting. The button then waits out its minute; a fake clock in the page moves time along. The
 * development outbox page shows the message the built-in SMS gateway "sent".
 */

const app = appInChromium();
let page: Page;

beforeAll(async () => {
  page = await (await englishContext(app.browser)).newPage();
  // Before the first page loads, so that the app's Date.now and setInterval are the test's to move.
  await page.clock.install();
});

describe('texting the one-time link to the patient', () => {
  it('Sarah sends George the link; the button counts down a minute and is back when it is over', async () => {
    await signInThroughApi(page.context(), app.baseUrl, 'gb.nurse');
    await page.goto(app.baseUrl);
    await page
      .getByRole('link', { name: /George Whitfield.*Scheduled/ })
      .first()
      .click();
    await page.waitForURL(/\/emr\/[0-9a-f-]{36}/);

    await page.getByRole('button', { name: 'Send link by SMS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the link by SMS' });
    await dialog.getByText('+44 117 496 0123').waitFor();
    await dialog.getByText(new RegExp(`^${app.baseUrl}/join/[A-Za-z0-9_-]{43}$`)).waitFor();
    await dialog.getByRole('button', { name: 'Send SMS' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('status').filter({ hasText: 'SMS sent' }).waitFor();
    const waiting = page.getByRole('button', { name: /^Send again in \d+ s$/ });
    await waiting.waitFor();
    expect(await waiting.isDisabled()).toBe(true);
    expect(Number((await waiting.innerText()).match(/\d+/)![0])).toBeGreaterThanOrEqual(58);

    await page.clock.fastForward(30_000);
    await expect.poll(() => waiting.innerText()).toMatch(/^Send again in (30|29|28) s$/);

    await page.clock.fastForward(31_000);
    const again = page.getByRole('button', { name: 'Send link by SMS' });
    await again.waitFor();
    expect(await again.isEnabled()).toBe(true);
  });

  it('the development outbox page lists the SMS as delivered, with the link token masked', async () => {
    await page.goto(`${app.baseUrl}/dev/outbox`);
    const table = page.getByRole('table', { name: 'Outbox (development)' });
    await table.waitFor();
    const row = table.getByRole('row').filter({ hasText: '+44 117 496 0123' });
    await expect.poll(() => row.innerText()).toContain('Delivered');
    const text = await row.innerText();
    expect(text).toContain('sms');
    expect(text).toContain(`${app.baseUrl}/join/[token]`);
  });
});
