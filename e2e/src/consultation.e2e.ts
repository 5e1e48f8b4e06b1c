import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { appInChromium, signIn } from './harness';

/**
 * Anna, a Swedish GP (se.doctor), works through her day in the built app in real Chromium.
 * Her market's language is Swedish, so that is what she reads and clicks.
 */

const app = appInChromium();
let context: BrowserContext;
let page: Page;
let meetingUrl: string;

beforeAll(async () => {
  context = await app.browser.newContext();
  page = await context.newPage();
});

describe('a Swedish doctor’s consultation screen', () => {
  it('Anna signs in and sees her meetings, in Swedish', async () => {
    await signIn(page, app.baseUrl, 'se.doctor');
    await expect.poll(() => page.getByRole('heading', { name: 'Mina möten' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: /Bokad|Pågår/ }).count()).toBeGreaterThan(0);
    const ended = page.getByRole('region', { name: 'Avslutade' });
    expect(await ended.getByRole('link', { name: /Avbokad/ }).count()).toBeGreaterThan(0);
    expect(await ended.getByRole('link', { name: /Avslutad/ }).count()).toBeGreaterThan(0);
  });

  it('she opens a meeting and sees the consultation shell: record pane, note and action bar', async () => {
    const first = page.getByRole('link', { name: /Bokad|Pågår/ }).first();
    const name = (await first.innerText()).split('\n')[0]!.trim();
    await first.click();
    await page.waitForURL(/\/emr\/[0-9a-f-]{36}/);
    meetingUrl = page.url().split('?')[0]!;
    await expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Patientjournal' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Journalanteckning' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Åtgärder' }).isVisible()).toBe(true);
    expect(await page.getByText(/^Personnummer \d{8}-\d{4}$/).isVisible()).toBe(true);
  });

  it('the record tab and the open action survive a reload', async () => {
    // The address keeps the open action and the record tab.
    await page.goto(`${meetingUrl}?leftbar=patient&action=book-revisit`);
    const panel = page.getByRole('complementary', { name: 'Boka återbesök' });
    await expect.poll(() => panel.getByRole('form', { name: 'Boka återbesök' }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => panel.getByRole('form', { name: 'Boka återbesök' }).isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Patient' }).getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.get('action')).toBe('book-revisit');
    expect(new URL(page.url()).searchParams.get('leftbar')).toBe('patient');

    await panel.getByRole('button', { name: 'Stäng' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('action')).toBe(false);
    expect(await panel.count()).toBe(0);
  });

  it('Alt+R hides and shows the record pane', async () => {
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Alt+r');
    await expect.poll(() => page.getByRole('button', { name: 'Visa journalen' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Patientjournal' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Visa journalen' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Patientjournal' }).isVisible()).toBe(true);
  });

  it('an unknown action in the address shows an error page, not a blank screen', async () => {
    await page.goto(`${meetingUrl}?action=no-such-action`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Okänd åtgärd ”no-such-action”' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Tillbaka till startsidan' }).isVisible()).toBe(true);
  });

  it('a meeting that does not exist shows the not-found page with a link home', async () => {
    await page.goto(`${app.baseUrl}/emr/does-not-exist`);
    await expect.poll(() => page.getByRole('heading', { name: 'Mötet hittades inte' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Tillbaka till startsidan' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Mina möten' }).isVisible()).toBe(true);
  });

  it('a cancelled meeting shows the cancelled page with her pool’s country', async () => {
    await page
      .getByRole('region', { name: 'Avslutade' })
      .getByRole('link', { name: /Avbokad/ })
      .first()
      .click();
    await expect.poll(() => page.getByRole('heading', { name: 'Mötet har avbokats' }).isVisible()).toBe(true);
    expect(
      await page
        .getByText(/Sverige/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'Tillbaka till startsidan' }).isVisible()).toBe(true);
  });

  it('she switches the app to English', async () => {
    await page.goto(app.baseUrl);
    await page.getByLabel('Språk').selectOption('en');
    await expect.poll(() => page.getByRole('heading', { name: 'My meetings' }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'My meetings' }).isVisible()).toBe(true);
  });

  it('after signing out, the app asks her to sign in again', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    await page.goto(meetingUrl);
    await page.waitForURL(/\/login/);
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
  });
});

describe('another market’s clinician', () => {
  it('a UK GP opening Anna’s meeting sees the same not-found page as for a missing one', async () => {
    const other = await app.browser.newContext();
    const gbPage = await other.newPage();
    await signIn(gbPage, app.baseUrl, 'gb.gp');
    await expect.poll(() => gbPage.getByRole('heading', { name: 'My meetings' }).isVisible()).toBe(true);
    await gbPage.goto(meetingUrl);
    await expect.poll(() => gbPage.getByRole('heading', { name: 'Meeting not found' }).isVisible()).toBe(true);
    await other.close();
  });

  it('a wrong password is refused with a clear message', async () => {
    const other = await app.browser.newContext();
    const p = await other.newPage();
    await p.goto(`${app.baseUrl}/login`);
    await p.getByLabel('Username').fill('gb.nurse');
    await p.getByLabel('Password').fill('wrong');
    await p.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => p.getByRole('alert').innerText()).toContain('Wrong username or password');
    await other.close();
  });
});
