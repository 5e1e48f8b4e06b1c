import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { DEMO_PRESCRIBER_PIN } from '../../packages/server/src/demo/demo-prescribing';
import { POLLEN_COMPLEMENTARY_QUESTIONS, RENEWAL_REJECTION_MESSAGES } from '@konsult/domain';
import { appInChromium, clinicianPage, seriousAxeViolations } from './harness';
import { openAction } from './open-action';

/**
 * Issue 17's e-prescription in real Chromium: Anna (se.doctor) prescribes Panodil for Lars in today's text meeting.
 * He takes Alvedon already, so the card warns of the same therapy until she gives a reason; the dosage comes from the
 * shortcut 1x3. A wrong PIN sends nothing; her PIN signs it, and it shows as sent in the panel, under taken actions
 * and on his medication list. She cancels it with a reason. With the exchange down (fault injected), the panel says
 * so and offers no signing. Then Lars's renewal request: she renews Metformin, cancels the angina spray whose
 * package is no longer sold, rejects the sleeping pill as addictive (Lars reads the reason's text on his link page),
 * and the meeting cannot end while Jardiance is left. Last, Astrid's pollen request is denied because Anna needs to
 * know more: Astrid's link page shows the message with a button to book a video appointment, which she presses. (prescriptions and renewals .int.test.ts cover the API's rules.)
 */

const app = appInChromium();
let anna: Page;
const meetingId = demoMeetingId('se.doctor', 'today-text');

beforeAll(async () => {
  anna = await clinicianPage(app.browser, app.baseUrl, 'se.doctor', { bypassCSP: true });
  await anna.goto(`${app.baseUrl}/emr/${meetingId}`);
});

const openPrescription = () => openAction(anna, 'Prescription', 'Prescriptions');

const inMeeting = (panel: Locator) => panel.getByRole('region', { name: 'Prescriptions in this meeting' });

describe('an e-prescription', () => {
  let panel: Locator;

  it('is written from a product search, with the shortcut, and warns that he takes the same therapy', async () => {
    panel = await openPrescription();
    await inMeeting(panel).getByText('No prescriptions sent in this meeting.').waitFor();
    await panel.getByRole('textbox', { name: /Search product/ }).fill('Panodil');
    await panel
      .getByRole('list', { name: 'Products' })
      .getByRole('button', { name: /^Panodil Filmdragerad tablett 500 mg/ })
      .click();

    const card = panel.getByRole('form', { name: 'Prescription of Panodil' });
    const warning = card.getByRole('alert').filter({ hasText: 'Already on the medication list' });
    await warning.getByText(/already taking Alvedon/).waitFor();
    await card.getByRole('textbox', { name: /Shortcut/ }).fill('1x3');
    await card.getByRole('textbox', { name: 'Hour, row 3' }).waitFor();
    await card.getByRole('checkbox', { name: /^R52\.9 / }).check();
    expect(await card.getByRole('textbox', { name: /^Purpose/ }).inputValue()).toMatch(/^For /);
    expect(await seriousAxeViolations(panel, 'prescription card with a warning')).toEqual([]);

    // Not without a reason for going on despite the warning.
    await card.getByRole('button', { name: 'Sign prescription' }).click();
    await card.getByText('Give a reason to go on.').waitFor();
    await warning
      .getByRole('textbox', { name: 'Why you prescribe it anyway' })
      .fill('Byter från Alvedon till Panodil.');
  });

  it('sends nothing with a wrong PIN, and is signed and sent with hers', async () => {
    const card = panel.getByRole('form', { name: 'Prescription of Panodil' });
    await card.getByRole('button', { name: 'Sign prescription' }).click();
    const dialog = anna.getByRole('dialog', { name: 'Sign the prescription' });
    await dialog.getByLabel('PIN').fill('000000');
    await dialog.getByRole('button', { name: 'Sign and send' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The PIN was not accepted' }).waitFor();
    await inMeeting(panel).getByText('No prescriptions sent in this meeting.').waitFor();

    await dialog.getByLabel('PIN').fill(DEMO_PRESCRIBER_PIN);
    await dialog.getByRole('button', { name: 'Sign and send' }).click();
    await panel.getByRole('status').filter({ hasText: 'Panodil was signed and sent' }).waitFor();
    const item = inMeeting(panel).getByRole('listitem').filter({ hasText: 'Panodil' });
    await item.getByText('Sent', { exact: true }).waitFor();
  });

  it('opens what the exchange holds for Lars in a new tab (the e-receipt session)', async () => {
    const [tab] = await Promise.all([
      anna.context().waitForEvent('page'),
      panel.getByRole('button', { name: 'Patient’s prescriptions at the exchange' }).click(),
    ]);
    await tab.getByRole('cell', { name: /^Panodil Filmdragerad tablett 500 mg/ }).waitFor();
    await tab.close();
  });

  it('shows under taken actions and on his medication list', async () => {
    await anna
      .getByRole('navigation', { name: 'Actions' })
      .getByRole('button', { name: /^Taken actions/ })
      .click();
    const taken = anna.getByRole('complementary', { name: 'Taken actions' });
    await taken
      .getByRole('region', { name: 'E-prescription (1)' })
      .getByText(/^Panodil Filmdragerad tablett 500 mg/)
      .waitFor();

    const pane = anna.getByRole('region', { name: 'Patient record' });
    await pane
      .getByRole('tablist', { name: 'Record sections' })
      .getByRole('tab', { name: /^Medications/ })
      .click();
    await pane.getByRole('heading', { name: 'Medication list' }).waitFor();
    await pane.getByText('Panodil', { exact: false }).first().waitFor();
  });

  it('is cancelled with a reason and her PIN', async () => {
    panel = await openPrescription();
    const item = inMeeting(panel).getByRole('listitem').filter({ hasText: 'Panodil' });
    await item.getByRole('button', { name: 'Cancel the prescription of Panodil' }).click();
    const dialog = anna.getByRole('dialog', { name: 'Cancel the prescription of Panodil' });
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await anna.getByRole('option', { name: 'Wrong drug, strength or dosage' }).click();
    await dialog.getByRole('checkbox', { name: 'The patient has been informed' }).check();
    await dialog.getByLabel('PIN').fill(DEMO_PRESCRIBER_PIN);
    await dialog.getByRole('button', { name: 'Sign and cancel' }).click();
    await item.getByText('Cancelled', { exact: true }).waitFor();
    await item.getByText('Cancelled: Wrong drug, strength or dosage').waitFor();
  });
});

describe('with the exchange down', () => {
  it('says so, offers no signing, and keeps what was written', async () => {
    const faults = `${app.baseUrl}/api/dev/faults/ehm`;
    const csrf = (await anna.context().cookies()).find((c) => c.name === 'csrf_token')!.value;
    const headers = { 'x-csrf-token': csrf };
    const switched = await anna.request.put(faults, { headers, data: { fault: 'ehm_unavailable' } });
    expect(switched.status()).toBe(200);
    try {
      await anna.reload();
      const panel = await openPrescription();
      await panel.getByRole('alert').filter({ hasText: 'The prescription exchange is not available' }).waitFor();
      await panel.getByRole('textbox', { name: /Search product/ }).fill('Omeprazol Teva');
      await panel.getByRole('list', { name: 'Products' }).getByRole('button').first().click();
      const card = panel.getByRole('form', { name: /^Prescription of Omeprazol/ });
      expect(await card.getByRole('button', { name: 'Sign prescription' }).isDisabled()).toBe(true);
    } finally {
      await anna.request.put(faults, { headers, data: { fault: null } });
    }
  });
});

describe('Lars’s renewal request', () => {
  let panel: Locator;
  const renewal = () => panel.getByRole('region', { name: 'Renewal request' });
  const item = (name: string) => renewal().getByRole('listitem').filter({ hasText: name });
  const choose = (name: string) => item(name).getByRole('checkbox').check();

  /** The card of a renewed item: its usual reason, then signed with her PIN. */
  async function signCard(name: string) {
    const card = panel.getByRole('form', { name: `Prescription of ${name}` });
    await card
      .getByRole('group', { name: /^Usual reasons/ })
      .getByRole('checkbox')
      .first()
      .check();
    await card.getByRole('button', { name: 'Sign prescription' }).click();
    const dialog = anna.getByRole('dialog', { name: 'Sign the prescription' });
    await dialog.getByLabel('PIN').fill(DEMO_PRESCRIBER_PIN);
    await dialog.getByRole('button', { name: 'Sign and send' }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: `${name} was signed and sent` })
      .waitFor();
  }

  it('renews a valid item, and the one whose package is no longer sold opens replace-or-cancel', async () => {
    await anna.goto(`${app.baseUrl}/emr/${meetingId}`);
    panel = await openPrescription();
    await item('Imovane').getByText('To handle').waitFor();
    expect(await seriousAxeViolations(renewal(), 'renewal request')).toEqual([]);
    await choose('Metformin Sandoz');
    await choose('Nitrolingual');
    await renewal().getByRole('button', { name: 'Renew selected' }).click();

    const modal = anna.getByRole('dialog', { name: 'Package no longer sold' });
    await modal.getByText(/^Nitrolingual Sublingualspray/).waitFor();
    await modal.getByRole('button', { name: 'Cancel item' }).click();
    await modal.waitFor({ state: 'hidden' });
    await item('Nitrolingual').getByText('Cancelled', { exact: true }).waitFor();

    await signCard('Metformin Sandoz');
    await item('Metformin Sandoz').getByText('Renewed', { exact: true }).waitFor();
  });

  it('rejects the sleeping pill with a reason, whose text Lars reads on his link page', async () => {
    await choose('Imovane');
    await renewal().getByRole('button', { name: 'Reject selected' }).click();
    const dialog = anna.getByRole('dialog', { name: 'Reject renewal' });
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await anna.getByRole('option', { name: 'Addictive medication' }).click();
    const text = RENEWAL_REJECTION_MESSAGES.sv.addictive_medication;
    expect(await dialog.getByRole('textbox', { name: 'Message to the patient' }).inputValue()).toBe(text);
    await dialog.getByRole('button', { name: 'Reject and send' }).click();
    await item('Imovane').getByText('Rejected', { exact: true }).waitFor();

    // A text meeting has no call to copy a link from: the link is made as the patient's SMS would carry it.
    const csrf = (await anna.context().cookies()).find((c) => c.name === 'csrf_token')!.value;
    const made = await anna.request.post(`${app.baseUrl}/api/meeting/${meetingId}/patient-link`, {
      headers: { 'x-csrf-token': csrf },
    });
    const link = new URL(((await made.json()) as { path: string }).path, app.baseUrl).href;
    const lars = await (await app.browser.newContext()).newPage();
    try {
      await lars.goto(link);
      await lars.getByRole('region', { name: 'Messages' }).getByText(text).waitFor();
    } finally {
      await lars.context().close();
    }
  });

  it('keeps the meeting from ending while Jardiance is left, and is complete once it is renewed', async () => {
    const end = anna
      .getByRole('region', { name: 'Finishing the meeting' })
      .getByRole('button', { name: 'Sign and finish' });
    await end.click();
    const missing = anna.getByRole('dialog', { name: 'Required fields are missing' });
    await missing.getByText('Prescriptions: Renewal not finished: Jardiance').waitFor();
    await missing.getByRole('button', { name: 'Back to the forms' }).click();
    await missing.waitFor({ state: 'hidden' });

    await choose('Jardiance');
    await renewal().getByRole('button', { name: 'Renew selected' }).click();
    await signCard('Jardiance');
    await renewal().getByRole('status').filter({ hasText: 'Every item is handled.' }).waitFor();
  });
});

describe('Astrid’s pollen request', () => {
  it('is denied with the complementary-questions reason, and Astrid is offered the book button', async () => {
    const pollenMeeting = demoMeetingId('se.doctor', 'today-pollen');
    await anna.goto(`${app.baseUrl}/emr/${pollenMeeting}`);
    const bar = anna.getByRole('navigation', { name: 'Actions' });
    await bar.getByRole('button', { name: 'Prescriptions', exact: true }).hover();
    await anna
      .getByRole('menu', { name: 'Prescriptions' })
      .getByRole('menuitem', { name: 'Pollen prescription (text)' })
      .click();
    const panel = anna.getByRole('complementary', { name: 'Pollen prescription (text)' });

    await panel.getByRole('radio', { name: 'No' }).check();
    const form = panel.getByRole('form', { name: 'Deny the request' });
    await form.getByRole('radio', { name: /^More information needed/ }).check();
    expect(await form.getByRole('textbox', { name: 'Message to the patient' }).inputValue()).toBe(
      POLLEN_COMPLEMENTARY_QUESTIONS.sv,
    );
    expect(await seriousAxeViolations(panel, 'pollen denial')).toEqual([]);
    await form.getByRole('button', { name: 'Deny and send' }).click();
    await panel.getByRole('status').filter({ hasText: 'Already denied' }).waitFor();

    const csrf = (await anna.context().cookies()).find((c) => c.name === 'csrf_token')!.value;
    const made = await anna.request.post(`${app.baseUrl}/api/meeting/${pollenMeeting}/patient-link`, {
      headers: { 'x-csrf-token': csrf },
    });
    const link = new URL(((await made.json()) as { path: string }).path, app.baseUrl).href;
    const astrid = await (await app.browser.newContext({ locale: 'en-GB' })).newPage();
    try {
      await astrid.goto(link);
      const messages = astrid.getByRole('region', { name: 'Messages' });
      await messages.getByText(POLLEN_COMPLEMENTARY_QUESTIONS.sv).waitFor();
      await messages.getByRole('button', { name: 'Book a video appointment' }).click();
      await messages.getByRole('status').filter({ hasText: 'Your request was sent' }).waitFor();
    } finally {
      await astrid.context().close();
    }
  });
});
