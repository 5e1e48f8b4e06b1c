import { beforeAll, describe, expect, it } from 'vitest';
import type { LabReferralsResponse } from '@konsult/domain';
import type { Locator, Page } from 'playwright-core';
import { demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { appInChromium, clinicianPage, seriousAxeViolations } from './harness';

/**
 * Issue 18's lab referral and physical lab queue in real Chromium. Anna (se.doctor), at her clinic visit at Södermalm
 * (`today-next`), sends a blood count and CRP to the Södermalm sampling site (the closed Kungsholmen site cannot be
 * chosen); the lab delivers, and the record pane's lab results show the referral's results with haemoglobin out of
 * range; the meeting's evaluation has "patient helped" forced and "Referral" ticked. She puts the patient in the
 * clinic's lab queue; Maria (se.nurse), who works there, follows the home page's link to the queue and marks the
 * patient who has waited longest done. (lab-referrals.int.test.ts covers the API's rules.)
 */

const app = appInChromium();
let anna: Page;
let maria: Page;
const meetingId = demoMeetingId('se.doctor', 'today-next');

beforeAll(async () => {
  anna = await clinicianPage(app.browser, app.baseUrl, 'se.doctor', { bypassCSP: true });
  await anna.goto(`${app.baseUrl}/emr/${meetingId}`);
});

async function openAction(name: string): Promise<Locator> {
  await anna.getByRole('navigation', { name: 'Actions' }).getByRole('button', { name: 'Tests' }).hover();
  await anna.getByRole('menu', { name: 'Tests' }).getByRole('menuitem', { name }).click();
  return anna.getByRole('complementary', { name });
}

async function csrfHeaders(page: Page) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')!.value;
  return { 'x-csrf-token': csrf };
}

const paneOf = () => anna.getByRole('region', { name: 'Patient record' });

describe('a lab referral and the lab queue at a clinic visit', () => {
  it('Anna sends a blood count and CRP to Södermalm; the closed site cannot be chosen', async () => {
    const panel = await openAction('Lab referral');
    const form = panel.getByRole('form', { name: 'Lab referral' });
    await form.getByRole('checkbox', { name: 'Blood count (Hb, WBC, platelets, MCV)' }).check();
    await form.getByRole('checkbox', { name: 'CRP (C-reactive protein)' }).check();
    expect(await form.getByRole('radio', { name: /Kungsholmen/ }).isDisabled()).toBe(true);
    await form.getByRole('radio', { name: 'Provtagning Vårdcentral Södermalm' }).check();
    await form.getByRole('textbox', { name: 'Comment to the lab' }).fill('Fastande prov.');
    expect(await seriousAxeViolations(panel, 'lab referral, filled in')).toEqual([]);
    await form.getByRole('button', { name: 'Send lab referral' }).click();
    await panel.getByRole('status').filter({ hasText: 'The lab referral was sent' }).waitFor();
    const list = panel.getByRole('list', { name: 'Lab referrals in this meeting' });
    await list.getByText('Sent', { exact: true }).waitFor();
  });

  it('the lab delivers: the results show in the record pane, haemoglobin out of range', async () => {
    const { referrals } = (await (
      await anna.request.get(`${app.baseUrl}/api/lab-referral/meeting/${meetingId}`)
    ).json()) as LabReferralsResponse;
    const delivered = await anna.request.post(`${app.baseUrl}/api/dev/lab/referrals/${referrals[0]!.id}/deliver`, {
      headers: await csrfHeaders(anna),
    });
    expect(delivered.status()).toBe(204);

    await anna.goto(`${app.baseUrl}/emr/${meetingId}?leftbar=health-check`);
    const list = paneOf().getByRole('list', { name: 'Completed lab tests' });
    await list.waitFor({ timeout: 15_000 });
    await list
      .getByRole('button', { name: /Lab referral/ })
      .first()
      .click();
    const bloodCount = paneOf().getByRole('table', { name: 'Blood count (1 out of range)' });
    await bloodCount.waitFor();
    expect(await bloodCount.getByRole('row', { name: /Haemoglobin/ }).innerText()).toMatch(/Out of range \(high\)/);
    expect(await bloodCount.getByRole('row', { name: /Platelets/ }).innerText()).toMatch(/Normal/);
  });

  it('the evaluation has "patient helped" forced and "Referral" ticked', async () => {
    await anna.goto(`${app.baseUrl}/emr/${meetingId}`);
    const evaluation = anna.getByRole('region', { name: 'Evaluation' });
    const helped = evaluation.getByRole('radiogroup', { name: 'Was the patient helped?' });
    await expect.poll(() => helped.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    expect(await helped.getByRole('radio', { name: 'Yes' }).isDisabled()).toBe(true);
    const referral = evaluation
      .getByRole('group', { name: 'How was the patient helped?' })
      .getByRole('checkbox', { name: 'Referral' });
    await expect.poll(() => referral.isChecked()).toBe(true);
    expect(await referral.isDisabled()).toBe(true);
  });

  it('Anna puts the patient in the clinic’s lab queue', async () => {
    await anna.goto(`${app.baseUrl}/emr/${meetingId}`);
    const panel = await openAction('Physical lab queue');
    const form = panel.getByRole('form', { name: 'Lab queue' });
    await form.getByRole('checkbox', { name: 'Electrolytes and kidney (Na, K, creatinine, eGFR)' }).check();
    await form.getByRole('textbox', { name: 'Note to the nurse' }).fill('Kreatinin inför årskontrollen.');
    await form.getByRole('button', { name: 'Put in the lab queue' }).click();
    await panel.getByRole('status').filter({ hasText: 'Konsult Vårdcentral Södermalm' }).waitFor();
    await panel
      .getByRole('list', { name: 'In the lab queue from this meeting' })
      .getByText('Waiting')
      .first()
      .waitFor();
  });

  it('Maria follows the home page’s link to the queue and marks the longest-waiting patient done', async () => {
    maria = await clinicianPage(app.browser, app.baseUrl, 'se.nurse', { bypassCSP: true });
    await maria.goto(app.baseUrl);
    await maria.getByRole('link', { name: 'Lab queue' }).click();
    await maria.waitForURL(`${app.baseUrl}/lab-queue`);
    const queue = maria.getByRole('list', { name: 'Patients waiting for sampling' });
    await queue.waitFor();
    const items = queue.getByRole('article');
    await expect.poll(() => items.count()).toBe(2);
    const first = items.first();
    expect(await first.innerText()).toContain('Blood count');
    expect(await seriousAxeViolations(queue, 'lab queue')).toEqual([]);
    // Each card's button names its patient; once marked, focus moves on to the next patient's button.
    const patient = (await first.getAttribute('aria-label'))!.replace(/^Lab queue: /, '');
    await first.getByRole('button', { name: `Mark ${patient} as done`, exact: true }).click();
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().innerText()).toContain('Kreatinin inför årskontrollen.');
    await expect.poll(() => maria.evaluate(() => document.activeElement?.textContent)).toMatch(/^Mark .+ as done$/);
  });
});
