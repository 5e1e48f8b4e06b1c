import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { appInChromium, clinicianPage, seriousAxeViolations } from './harness';

/**
 * Issue 19's EPS prescription in real Chromium. James (gb.gp), in today's text meeting with Oliver Bennett (EPS-enabled:
 * a traced NHS number and Camden Road Pharmacy nominated), opens the action: the nominated pharmacy is shown; he finds
 * amoxicillin, writes the dosage and quantity, and a blank dosage is refused until written. The EPS being down keeps
 * what he typed; once it is back, Send sends it, and the meeting's list and taken actions show it sent. In today's
 * meeting with Priya Sharma, who has no nominated pharmacy, the panel says EPS cannot be used and points to
 * pay-as-you-go. (uk-eps-prescriptions.int.test.ts covers the API's rules, faults and who may.)
 */

const app = appInChromium();
let james: Page;
const oliversMeeting = demoMeetingId('gb.gp', 'today-text');
const priyasMeeting = demoMeetingId('gb.gp', 'today-current');

beforeAll(async () => {
  james = await clinicianPage(app.browser, app.baseUrl, 'gb.gp', { bypassCSP: true });
});

async function openPanel(meetingId: string, action = 'uk-eps-prescription', name = 'EPS prescription') {
  await james.goto(`${app.baseUrl}/emr/${meetingId}?action=${action}`);
  return james.getByRole('complementary', { name });
}

async function setFault(fault: string | null) {
  const csrf = (await james.context().cookies()).find((c) => c.name === 'csrf_token')!.value;
  const answer = await james.request.put(`${app.baseUrl}/api/dev/faults/eps`, {
    headers: { 'x-csrf-token': csrf },
    data: { fault },
  });
  expect(answer.status()).toBe(200);
}

describe('an EPS prescription', () => {
  let panel: Locator;

  it("shows Oliver's nominated pharmacy", async () => {
    panel = await openPanel(oliversMeeting);
    const pharmacy = panel.getByRole('region', { name: 'Nominated pharmacy' });
    await pharmacy.getByText('Camden Road Pharmacy').waitFor();
    await pharmacy.getByText('112 Camden Road, London NW1 9EE').waitFor();
    await pharmacy.getByText(/ODS code FX001/).waitFor();
  });

  it('adds amoxicillin with its dosage and quantity; a blank dosage is refused', async () => {
    const form = panel.getByRole('form', { name: 'EPS prescription' });
    await form.getByRole('searchbox', { name: 'Search medicines' }).fill('amox');
    await form.getByRole('button', { name: 'Add Amoxicillin 500mg capsules' }).click();
    const item = form.getByRole('group', { name: 'Amoxicillin 500mg capsules' });
    await item.waitFor();
    await form.getByRole('button', { name: 'Send to pharmacy' }).click();
    await item.getByText('Write the dosage instructions.').waitFor();

    await item.getByRole('textbox', { name: 'Dosage instructions' }).fill('One capsule three times a day for 5 days');
    const quantity = item.getByRole('textbox', { name: 'Quantity (capsules)' });
    await quantity.fill('15');
    expect(await seriousAxeViolations(panel, 'EPS prescription, filled in')).toEqual([]);
  });

  it('keeps what was typed when the EPS is down, and sends it once it is back', async () => {
    const form = panel.getByRole('form', { name: 'EPS prescription' });
    await setFault('eps_unavailable');
    await form.getByRole('button', { name: 'Send to pharmacy' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'The Electronic Prescription Service is not available right now.' })
      .waitFor();
    const item = form.getByRole('group', { name: 'Amoxicillin 500mg capsules' });
    expect(await item.getByRole('textbox', { name: 'Dosage instructions' }).inputValue()).toBe(
      'One capsule three times a day for 5 days',
    );
    expect(await item.getByRole('textbox', { name: 'Quantity (capsules)' }).inputValue()).toBe('15');

    await setFault(null);
    await form.getByRole('button', { name: 'Send to pharmacy' }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: /sent to Camden Road Pharmacy/ })
      .waitFor();
    expect(await form.getByRole('group', { name: 'Amoxicillin 500mg capsules' }).count()).toBe(0);

    const list = panel.getByRole('list', { name: 'EPS prescriptions in this consultation' });
    const row = list.getByRole('listitem').filter({ hasText: 'Amoxicillin 500mg capsules' });
    await row.getByText('Sent', { exact: true }).waitFor();
    expect(await row.innerText()).toMatch(/One capsule three times a day for 5 days · 15 capsules/);
    expect(await row.innerText()).toMatch(/[0-9A-F]{6}-Y90001-[0-9A-F]{5}[0-9A-Z+]/);
  });

  it('shows it in taken actions', async () => {
    const taken = await openPanel(oliversMeeting, 'taken-actions', 'Taken actions');
    await taken.getByText('EPS prescription (1)').waitFor();
    await taken.getByText('Amoxicillin 500mg capsules').waitFor();
    expect(await taken.getByText(/Camden Road Pharmacy · Sent/).count()).toBe(1);
  });

  it('tells the GP EPS cannot be used for Priya, who has no nominated pharmacy, and points to pay-as-you-go', async () => {
    const priyas = await openPanel(priyasMeeting);
    await priyas.getByText('EPS cannot be used for this patient').waitFor();
    await priyas.getByText('The patient has no nominated pharmacy.').waitFor();
    await priyas.getByText(/Use a pay-as-you-go prescription instead/).waitFor();
    expect(await priyas.getByRole('form', { name: 'EPS prescription' }).count()).toBe(0);
    await priyas.getByRole('button', { name: 'Open a pay-as-you-go prescription' }).click();
    await james.getByRole('complementary', { name: 'Pay-as-you-go prescription' }).waitFor();
    expect(new URL(james.url()).searchParams.get('action')).toBe('uk-payg-prescription');
  });
});
