import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { pdfText } from '../../packages/server/src/test/pdf-text';
import { appInChromium, clinicianPage, seriousAxeViolations } from './harness';
import { openAction } from './open-action';

/**
 * Issue 18's specialist referral in real Chromium: Anna (se.doctor) has Lars Öberg's text meeting about a rash he
 * photographed twice. She first tries to send the referral without a purpose and is told what is missing, then
 * refers him to the skin clinic at Södersjukhuset with his first photo and his consent to the record being read. The
 * sent referral shows in the panel; its PDF, opened from there and read back with pdftotext, has the purpose with
 * å ä ö and the clinic's visiting address. Taken actions list it, and Lars's record history shows the unit, its
 * address and the purpose. (specialist-referrals.int.test.ts covers the API's rules.)
 */

const app = appInChromium();
let anna: Page;
const meetingId = demoMeetingId('se.doctor', 'today-text');
const PURPOSE_TITLE = 'Bedömning av fjällande utslag på underarmarna';
const PURPOSE_BODY =
  'Kliande, fjällande utslag på båda underarmarna sedan två månader. Ingen förbättring av kortisonkräm grupp II i fyra veckor. Önskar bedömning och ställningstagande till biopsi.';
const UNIT = 'Hudkliniken, Södersjukhuset';
const ADDRESS = 'Sjukhusbacken 10, 118 83 Stockholm';

beforeAll(async () => {
  anna = await clinicianPage(app.browser, app.baseUrl, 'se.doctor', { bypassCSP: true });
  await anna.goto(`${app.baseUrl}/emr/${meetingId}`);
});

const openReferral = () => openAction(anna, 'Specialist referral', 'Referrals');

describe('a specialist referral with a symptom photo', () => {
  let panel: Locator;
  let form: Locator;

  it('says what is missing before anything is sent', async () => {
    panel = await openReferral();
    form = panel.getByRole('form', { name: 'Specialist referral' });
    await panel.getByText('No referral has been sent in this meeting.').waitFor();
    await form.getByRole('button', { name: 'Send referral' }).click();
    await form.getByText('Choose a specialty.').waitFor();
    await form.getByText('Write the purpose (at most 200 characters).').waitFor();
  });

  it('is written to the skin clinic with his first photo and his consent', async () => {
    await form.getByRole('combobox', { name: /^Specialty/ }).selectOption({ label: 'Dermatology and venereology' });
    await form.getByRole('combobox', { name: /^Unit/ }).selectOption({ label: UNIT });
    await form.getByText(`Visiting address: ${ADDRESS}`).waitFor();
    await form.getByRole('textbox', { name: /^Purpose of the referral/ }).fill(PURPOSE_TITLE);
    await form.getByRole('textbox', { name: /^Background and question/ }).fill(PURPOSE_BODY);

    const photos = form.getByRole('group', { name: 'Photos from the patient' });
    const first = photos.getByRole('checkbox', { name: /^Photo 1 of 2, sent / });
    await first.check();
    expect(await photos.getByRole('checkbox', { name: /^Photo 2 of 2, sent / }).isChecked()).toBe(false);
    // The thumbnails are the meeting's photos, loaded through the seed's image route.
    await expect
      .poll(() =>
        photos.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await form
      .getByRole('checkbox', { name: 'The patient consents to the specialist reading their medical record' })
      .check();
    await form
      .getByRole('textbox', { name: /^Information for the unit’s administrator/ })
      .fill('Lars föredrar tider efter kl. 15.');
    expect(await seriousAxeViolations(panel, 'specialist referral, filled in')).toEqual([]);

    await form.getByRole('button', { name: 'Send referral' }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: `The referral to ${UNIT} has been sent.` })
      .waitFor();
    // A sent referral empties the form for the next one.
    expect(await form.getByRole('textbox', { name: /^Purpose of the referral/ }).inputValue()).toBe('');
  });

  it('is listed as sent, and its PDF reads back with å ä ö, the unit and its visiting address', async () => {
    const sent = panel.getByRole('region', { name: 'Referrals sent in this meeting' });
    const item = sent.getByRole('listitem').filter({ hasText: PURPOSE_TITLE });
    await item.getByText(`Visiting address: ${ADDRESS}`).waitFor();
    await item.getByText(/^Sent by Anna Lindgren, /).waitFor();

    const link = item.getByRole('link', { name: 'Open PDF' });
    expect(await link.getAttribute('target')).toBe('_blank');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/digiphysical\/clinician\/specialistreferral\/pdf\?referral_id=/);
    // What the new tab shows, fetched with Anna's session.
    const response = await anna.request.get(new URL(href, app.baseUrl).href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await response.body()));
    for (const expected of [
      'Remiss',
      'Lars Öberg',
      'Anna Lindgren',
      UNIT,
      ADDRESS,
      PURPOSE_TITLE,
      'Ingen förbättring av kortisonkräm grupp II i fyra veckor.',
      'Patienten samtycker till att mottagaren läser journalen',
      'Lars föredrar tider efter kl. 15.',
      'Bild 1 av 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is under taken actions, opening its PDF', async () => {
    const bar = anna.getByRole('navigation', { name: 'Actions' });
    await bar.getByRole('button', { name: /^Taken actions/ }).click();
    const taken = anna.getByRole('complementary', { name: 'Taken actions' });
    await taken.getByText('Specialist referral (1)').waitFor();
    const link = taken.getByRole('link', { name: new RegExp(PURPOSE_TITLE) });
    expect(await link.getAttribute('href')).toMatch(/specialistreferral\/pdf\?referral_id=/);
  });

  it("is in Lars's record history with the unit, its visiting address and the purpose", async () => {
    // No reload: sending the referral fetched the history again, so the entry is there when the tab opens.
    const pane = anna.getByRole('region', { name: 'Patient record' });
    await pane.getByRole('tab', { name: /^Medical records/ }).click();
    const entry = pane.locator('.record-entry', { hasText: 'Remiss: Hud- och könssjukdomar' }).first();
    await entry.getByRole('button', { name: /Remiss: Hud- och könssjukdomar/ }).click();
    await entry.getByText(UNIT, { exact: true }).waitFor();
    await entry.getByText(`Visiting address: ${ADDRESS}`).waitFor();
    await entry.getByText(PURPOSE_TITLE, { exact: true }).waitFor();
    await entry.getByText(PURPOSE_BODY, { exact: true }).waitFor();
  });
});
