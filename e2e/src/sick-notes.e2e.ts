import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { dayKey } from '@konsult/domain';
import { demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { pdfText } from '../../packages/server/src/test/pdf-text';
import { appInChromium, clinicianPage, seriousAxeViolations } from './harness';

/**
 * Issue 18's sick note in real Chromium: Anna (se.doctor) certifies Elin's sick leave from today's meeting (FK 7804,
 * Läkarintyg för sjukpenning): half time for two weeks, then a quarter for two more. Her second period first starts
 * inside the first: the form refuses it at that period and keeps everything she typed. Corrected, it is signed and
 * shown as sent, listed under taken actions, its PDF reads back every field, and Elin finds her copy on her link
 * page. (sick-notes.int.test.ts covers the API's rules, the certificate service's faults and who may sign.)
 */

const app = appInChromium();
let anna: Page;
const meetingId = demoMeetingId('se.doctor', 'today-current');
const today = dayKey(Date.now(), 'Europe/Stockholm');
const day = (offset: number) => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
};
const OCCUPATION = 'Förskollärare';
const FUNCTION = 'Nedsatt koncentration och uthållighet; sömnstörning sedan fyra veckor.';
const ACTIVITY = 'Klarar inte hela arbetsdagar med barngrupp eller planering och föräldrasamtal.';
const MESSAGE = 'Hej Elin! Här är ditt läkarintyg. Det är skickat till Försäkringskassan.';

beforeAll(async () => {
  anna = await clinicianPage(app.browser, app.baseUrl, 'se.doctor', { bypassCSP: true });
});

/** Opens the meeting with the sick note panel; each test starts here, on a page of its own. */
async function openSickNote(): Promise<{ panel: Locator; form: Locator }> {
  await anna.goto(`${app.baseUrl}/emr/${meetingId}?action=se-sick-note`);
  const panel = anna.getByRole('complementary', { name: 'Sick note' });
  return { panel, form: panel.getByRole('form', { name: 'Sick note' }) };
}

const period = (form: Locator, n: number) => form.getByRole('group', { name: `Period ${n}` });

async function fillPeriod(form: Locator, n: number, degree: RegExp, from: string, to: string) {
  const row = period(form, n);
  await row.getByRole('combobox', { name: 'Degree' }).click();
  await anna.getByRole('option', { name: degree }).click();
  await row.getByLabel('From').fill(from);
  await row.getByLabel('To').fill(to);
}

/** Everything Anna writes: half time for two weeks from today, then a quarter from `secondFrom` to day 27. */
async function fillSickNote(form: Locator, secondFrom: string) {
  await form.getByRole('textbox', { name: 'ICD-10 code' }).fill('F43.2');
  await form.getByRole('textbox', { name: 'Diagnosis' }).fill('Anpassningsstörning');
  await form.getByRole('textbox', { name: 'Occupation' }).fill(OCCUPATION);
  await form.getByRole('textbox', { name: 'Impairment of function' }).fill(FUNCTION);
  await form.getByRole('textbox', { name: 'Activity limitation' }).fill(ACTIVITY);
  await fillPeriod(form, 1, /^Half \(50 %\)/, today, day(13));
  await form.getByRole('button', { name: 'Add period' }).click();
  await fillPeriod(form, 2, /^One quarter \(25 %\)/, secondFrom, day(27));
  await form.getByRole('checkbox', { name: 'Adjustments at work' }).check();
  await form.getByRole('textbox', { name: 'Message to the patient' }).fill(MESSAGE);
}

describe('a sick note', () => {
  it('is refused with overlapping periods, at the later period, keeping what Anna typed', async () => {
    const { panel, form } = await openSickNote();
    await fillSickNote(form, day(10));
    expect(await seriousAxeViolations(panel, 'sick note filled in')).toEqual([]);

    await form.getByRole('button', { name: 'Sign and send' }).click();
    await form.getByRole('alert').filter({ hasText: 'Correct the marked fields. Nothing has been signed.' }).waitFor();
    await period(form, 2).getByText('Overlaps period 1: periods must not overlap.').waitFor();
    expect(
      await period(form, 1)
        .getByText(/Overlaps/)
        .count(),
    ).toBe(0);
    expect(await form.getByRole('textbox', { name: 'Occupation' }).inputValue()).toBe(OCCUPATION);
    expect(await form.getByRole('textbox', { name: 'Impairment of function' }).inputValue()).toBe(FUNCTION);
    expect(await period(form, 2).getByLabel('To').inputValue()).toBe(day(27));
  });

  it('is signed once the second period follows the first, and shows as sent', async () => {
    const { panel, form } = await openSickNote();
    await fillSickNote(form, day(14));
    await expect.poll(() => period(form, 2).getByText('14 days').count()).toBe(1);
    await form.getByRole('button', { name: 'Sign and send' }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: 'The sick note is signed and sent to Försäkringskassan.' })
      .waitFor();
    const signed = panel.getByRole('region', { name: 'Signed in this meeting' });
    await signed.getByText(`50 % ${today} – ${day(13)}, 25 % ${day(14)} – ${day(27)}`, { exact: false }).waitFor();
    await signed.getByText(/Signed and sent/).waitFor();
    await signed.getByText(/copy sent to the patient/).waitFor();
    // The form is empty again for another certificate.
    expect(await form.getByRole('textbox', { name: 'Occupation' }).inputValue()).toBe('');
  });

  it('is under taken actions, and its PDF reads back every field', async () => {
    await anna.goto(`${app.baseUrl}/emr/${meetingId}`);
    const takenActions = anna
      .getByRole('navigation', { name: 'Actions' })
      .getByRole('button', { name: /^Taken actions/ });
    await takenActions.click();
    const list = anna.getByRole('complementary', { name: 'Taken actions' });
    const link = list.getByRole('region', { name: 'Sick note (1)' }).getByRole('link', { name: /Sick note · 50 %/ });
    await link.getByText(/Signed and sent · F43\.2/).waitFor();
    const pdf = await anna.request.get(new URL((await link.getAttribute('href'))!, app.baseUrl).href);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await pdf.body());
    for (const expected of [
      'Läkarintyg för sjukpenning',
      'Elin Nyström',
      'F43.2 Anpassningsstörning',
      'Min videokontakt med patienten',
      OCCUPATION,
      FUNCTION,
      ACTIVITY,
      `Hälften (50 %) ${today} ${day(13)} 14`,
      `En fjärdedel (25 %) ${day(14)} ${day(27)} 14`,
      'Arbetsanpassning',
      MESSAGE,
      'Anna Lindgren',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('reaches Elin: her link page has the message with the certificate', async () => {
    const csrf = (await anna.context().cookies()).find((c) => c.name === 'csrf_token')!.value;
    const made = await anna.request.post(`${app.baseUrl}/api/meeting/${meetingId}/patient-link`, {
      headers: { 'x-csrf-token': csrf },
    });
    const link = new URL(((await made.json()) as { path: string }).path, app.baseUrl).href;
    const elin = await (await app.browser.newContext()).newPage();
    try {
      await elin.goto(link);
      const messages = elin.getByRole('region', { name: 'Messages' });
      await messages.getByText(MESSAGE).waitFor();
      await messages.getByRole('link', { name: 'Läkarintyg för sjukpenning.pdf' }).waitFor();
    } finally {
      await elin.context().close();
    }
  });
});
