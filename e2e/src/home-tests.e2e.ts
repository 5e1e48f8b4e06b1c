import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { appInChromium, clinicianPage, seriousAxeViolations } from './harness';

/**
 * Issue 18's home tests in real Chromium. Anna (se.doctor) orders a COVID-19 PCR kit for Elin, who has a cough,
 * through every step of the wizard: the test, her registered address confirmed (after a look at another address),
 * what to tell her, send; the kit is then offered no more while the order is active, and the same kit sent from a
 * second tab Anna had open at the send step is refused with its own message; she cancels the first order, and orders the
kit again. The lab portal's refusals each say their own thing:
 * Lars without a Labportalen account, Johan with a protected identity, Astrid without a name at the portal, and a
 * portal that is down the default error, with Anna's choices kept. Kristin (no.doctor) posts Sofie's kit to
 * another address in Trondheim, after a postcode of five digits is refused. (home-tests.int.test.ts covers the API.)
 */

const app = appInChromium();
let anna: Page;
let kristin: Page;

beforeAll(async () => {
  anna = await clinicianPage(app.browser, app.baseUrl, 'se.doctor', { bypassCSP: true });
  kristin = await clinicianPage(app.browser, app.baseUrl, 'no.doctor');
});

afterAll(async () => {
  await anna.context().close();
  await kristin.context().close();
});

/** Opens the meeting and its home-test action from the action bar's Tests group (or its own button). */
async function openHomeTest(page: Page, meetingId: string, name = 'Home test order'): Promise<Locator> {
  await page.goto(`${app.baseUrl}/emr/${meetingId}`);
  const bar = page.getByRole('navigation', { name: 'Actions' });
  const own = bar.getByRole('button', { name, exact: true });
  const group = bar.getByRole('button', { name: 'Tests', exact: true });
  await own.or(group).first().waitFor();
  if (await group.isVisible()) {
    await group.hover();
    await page.getByRole('menu', { name: 'Tests' }).getByRole('menuitem', { name, exact: true }).click();
  } else {
    await own.click();
  }
  const panel = page.getByRole('complementary', { name });
  await panel.getByRole('list', { name: 'Steps of the home test order' }).waitFor();
  return panel;
}

const step = (panel: Locator, heading: RegExp) =>
  panel
    .getByRole('list', { name: 'Steps of the home test order' })
    .getByRole('listitem')
    .filter({
      has: panel.page().getByRole('heading', { name: heading }),
    });

/** Walks the wizard to its send step with `test` and the registered address. */
async function toSendStep(panel: Locator, test: string) {
  await panel.getByRole('radio', { name: test, exact: true }).check();
  await panel.getByRole('button', { name: 'Next' }).click();
  await panel.getByRole('button', { name: 'Confirm address' }).click();
  await panel.getByRole('button', { name: 'I have informed the patient' }).click();
  await panel.getByRole('button', { name: 'Send order' }).waitFor();
}

describe('a Swedish home test', () => {
  const elinMeeting = demoMeetingId('se.doctor', 'today-current');

  it('Anna orders a COVID-19 PCR kit for Elin through every step', async () => {
    const panel = await openHomeTest(anna, elinMeeting);
    await panel.getByText('No home test has been ordered in this meeting yet.').waitFor();
    expect(await step(panel, /^Step 1: Select test/).getAttribute('aria-current')).toBe('step');

    // Step 1: the kits offered for a cough: no VGR variant for a Stockholm address, the female chlamydia kit.
    const tests = panel.getByRole('radiogroup', { name: 'Test' });
    expect(await tests.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.getAttribute('value')))).toEqual([
      'NAIL_FUNGUS',
      'SKIN_FUNGUS',
      'CHLAMYDIA_FEMALE',
      'COVID_19_PCR',
    ]);
    expect(await panel.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await tests.getByRole('radio', { name: 'COVID-19 PCR', exact: true }).check();
    await panel.getByRole('button', { name: 'Next' }).click();

    // Step 2: the registered address by default; another address needs street, postcode and city.
    const addressStep = step(panel, /^Step 2: Confirm address/);
    expect(await addressStep.getAttribute('aria-current')).toBe('step');
    await step(panel, /^Step 1: Select test/)
      .getByText('Done')
      .waitFor();
    await addressStep.getByText('Hornsgatan 88, 118 21 Stockholm').waitFor();
    await addressStep.getByText('Not confirmed yet').waitFor();
    await addressStep.getByRole('radio', { name: 'Use another address' }).check();
    const confirm = addressStep.getByRole('button', { name: 'Confirm address' });
    expect(await confirm.isDisabled()).toBe(true);
    await addressStep.getByRole('textbox', { name: 'Street address' }).fill('Götgatan 14');
    await addressStep.getByRole('textbox', { name: 'Postcode' }).fill('118 46');
    await addressStep.getByRole('textbox', { name: 'City' }).fill('   ');
    expect(await confirm.isDisabled()).toBe(true);
    expect(await addressStep.getByRole('textbox', { name: 'Country' }).inputValue()).toBe('Sweden');
    expect(await addressStep.getByRole('textbox', { name: 'Country' }).getAttribute('readonly')).not.toBeNull();
    await addressStep.getByRole('radio', { name: 'Registered address' }).check();
    await confirm.click();

    // Confirmed, then back to editing and confirmed again: unconfirmed ↔ confirmed.
    const confirmed = step(panel, /^Step 2: Confirm address/);
    await confirmed.getByText('Address confirmed: Hornsgatan 88, 118 21 Stockholm').waitFor();
    await confirmed.getByRole('button', { name: 'Change step 2: Confirm address' }).click();
    await step(panel, /^Step 2: Confirm address/)
      .getByText('Not confirmed yet')
      .waitFor();
    await panel.getByRole('button', { name: 'Confirm address' }).click();

    // Step 3: what Elin is told; step 4: send.
    const inform = step(panel, /^Step 3: Inform the patient/);
    await inform.getByText(/swabs the throat and nose/).waitFor();
    expect(await seriousAxeViolations(panel, 'home test wizard, inform step')).toEqual([]);
    await panel.getByRole('button', { name: 'I have informed the patient' }).click();
    await step(panel, /^Step 4: Send/)
      .getByText('COVID-19 PCR, posted to Hornsgatan 88, 118 21 Stockholm')
      .waitFor();
    // A second tab Anna had opened at the send step with the same kit, before the first was sent.
    const secondTab = await anna.context().newPage();
    const stale = await openHomeTest(secondTab, elinMeeting);
    await toSendStep(stale, 'COVID-19 PCR');

    await panel.getByRole('button', { name: 'Send order' }).click();

    const sent = panel.getByRole('status').filter({ hasText: 'The home test was ordered' });
    await sent.getByText('COVID-19 PCR is posted to Hornsgatan 88, 118 21 Stockholm.').waitFor();
    const ordered = panel.getByRole('region', { name: 'Ordered in this meeting' });
    await ordered.getByText('COVID-19 PCR', { exact: true }).waitFor();
    await ordered.getByText(/^Ordered · .* · Anna Lindgren · Hornsgatan 88, 118 21 Stockholm$/).waitFor();
    await sent.getByRole('button', { name: 'Close' }).click();

    // The wizard starts again; while the order is active, the same COVID-19 kit is not offered.
    const covid = panel.getByRole('radio', { name: 'COVID-19 PCR', exact: true });
    await expect.poll(() => covid.isDisabled()).toBe(true);
    await panel.getByText('Already ordered: the patient has an active order of this kind').waitFor();

    // The second tab's COVID-19 kit is refused while the first is active, in its own words.
    await stale.getByRole('button', { name: 'Send order' }).click();
    await stale
      .getByRole('alert')
      .filter({ hasText: 'The patient already has an active order of this kind.' })
      .waitFor();
    await secondTab.close();

    // Anna cancels the first order, after which the COVID-19 kit can be ordered again.
    const first = ordered.getByRole('listitem').filter({ hasText: 'COVID-19 PCR' });
    await first.getByRole('button', { name: 'Cancel order' }).click();
    await anna
      .getByRole('dialog', { name: 'Cancel the order?' })
      .getByRole('button', { name: 'Yes, cancel the order' })
      .click();
    await first.getByText(/^Cancelled · /).waitFor();
    await toSendStep(panel, 'COVID-19 PCR');
    await panel.getByRole('button', { name: 'Send order' }).click();
    await panel.getByRole('status').filter({ hasText: 'COVID-19 PCR is posted to Hornsgatan 88' }).waitFor();
  });

  it("says each of the lab portal's refusals in its own words", async () => {
    const refusals = [
      [demoMeetingId('se.doctor', 'today-text'), 'The patient has no account in Labportalen'],
      [demoMeetingId('se.doctor', 'upcoming-tomorrow'), 'The patient has a protected identity'],
      [demoMeetingId('se.doctor', 'today-next'), 'The lab has no name for the patient'],
    ] as const;
    for (const [meetingId, message] of refusals) {
      const panel = await openHomeTest(anna, meetingId);
      await toSendStep(panel, 'Nail fungus');
      await panel.getByRole('button', { name: 'Send order' }).click();
      await panel.getByRole('alert').filter({ hasText: 'The home test was not ordered' }).getByText(message).waitFor();
    }
  });

  it('says the default error while the lab portal is down, and keeps what Anna chose', async () => {
    const faults = `${app.baseUrl}/api/dev/faults/hometest`;
    const csrf = (await anna.context().cookies()).find((c) => c.name === 'csrf_token')!.value;
    const headers = { 'x-csrf-token': csrf };
    expect((await anna.request.put(faults, { headers, data: { fault: 'home_test_lab_unavailable' } })).status()).toBe(
      200,
    );
    try {
      const panel = await openHomeTest(anna, elinMeeting);
      await toSendStep(panel, 'Skin fungus');
      await panel.getByRole('button', { name: 'Send order' }).click();
      await panel
        .getByRole('alert')
        .getByText('The home test could not be ordered. Nothing was sent: try again in a moment.')
        .waitFor();
      await panel.getByText('Skin fungus, posted to Hornsgatan 88, 118 21 Stockholm').waitFor();
      await anna.request.put(faults, { headers, data: { fault: null } });
      await panel.getByRole('button', { name: 'Send order' }).click();
      await panel.getByRole('status').filter({ hasText: 'Skin fungus is posted to Hornsgatan 88' }).waitFor();
    } finally {
      await anna.request.put(faults, { headers, data: { fault: null } });
    }
  });
});

describe('a Norwegian home test', () => {
  it('Kristin posts Sofie’s COVID-19 kit to another address in Trondheim', async () => {
    const panel = await openHomeTest(kristin, demoMeetingId('no.doctor', 'today-current'), 'Home test order (Norway)');
    await panel.getByRole('radio', { name: 'COVID-19 PCR', exact: true }).check();
    await panel.getByRole('button', { name: 'Next' }).click();
    await panel.getByText('Olav Tryggvasons gate 20, 7011 Trondheim').waitFor();
    await panel.getByRole('radio', { name: 'Use another address' }).check();
    await panel.getByRole('textbox', { name: 'Street address' }).fill('Kongens gate 1');
    await panel.getByRole('textbox', { name: 'Postcode' }).fill('70110');
    await panel.getByRole('textbox', { name: 'City' }).fill('Trondheim');
    expect(await panel.getByRole('textbox', { name: 'Country' }).inputValue()).toBe('Norway');
    await panel.getByRole('button', { name: 'Confirm address' }).click();
    await panel.getByText('A Norwegian postcode has four digits, e.g. 0168.').waitFor();
    await panel.getByRole('textbox', { name: 'Postcode' }).fill('7011');
    await panel.getByRole('button', { name: 'Confirm address' }).click();
    await panel.getByRole('button', { name: 'I have informed the patient' }).click();
    await panel.getByRole('button', { name: 'Send order' }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: 'The home test was ordered' })
      .getByText('COVID-19 PCR is posted to Kongens gate 1, 7011 Trondheim.')
      .waitFor();
  });
});
