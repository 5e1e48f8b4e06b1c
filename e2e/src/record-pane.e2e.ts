import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoMeetingId, type DemoUsername } from '../../packages/server/src/demo/demo-ids';
import { appInChromium, clinicianPage, seriousAxeViolations } from './harness';

/**
 * The record pane in real Chromium against the built app: each market's clinician gets seed 001 §2.1's tabs, the
 * pane opens on symptoms when the meeting has them and on the patient otherwise, the tab lives in the address
 * (click, reload), and axe-core finds nothing serious or critical in it.
 */

type Market = {
  username: DemoUsername;
  tabs: string[];
  /** The sub-tabs under each parent tab. */
  children: Record<string, string[]>;
};

// Sweden also gets the medication list, which §2.1 names only in passing (see recordPaneTabs in the domain).
const MARKETS: Market[] = [
  {
    username: 'se.doctor',
    tabs: ['Symptoms', 'Patient', 'Upcoming appointments', 'Medical records', 'Medications', 'Vaccinations'],
    children: { 'Medical records': ['Record entries', 'Self-assessment', 'Health check'] },
  },
  {
    username: 'gb.gp',
    tabs: ['Symptoms', 'Patient', 'Documents', 'Medical records'],
    children: { 'Medical records': ['Consultation history', 'Self-assessment'] },
  },
  {
    username: 'gb.vitality',
    // Hannah's meeting comes with her insurance claim, and the pane shows her booking (issue 20).
    tabs: ['Symptoms', 'Documents', 'Vitality profile', 'Insurance claim', 'Booking', 'Medical records'],
    children: {
      'Vitality profile': ['Insurance details', 'Personal details'],
      'Medical records': ['Consultation history', 'Self-assessment', 'Vitals'],
    },
  },
  {
    username: 'fr.doctor',
    tabs: ['Symptoms', 'Patient', 'Documents', 'Medical records'],
    children: { 'Medical records': ['Consultation history', 'Self-assessment'] },
  },
  {
    username: 'no.doctor',
    tabs: ['Symptoms', 'Patient', 'Documents', 'Medical records'],
    children: { 'Medical records': ['Consultation history', 'Self-assessment'] },
  },
];

const app = appInChromium();

/** Signed in, in English; the app's CSP forbids the injected axe script, which this context bypasses. */
const signedIn = (username: DemoUsername) => clinicianPage(app.browser, app.baseUrl, username, { bypassCSP: true });

const paneOf = (page: Page) => page.getByRole('region', { name: 'Patient record' });
const mainTabs = (page: Page) => paneOf(page).getByRole('tablist', { name: 'Record sections' });

/** A tab list's tab names, without their counters. */
function tabNames(list: Locator): Promise<string[]> {
  return list.locator(':scope > [role="tab"] .mantine-Tabs-tabLabel').allInnerTexts();
}

function selectedTab(list: Locator): Promise<string> {
  return list.locator(':scope > [role="tab"][aria-selected="true"] .mantine-Tabs-tabLabel').innerText();
}

async function openMeeting(page: Page, meetingId: string, leftbar?: string): Promise<void> {
  await page.goto(`${app.baseUrl}/emr/${meetingId}${leftbar ? `?leftbar=${leftbar}` : ''}`);
  await mainTabs(page).waitFor({ timeout: 15_000 });
}

/** axe-core on the pane (seed-level accessibility check of issue 5). */
const audit = (page: Page, state: string) => seriousAxeViolations(paneOf(page), `record pane, ${state}`);

describe('the record pane’s tabs per market (seed 001 §2.1)', () => {
  for (const market of MARKETS) {
    it(`${market.username} gets the market’s tabs, opens on symptoms, and the pane passes axe-core`, async () => {
      const page = await signedIn(market.username);
      await openMeeting(page, demoMeetingId(market.username, 'today-current'));

      expect(await tabNames(mainTabs(page))).toEqual(market.tabs);
      await expect.poll(() => selectedTab(mainTabs(page))).toBe('Symptoms');
      await paneOf(page).getByRole('heading', { level: 2 }).first().waitFor();
      expect(new URL(page.url()).searchParams.has('leftbar')).toBe(false);
      expect(await audit(page, `${market.username}, symptoms`)).toEqual([]);

      for (const [parent, children] of Object.entries(market.children)) {
        await mainTabs(page)
          .getByRole('tab', { name: new RegExp(`^${parent}`) })
          .click();
        const sections = paneOf(page).getByRole('tablist', { name: `${parent} sections` });
        await sections.waitFor();
        expect(await tabNames(sections)).toEqual(children);
        expect(await selectedTab(sections)).toBe(children[0]);
      }

      const patientTab = market.tabs.includes('Patient') ? 'Patient' : 'Documents';
      await mainTabs(page)
        .getByRole('tab', { name: new RegExp(`^${patientTab}`) })
        .click();
      if (patientTab === 'Patient') {
        await paneOf(page).getByRole('region', { name: 'Personal details' }).waitFor();
        await paneOf(page).getByRole('region', { name: 'Height and weight' }).waitFor();
      }
      expect(await audit(page, `${market.username}, ${patientTab}`)).toEqual([]);
      await page.context().close();
    });
  }
});

describe('Rebecca’s Vitality booking tab (gb.vitality, issue 20)', () => {
  it('shows what Hannah booked, the account holder’s e-mail and the claim the booking uses', async () => {
    const page = await signedIn('gb.vitality');
    await openMeeting(page, demoMeetingId('gb.vitality', 'today-current'));
    await mainTabs(page)
      .getByRole('tab', { name: /^Booking/ })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('leftbar')).toBe('vitality-booking');
    await paneOf(page).getByRole('heading', { name: 'Booking', level: 2 }).waitFor();
    const fact = (section: string, label: string) =>
      paneOf(page)
        .getByRole('region', { name: section })
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
    expect(await fact('Appointment', 'Consultation type').innerText()).toBe('Video');
    expect(await fact('Appointment', 'Appointment time').innerText()).toMatch(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
    await expect.poll(() => fact('Claim used for this booking', 'Claim number').innerText()).toBe('VHC-4417-2093');
    expect(await fact('Claim used for this booking', 'Claim type').innerText()).toBe('Insurance claim');
    await fact('Account holder', 'E-mail given to Vitality').waitFor();
    expect(await audit(page, 'gb.vitality, booking')).toEqual([]);
    await page.context().close();
  });
});

describe('Anna’s record pane (se.doctor)', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedIn('se.doctor');
  });

  it('opens a meeting without symptoms on the patient tab', async () => {
    await openMeeting(page, demoMeetingId('se.doctor', 'upcoming-tomorrow'));
    expect(await tabNames(mainTabs(page))).not.toContain('Symptoms');
    await expect.poll(() => selectedTab(mainTabs(page))).toBe('Patient');
    await paneOf(page).getByRole('region', { name: 'Warnings' }).waitFor();
  });

  it('opens a prescription renewal on the patient tab even with symptoms', async () => {
    await openMeeting(page, demoMeetingId('se.doctor', 'today-text'));
    expect(await tabNames(mainTabs(page))).toContain('Symptoms');
    await expect.poll(() => selectedTab(mainTabs(page))).toBe('Patient');
  });

  it('keeps the clicked tab in the address, and a reload keeps the tab', async () => {
    const meetingId = demoMeetingId('se.doctor', 'today-current');
    await openMeeting(page, meetingId);
    await mainTabs(page)
      .getByRole('tab', { name: /^Vaccinations/ })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('leftbar')).toBe('vaccination-list');
    await page.reload();
    await mainTabs(page).waitFor();
    await expect.poll(() => selectedTab(mainTabs(page))).toBe('Vaccinations');
    await paneOf(page).getByRole('heading', { name: 'Vaccinations', level: 2 }).waitFor();

    await mainTabs(page)
      .getByRole('tab', { name: /^Medical records/ })
      .click();
    const sections = paneOf(page).getByRole('tablist', { name: 'Medical records sections' });
    await sections.getByRole('tab', { name: /^Health check/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('leftbar')).toBe('health-check');
    await page.reload();
    await mainTabs(page).waitFor();
    await expect.poll(() => selectedTab(mainTabs(page))).toBe('Medical records');
    expect(await selectedTab(paneOf(page).getByRole('tablist', { name: 'Medical records sections' }))).toBe(
      'Health check',
    );
  });

  it('shows the internal referral and the patient’s documents on her revisit, and opens a document', async () => {
    await openMeeting(page, demoMeetingId('se.doctor', 'today-next'));
    expect(await tabNames(mainTabs(page))).toEqual([
      'Symptoms',
      'Patient',
      'Insurance claim',
      'Upcoming appointments',
      'Documents',
      'Medical records',
      'Medications',
      'Vaccinations',
    ]);
    await paneOf(page).getByText('Internal referral from Maria Ek').waitFor();

    await mainTabs(page)
      .getByRole('tab', { name: /^Documents/ })
      .click();
    const thumbnails = paneOf(page).getByRole('button', { name: /^Open document from/ });
    await thumbnails.first().waitFor();
    expect(await thumbnails.count()).toBe(2);
    expect(await audit(page, 'se.doctor, documents')).toEqual([]);
    await thumbnails.first().click();
    const viewer = page.getByRole('dialog', { name: /^Document 1 of 2/ });
    await viewer.waitFor();
    await viewer.getByRole('button', { name: 'Next' }).click();
    const image = page.getByRole('dialog', { name: /^Document 2 of 2/ }).getByRole('img', { name: /^Document from/ });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
  });

  it('shows an error page for a tab she does not have', async () => {
    await page.goto(`${app.baseUrl}/emr/${demoMeetingId('se.doctor', 'today-current')}?leftbar=treatment-programme`);
    await page.getByRole('heading', { name: 'The tab “treatment-programme” is not available' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to home' }).isVisible()).toBe(true);
  });
});
