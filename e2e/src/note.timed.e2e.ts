import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { englishContext, consultationForFile, openFirstMeeting, signInThroughApi, type RunningServer } from './harness';

/**
 * Anna (se.doctor) writes her note and evaluation, finishes, reopens, unsigns and strikes, in
 * real Chromium against the built app. The UI is read in English here; the Swedish UI has its
 * own test.
 */

let server: RunningServer;
let browser: Browser;
let page: Page;
let meetingId: string;

consultationForFile('se.doctor', (session) => ({ server, browser, page, meetingId } = session));

const note = () => page.getByRole('region', { name: 'Consultation note' });
const evaluation = () => page.getByRole('region', { name: 'Evaluation' });
const storedNote = async () =>
  (
    (await (await page.request.get(`${server.baseUrl}/api/medicalrecord/v2/entry/${meetingId}`)).json()) as {
      entry: { values: Record<string, unknown>; signedAt: number | null } | null;
    }
  ).entry;

async function chooseIcd(field: Locator, query: string) {
  await field.fill(query);
  const option = page.getByRole('option', { name: new RegExp(`^${query}`) }).first();
  await option.waitFor();
  await option.click();
}

describe('writing the note', () => {
  it('what Anna types is stored within 2.1 s of her last keystroke, and a reload shows it', async () => {
    const history = note().getByLabel('History');
    await history.click();
    // Timed to the server's acknowledgement of the save that holds the last word, not to a poll of our own
    // (whose interval and extra request would count against the budget).
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' &&
        r.url().endsWith(`/api/medicalrecord/v2/entry/${meetingId}`) &&
        (r.request().postData() ?? '').includes('no fever.'),
    );
    await history.pressSequentially('Sore throat for three days, no fever.', { delay: 15 });
    const lastKey = Date.now();
    expect((await saved).ok()).toBe(true);
    expect(Date.now() - lastKey).toBeLessThanOrEqual(2100);
    expect((await storedNote())?.values.history).toBe('Sore throat for three days, no fever.');
    await page.reload();
    await expect.poll(() => note().getByLabel('History').inputValue()).toBe('Sore throat for three days, no fever.');
  });

  it('evaluation questions appear and disappear with the answers', async () => {
    const helped = evaluation().getByRole('radiogroup', { name: 'Was the patient helped?' });
    const notHelpedReason = evaluation().getByRole('radiogroup', { name: 'Why was the patient not helped?' });
    expect(await notHelpedReason.count()).toBe(0);
    await helped.getByRole('radio', { name: 'No' }).check();
    await expect.poll(() => notHelpedReason.count()).toBe(1);
    await helped.getByRole('radio', { name: 'Yes' }).check();
    await expect.poll(() => notHelpedReason.count()).toBe(0);
    const digital = evaluation().getByRole('radiogroup', { name: 'Could this have been handled digitally?' });
    const bookingReason = evaluation().getByRole('radiogroup', { name: 'Why was a physical visit booked?' });
    await digital.getByRole('radio', { name: 'Yes' }).check();
    await expect.poll(() => bookingReason.count()).toBe(1);
    await digital.getByRole('radio', { name: 'No', exact: true }).check();
    await expect.poll(() => bookingReason.count()).toBe(0);
  });

  it('finishing with required fields empty lists them and does not end the meeting', async () => {
    await page.getByRole('button', { name: 'Sign and finish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Required fields are missing' });
    await dialog.waitFor();
    const items = await dialog.getByRole('listitem').allInnerTexts();
    expect(items.join('\n')).toContain('Reason for contact');
    expect(items.join('\n')).toContain('Primary diagnosis');
    await dialog.getByRole('button', { name: 'Back to the forms' }).click();
    expect(new URL(page.url()).pathname).toBe(`/emr/${meetingId}`);
  });

  it('sign and finish takes Anna home; reopened, the meeting offers only "close and go back home" and the note is read-only', async () => {
    await note().getByLabel('Reason for contact').fill('Sore throat');
    await note().getByLabel('Assessment').fill('Viral pharyngitis');
    await chooseIcd(note().getByRole('combobox', { name: 'Primary diagnosis' }), 'J02');
    await note().getByRole('textbox', { name: 'Plan', exact: true }).fill('Rest, fluids, paracetamol if needed');
    await page.getByRole('button', { name: 'Sign and finish' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign and finish the meeting?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Sign and finish' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    expect((await storedNote())?.signedAt).toEqual(expect.any(Number));

    await page.goto(`${server.baseUrl}/emr/${meetingId}`);
    await page.getByRole('button', { name: 'Close and go back home' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign and finish' }).count()).toBe(0);
    expect(await note().getByLabel('History').isDisabled()).toBe(true);
  });

  it('Anna unsigns with a reason, edits, and signs again', async () => {
    await page.getByRole('button', { name: 'Unsign', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsign the note?' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Add the follow-up plan');
    await dialog.getByRole('button', { name: 'Unsign note' }).click();
    await expect.poll(() => note().getByLabel('History').isDisabled()).toBe(false);
    const plan = note().getByRole('textbox', { name: 'Plan', exact: true });
    await plan.fill('Rest, fluids; call again if not better in a week');
    await page.getByRole('button', { name: 'Sign and finish' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign and finish the meeting?' });
    await confirm.getByRole('button', { name: 'Sign and finish' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    const stored = await storedNote();
    expect(stored?.values.plan).toBe('Rest, fluids; call again if not better in a week');
    expect(stored?.signedAt).toEqual(expect.any(Number));
  });

  it('Anna strikes the note in the 56rem modal; it is shown struck and disabled', async () => {
    await page.goto(`${server.baseUrl}/emr/${meetingId}`);
    await page.getByRole('button', { name: 'Strike note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Strike the note' });
    await dialog.waitFor();
    const width = await dialog.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeCloseTo(56 * 16, -1);
    await dialog.getByRole('textbox', { name: 'Reason for striking' }).fill('Written for the wrong patient');
    await dialog.getByRole('button', { name: 'Strike', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.goto(`${server.baseUrl}/emr/${meetingId}`);
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'This note has been struck' }).innerText())
      .toContain('Written for the wrong patient');
    expect(await note().getByLabel('History').isDisabled()).toBe(true);
  });
});

describe('a UK GP', () => {
  it('is offered no strike, and the API refuses one', async () => {
    const gb = await englishContext(browser);
    const gbPage = await gb.newPage();
    await signInThroughApi(gbPage.context(), server.baseUrl, 'gb.gp');
    const id = await openFirstMeeting(gbPage, server.baseUrl);
    const history = gbPage.getByRole('region', { name: 'Consultation note' }).getByLabel('History');
    await history.fill('Cough for a week');
    const stored = async () =>
      (
        (await (await gbPage.request.get(`${server.baseUrl}/api/medicalrecord/v2/entry/${id}`)).json()) as {
          entry: { id: string } | null;
        }
      ).entry;
    await expect.poll(stored, { timeout: 5000 }).not.toBeNull();
    const entry = { entry: (await stored())! };
    expect(await gbPage.getByRole('button', { name: 'Strike note' }).count()).toBe(0);
    expect(await gbPage.getByRole('button', { name: 'End meeting' }).isVisible()).toBe(true);
    const csrf = (await gb.cookies()).find((c) => c.name === 'csrf_token')!.value;
    const strike = await gbPage.request.post(`${server.baseUrl}/api/medicalrecord/entry/strike/${entry.entry.id}`, {
      data: { reason: 'not allowed' },
      headers: { 'x-csrf-token': csrf },
    });
    expect(strike.status()).toBe(403);
    await gb.close();
  });
});
