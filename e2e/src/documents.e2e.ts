import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { pdfText } from '../../packages/server/src/test/pdf-text';
import { appInChromium, clinicianPage, seriousAxeViolations } from './harness';

/**
 * Issue 7's taken actions in real Chromium: in today's meeting Anna (se.doctor) sends Elin a message, books her a
 * revisit and writes her a medical certificate from the Swedish template (preview, then save). The saved PDF reads
 * back with what she filled in (pdftotext), and taken actions count all three, in their sections.
 */

const app = appInChromium();
let anna: Page;
const meetingUrl = () => `${app.baseUrl}/emr/${demoMeetingId('se.doctor', 'today-current')}`;

beforeAll(async () => {
  anna = await clinicianPage(app.browser, app.baseUrl, 'se.doctor', { bypassCSP: true });
});

const takenActions = () =>
  anna.getByRole('navigation', { name: 'Actions' }).getByRole('button', { name: /^Taken actions/ });

describe('a message, a revisit and a document in one meeting', () => {
  it('Anna sends a message and books a revisit', async () => {
    await anna.goto(`${meetingUrl()}?action=send-message`);
    const message = anna.getByRole('form', { name: 'Message to the patient' });
    await message.getByRole('textbox', { name: 'Subject' }).fill('Efter besöket');
    await message.getByRole('textbox', { name: 'Message' }).fill('Vila och drick mycket.');
    await message.getByRole('button', { name: 'Send message' }).click();
    await anna.getByText('The message was sent to Elin Nyström.').waitFor();

    await anna.goto(`${meetingUrl()}?action=book-revisit`);
    const revisit = anna.getByRole('form', { name: 'Book a revisit' });
    await revisit
      .getByRole('group', { name: /^Times on/ })
      .getByRole('button', { disabled: false })
      .last()
      .click();
    await revisit.getByRole('button', { name: /^Book revisit / }).click();
    await anna.getByRole('status').filter({ hasText: 'The revisit is booked for' }).waitFor();
    await expect.poll(() => takenActions().innerText()).toMatch(/2$/);
  });

  it('writes a certificate from the template: the preview is a PDF, the saved one reads back with her words', async () => {
    await anna.goto(`${meetingUrl()}?action=create-document`);
    const form = anna.getByRole('form', { name: 'Create a document' });
    await form.getByRole('combobox', { name: 'Template' }).selectOption({ label: 'Läkarintyg' });
    await form.getByRole('button', { name: 'Save document' }).click();
    expect(await form.getByText('Required.').count()).toBe(2);

    await form.getByRole('textbox', { name: 'Intyget avser' }).fill('Frånvaro från arbete');
    await form.getByRole('textbox', { name: 'Bedömning' }).fill('Förkylning med feber. Åter i arbete om tre dagar.');
    await form.getByLabel('Gäller till och med').fill('2026-12-31');
    const previewed = anna.waitForResponse((r) => r.url().endsWith('/api/medicaldocuments/preview'));
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = await previewed;
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('application/pdf');
    await form.getByRole('link', { name: 'Open the preview (PDF)' }).waitFor();
    // The page keeps the preview's bytes to itself (a blob URL): the same request, made here, reads as the certificate.
    const csrf = (await anna.context().cookies()).find((c) => c.name === 'csrf_token')!.value;
    const again = await anna.request.post(`${app.baseUrl}/api/medicaldocuments/preview`, {
      headers: { 'x-csrf-token': csrf, origin: app.baseUrl },
      data: JSON.parse(preview.request().postData()!),
    });
    expect(pdfText(await again.body())).toContain('Intyget avser: Frånvaro från arbete.');
    expect(await seriousAxeViolations(form, 'create document, previewed')).toEqual([]);

    await form.getByRole('button', { name: 'Save document' }).click();
    await anna.getByRole('status').filter({ hasText: 'Läkarintyg was saved for the patient.' }).waitFor();
    await expect.poll(() => takenActions().innerText()).toMatch(/3$/);

    await takenActions().click();
    const list = anna.getByRole('complementary', { name: 'Taken actions' });
    await list.getByRole('region', { name: 'Sent message (1)' }).waitFor();
    await list.getByRole('region', { name: 'Booked revisit (1)' }).waitFor();
    const document = list.getByRole('region', { name: 'Document (1)' }).getByRole('link', { name: /Läkarintyg/ });
    const pdf = await anna.request.get(new URL((await document.getAttribute('href'))!, app.baseUrl).href);
    const text = pdfText(await pdf.body());
    expect(text).toContain('Härmed intygas att Elin Nyström, personnummer 19910621-0462');
    expect(text).toContain('Bedömning: Förkylning med feber. Åter i arbete om tre dagar.');
    expect(text).toContain('Intyget gäller till och med 2026-12-31.');
  });
});
