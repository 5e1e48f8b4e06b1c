import { describe, expect, it } from 'vitest';
import { demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { appInChromium, copyPatientLink, englishContext, seriousAxeViolations, signInThroughApi } from './harness';

/**
 * Issue 7's messaging story in real Chromium: Anna (se.doctor) writes to Elin from today's meeting, a PDF attached; Elin opens the
 * meeting's one-time link in a browser of her own, reads it and answers; Anna sees the answer arrive unread and
 * marks it read. Taken actions then count the message, and open it in a 60rem modal.
 */

const app = appInChromium();

describe('messages between Anna and her patient', () => {
  it('Anna writes, Elin reads and answers by her link, Anna sees the answer unread and marks it read', async () => {
    const clinician = await englishContext(app.browser, { bypassCSP: true });
    const anna = await clinician.newPage();
    await signInThroughApi(anna.context(), app.baseUrl, 'se.doctor');
    await anna.goto(`${app.baseUrl}/emr/${demoMeetingId('se.doctor', 'today-current')}?action=send-message`);

    const panel = anna.getByRole('complementary', { name: 'Send message' });
    const form = panel.getByRole('form', { name: 'Message to the patient' });
    await form.getByRole('textbox', { name: 'Subject' }).fill('Dina provsvar');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('Proverna ser bra ut. Hör av dig om besvären kommer tillbaka.');
    await form.getByLabel('Attachments').setInputFiles({
      name: 'Provsvar blodprover.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await form.getByRole('list', { name: 'Files to send' }).getByText('Provsvar blodprover.pdf').waitFor();
    await form.getByRole('button', { name: 'Send message' }).click();
    await panel.getByText('The message was sent to Elin Nyström.').waitFor();
    expect(await seriousAxeViolations(panel, 'send message, sent')).toEqual([]);

    // From the server's answer: the browser's clipboard may still hold a link an earlier file copied.
    const link = await copyPatientLink(anna);

    const elin = await (await app.browser.newContext()).newPage();
    await elin.goto(link);
    const messages = elin.getByRole('region', { name: 'Messages' });
    await messages.getByText('Dina provsvar').waitFor();
    expect(await messages.getByText('Proverna ser bra ut. Hör av dig om besvären kommer tillbaka.').count()).toBe(1);
    const attachment = messages.getByRole('link', { name: 'Provsvar blodprover.pdf' });
    const download = await elin.request.get(new URL((await attachment.getAttribute('href'))!, link).href);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await messages.getByRole('textbox', { name: 'Your reply' }).fill('Tack! Ska jag boka ett nytt besök?');
    await messages.getByRole('button', { name: 'Send' }).click();
    await messages.getByText('Tack! Ska jag boka ett nytt besök?').waitFor();

    // Anna's panel looks again every 15 s; a reload shows the answer at once, the panel still open from the address.
    await anna.reload();
    const thread = anna.getByRole('region', { name: /Conversation with the patient/ });
    await thread.getByText('Tack! Ska jag boka ett nytt besök?').waitFor({ timeout: 15_000 });
    await thread.getByText('1 unread').waitFor();
    await thread.getByRole('button', { name: 'Mark as read' }).click();
    await expect.poll(() => thread.getByText('1 unread').count()).toBe(0);
    await expect.poll(() => thread.getByRole('button', { name: 'Mark as unread' }).count()).toBe(1);

    // Taken actions count what Anna sent, and show it in a 60rem modal.
    const taken = anna.getByRole('navigation', { name: 'Actions' }).getByRole('button', { name: /^Taken actions/ });
    await expect.poll(() => taken.innerText()).toMatch(/1$/);
    await taken.click();
    const list = anna.getByRole('complementary', { name: 'Taken actions' });
    await list
      .getByRole('region', { name: 'Sent message (1)' })
      .getByRole('button', { name: /Dina provsvar/ })
      .click();
    const modal = anna.getByRole('dialog', { name: 'Dina provsvar' });
    await modal.getByText('Proverna ser bra ut. Hör av dig om besvären kommer tillbaka.').waitFor();
    expect(await modal.evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(60 * 16, -1);
  });
});
