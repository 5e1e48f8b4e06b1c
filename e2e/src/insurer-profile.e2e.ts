import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_IDS, demoMeetingId, demoPatientId } from '../../packages/server/src/demo/demo-ids';
import { appInChromium, clinicianPage, seriousAxeViolations } from './harness';

/**
 * Issue 20's profile panels as gb.vitality (Rebecca Shaw) reads them in real Chromium against the built app and the
 * embedded insurer's demo members: Hannah Clarke's MORI policy shows its moratorium start date, Aisha Okafor's FMU
 * policy 'Not Applicable' and her empty values 'No information', with the migration warning on her meeting.
 * gb.vitality's caseload alternates Hannah and Aisha over the day's slots (demo-meetings.ts): today-current is
 * Hannah's (DEMO_IDS.meetings.gbVitalityCurrent), today-text Aisha's — each story checks it has the right member.
 */

const app = appInChromium();
const HANNAH = DEMO_IDS.patients.gbHannahVitality;
const AISHA = demoPatientId(0x207);

const paneOf = (page: Page) => page.getByRole('region', { name: 'Patient record' });
const section = (page: Page, name: string) => paneOf(page).getByRole('region', { name });

/** The value a panel's fact list gives a label. */
function fact(panel: Locator, label: string): Locator {
  return panel.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

async function openProfile(page: Page, meetingId: string, tab: string): Promise<void> {
  await page.goto(`${app.baseUrl}/emr/${meetingId}?leftbar=${tab}`);
  await paneOf(page).getByRole('tablist', { name: 'Record sections' }).waitFor({ timeout: 15_000 });
}

describe('the Vitality profile panels (issue 20)', () => {
  let page: Page;

  beforeAll(async () => {
    // bypassCSP: the app's CSP refuses the injected axe-core script otherwise.
    page = await clinicianPage(app.browser, app.baseUrl, 'gb.vitality', { bypassCSP: true });
  });

  afterAll(async () => {
    await page.context().close();
  });

  it('shows Hannah’s MORI policy with its moratorium start date, limits in pounds and her claim', async () => {
    expect(HANNAH).toBe(demoPatientId(0x205));
    await openProfile(page, DEMO_IDS.meetings.gbVitalityCurrent, 'vitality-insurance-details');
    const sections = paneOf(page).getByRole('tablist', { name: 'Vitality profile sections' });
    await expect.poll(() => sections.getByRole('tab', { selected: true }).innerText()).toBe('Insurance details');

    const member = section(page, 'Member information');
    await expect.poll(() => fact(member, 'Name').innerText()).toBe('Hannah Clarke');

    const plan = section(page, 'Plan information');
    await expect.poll(() => fact(plan, 'Underwriting').innerText()).toBe('MORI');
    expect(await fact(plan, 'Moratorium start date').innerText()).toBe('1 Mar 2024');
    expect(await plan.getByRole('row', { name: /^Outpatient £1,000\.00 £650\.00$/ }).count()).toBe(1);

    const claim = section(page, 'Insurance claim summary');
    await expect.poll(() => fact(claim, 'Claim number').innerText()).toBe('VHC-4417-2093');
    await claim.getByText('Insurance claim', { exact: true }).waitFor();
    await claim.getByRole('link', { name: 'Triage summary.pdf' }).waitFor();
    expect(await claim.getByText('Appointments remaining').count()).toBe(0);

    // Collapsible: the plan folds away and opens again.
    const toggle = plan.getByRole('button', { name: 'Plan information' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await fact(plan, 'Moratorium start date').count()).toBe(0);
    await toggle.click();
    await expect.poll(() => fact(plan, 'Moratorium start date').innerText()).toBe('1 Mar 2024');

    // No migration warning on Hannah's meeting; nothing serious or critical for axe-core in the panels.
    expect(await seriousAxeViolations(paneOf(page), 'Vitality insurance details')).toEqual([]);
    expect(
      await paneOf(page)
        .getByRole('alert', { name: /already exists in another system/ })
        .count(),
    ).toBe(0);

    await sections.getByRole('tab', { name: /^Personal details/ }).click();
    const wellness = section(page, 'Wellness information');
    await expect.poll(() => fact(wellness, 'Vitality age').innerText()).toBe('39');
    await wellness.getByText('Sleep: Moderate risk').waitFor();
    await expect.poll(() => fact(section(page, 'Patient information'), 'Name').innerText()).toBe('Hannah Clarke');
    expect(await seriousAxeViolations(paneOf(page), 'Vitality personal details')).toEqual([]);
  });

  it('shows Aisha’s FMU policy as Not Applicable, her empty values as No information, and the migration warning', async () => {
    expect(AISHA).not.toBe(HANNAH);
    await openProfile(page, demoMeetingId('gb.vitality', 'today-text'), 'vitality-insurance-details');

    const member = section(page, 'Member information');
    await expect.poll(() => fact(member, 'Name').innerText()).toBe('Aisha Okafor');
    expect(await fact(member, 'Mobile number').innerText()).toBe('No information');

    const plan = section(page, 'Plan information');
    await expect.poll(() => fact(plan, 'Underwriting').innerText()).toBe('FMU');
    expect(await fact(plan, 'Moratorium start date').innerText()).toBe('Not Applicable');
    expect(await plan.getByRole('row', { name: /^Outpatient £0\.00 £0\.00$/ }).count()).toBe(1);

    const cover = section(page, 'Cover information');
    await expect.poll(() => fact(cover, 'Cover exclusions').innerText()).toBe('No information');

    const claim = section(page, 'Insurance claim summary');
    await expect.poll(() => fact(claim, 'Claim number').innerText()).toBe('VHC-5802-7719');
    await claim.getByText('Prehab', { exact: true }).waitFor();
    await paneOf(page)
      .getByRole('alert', { name: /Vitality data already exists in another system/ })
      .waitFor();
  });
});
