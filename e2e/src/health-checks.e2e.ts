import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { appInChromium, seriousAxeViolations, signInThroughApi } from './harness';

/**
 * Health checks and self-assessments in real Chromium (seed 001 §2.3; issue 6). Anna (se.doctor) opens Elin's
 * health checks beside today's meeting, opens her newest extended health check and sees TSH labelled out of range
 * and the blood pressure taken at the visit; then her self-assessments: a PHQ-9 total, 'show all' for the three
 * oldest, and a response copied to the clipboard. axe-core finds nothing serious or critical in either panel.
 */

const app = appInChromium();
let context: BrowserContext;
let page: Page;
const warnings: string[] = [];

beforeAll(async () => {
  // The app's CSP forbids the injected axe script, which this context bypasses.
  context = await app.browser.newContext({ bypassCSP: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
  await context.addInitScript(() => window.localStorage.setItem('konsult.language', 'en'));
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await signInThroughApi(page.context(), app.baseUrl, 'se.doctor');
});

const paneOf = () => page.getByRole('region', { name: 'Patient record' });
const sections = () => paneOf().getByRole('tablist', { name: 'Medical records sections' });

const audit = (state: string) => seriousAxeViolations(paneOf(), `health checks, ${state}`);

describe('health checks and self-assessments beside a Swedish consultation', () => {
  it('Anna opens Elin’s newest extended health check: TSH out of range, and the measurements of the visit', async () => {
    await page.goto(`${app.baseUrl}/emr/${demoMeetingId('se.doctor', 'today-current')}?leftbar=health-check`);
    const list = paneOf().getByRole('list', { name: 'Completed lab tests' });
    await list.waitFor({ timeout: 15_000 });
    expect(await list.getByRole('listitem').count()).toBe(5);

    const toggle = list.getByRole('button', { name: /Health check, extended/ }).first();
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const thyroid = paneOf().getByRole('table', { name: 'Thyroid (1 out of range)' });
    await thyroid.waitFor();
    expect(await thyroid.getByRole('row', { name: /TSH/ }).innerText()).toMatch(/Out of range \(high\)/);
    const potassium = paneOf()
      .getByRole('table', { name: 'Salts' })
      .getByRole('row', { name: /Potassium/ });
    expect(await potassium.innerText()).toMatch(/No value[\s\S]*Unknown/);

    const measurements = paneOf().getByRole('region', { name: 'Body measurements' });
    await measurements.getByText('142/91 mmHg').waitFor();
    expect(await measurements.innerText()).toMatch(/BMI\s*22\.7 kg\/m²/);
    expect(await paneOf().getByRole('region', { name: 'Doctor’s comment' }).innerText()).toContain('Anna Lindgren');

    expect(await audit('health check opened')).toEqual([]);
  });

  it('her self-assessments: a PHQ-9 total, show all, copy to the clipboard', async () => {
    await sections()
      .getByRole('tab', { name: /^Self-assessment/ })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('leftbar')).toBe('self-assessment');
    const list = paneOf().getByRole('list', { name: 'Self-assessments' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(10);
    const newestPhq9 = list.getByRole('button', { name: /PHQ-9 \(depression\)/ }).first();
    expect(await newestPhq9.innerText()).toContain('Total score 4 of 27, minimal');
    // The sleep diary is a type the client does not know: logged, not shown.
    expect(await paneOf().getByText(/sleep/i).count()).toBe(0);
    expect(warnings.some((w) => w.includes('sleep_diary_v2'))).toBe(true);

    await paneOf().getByRole('button', { name: 'Show all (3 more)' }).click();
    expect(await list.getByRole('listitem').count()).toBe(13);
    await list.getByRole('button', { name: /Total score 17 of 27, moderately severe/ }).waitFor();

    await newestPhq9.click();
    await paneOf().getByRole('button', { name: 'Copy to clipboard' }).click();
    await paneOf().getByText('Copied to the clipboard').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^PHQ-9 \(depression\) – /);
    expect(copied).toContain('Total score 4 of 27, minimal');
    expect(copied).toContain('1. Lite intresse eller glädje i att göra saker');
    expect(copied).toContain('   Inte alls');

    expect(await audit('self-assessments, all shown, one open')).toEqual([]);
  });
});
