import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { renderPdf } from '../../packages/server/src/platform/pdf';
import { pdfText } from '../../packages/server/src/test/pdf-text';
import { appInChromium, clinicianPage, seriousAxeViolations } from './harness';
import { copyPatientLink } from './patient-link';

/**
 * Issue 19's pay-as-you-go prescription in real Chromium: James (gb.gp) opens the action in the meeting with Oliver
 * later today (the consultation's address asks for the pharmacy map), reads what it is and continues. An 11 MB file
 * is refused as too large and a PNG renamed .pdf as not a PDF; the signed prescription's PDF is shown in the page,
 * Send waits for both checks, and once sent the pharmacies near Oliver open in a new tab. Oliver's link page has the
 * message with Prescription.pdf. (uk-payg-prescriptions.int.test.ts covers the API's refusals and who may.)
 */

const app = appInChromium();
let james: Page;
const meetingId = demoMeetingId('gb.gp', 'today-next');
let prescription: Buffer;

// The first bytes of a PNG image, whatever its name says.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

beforeAll(async () => {
  james = await clinicianPage(app.browser, app.baseUrl, 'gb.gp', { bypassCSP: true });
  prescription = await renderPdf({
    content: [
      { text: 'Private prescription', fontSize: 16 },
      'Patient: Oliver Bennett, Flat 3, 27 Camden Road, London NW1 9LR',
      'Amoxicillin 500 mg capsules, one three times a day for 5 days (15)',
      'Signed: Dr James Whitaker',
    ],
  });
});

async function openPanel(search = ''): Promise<Locator> {
  await james.goto(`${app.baseUrl}/emr/${meetingId}?action=uk-payg-prescription${search}`);
  return james.getByRole('complementary', { name: 'Pay-as-you-go prescription' });
}

describe('a pay-as-you-go prescription', () => {
  it('explains itself, then refuses an 11 MB file and a PNG renamed .pdf', async () => {
    const panel = await openPanel();
    await panel.getByText(/the patient pays the pharmacy/).waitFor();
    await panel.getByText('The PDF must be the signed prescription.', { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Continue' }).click();

    const file = panel.getByLabel('Prescription PDF');
    const big = Buffer.alloc(11 * 1024 * 1024);
    big.write('%PDF-1.4\n');
    await file.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: big });
    await panel.getByRole('alert').filter({ hasText: 'The file is too large: at most 10 MB.' }).waitFor();

    await file.setInputFiles({ name: 'prescription.pdf', mimeType: 'application/pdf', buffer: PNG });
    await panel.getByRole('alert').filter({ hasText: 'This file is not a PDF.' }).waitFor();
    expect(await panel.getByTitle('Preview of the prescription PDF').count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Send to the patient' }).count()).toBe(0);
  });

  it('shows the PDF, sends it once both checks are ticked, and opens the pharmacies near the patient', async () => {
    const panel = await openPanel('&redirectToMap=1');
    await panel.getByRole('button', { name: 'Continue' }).click();
    await panel
      .getByLabel('Prescription PDF')
      .setInputFiles({ name: 'rx-oliver-bennett.pdf', mimeType: 'application/pdf', buffer: prescription });

    let preview = panel.getByTitle('Preview of the prescription PDF');
    await preview.waitFor();

    // Not sent yet: opened again, the panel goes straight back to the upload.
    await openPanel('&redirectToMap=1');
    await panel.getByText(/^Not sent yet: this PDF was uploaded earlier/).waitFor();
    preview = panel.getByTitle('Preview of the prescription PDF');
    await preview.waitFor();
    const src = await preview.getAttribute('src');
    const shown = await james.request.get(new URL(src!, app.baseUrl).href);
    expect(shown.headers()['content-type']).toBe('application/pdf');
    expect(pdfText(await shown.body())).toContain('Amoxicillin 500 mg');
    // Headless Chromium has no PDF viewer to look into: the server's answer must let the app's own page frame it.
    expect(shown.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(await seriousAxeViolations(panel, 'pay-as-you-go prescription uploaded')).toEqual([]);

    const send = panel.getByRole('button', { name: 'Send to the patient' });
    expect(await send.isDisabled()).toBe(true);
    await panel.getByRole('checkbox', { name: 'Signature verified' }).check();
    expect(await send.isDisabled()).toBe(true);
    await panel.getByRole('checkbox', { name: 'Patient name verified' }).check();
    expect(await send.isDisabled()).toBe(false);

    const mapTab = james.context().waitForEvent('page');
    await send.click();
    await panel.getByRole('status').filter({ hasText: 'The prescription has been sent.' }).waitFor();
    const map = await mapTab;
    try {
      await map.waitForURL(/\/pharmacies\?postcode=NW19LR/);
      await map.getByRole('heading', { name: 'Pharmacies near NW1 9LR' }).waitFor();
      await map.getByRole('img', { name: /Map of the pharmacies near NW1 9LR/ }).waitFor();
      const listed = map.getByRole('list', { name: 'Pharmacies near NW1 9LR' }).getByRole('listitem');
      await listed.first().waitFor();
      const first = await listed.first().innerText();
      expect(first).toMatch(/Camden Road Pharmacy|Parkway Chemists/);
      expect(await listed.filter({ hasText: 'Headingley Pharmacy' }).count()).toBe(0);
    } finally {
      await map.close();
    }
    expect(await panel.getByRole('link', { name: 'Find a pharmacy near the patient' }).getAttribute('href')).toBe(
      '/pharmacies?postcode=NW19LR',
    );
  });

  it('is under taken actions as sent', async () => {
    await james.goto(`${app.baseUrl}/emr/${meetingId}`);
    await james
      .getByRole('navigation', { name: 'Actions' })
      .getByRole('button', { name: /^Taken actions/ })
      .click();
    const list = james.getByRole('complementary', { name: 'Taken actions' });
    const link = list
      .getByRole('region', { name: 'Pay-as-you-go prescription (1)' })
      .getByRole('link', { name: /Pay-as-you-go prescription · rx-oliver-bennett\.pdf/ });
    await link.getByText(/^Sent · /).waitFor();
  });

  it('reaches Oliver: his link page has the message with Prescription.pdf', async () => {
    await james.goto(`${app.baseUrl}/emr/${meetingId}`);
    const link = await copyPatientLink(james);
    const oliver = await (await app.browser.newContext()).newPage();
    try {
      await oliver.goto(link);
      const messages = oliver.getByRole('region', { name: 'Messages' });
      await messages.getByText(/Here is your private prescription from James Whitaker/).waitFor();
      const pdf = messages.getByRole('link', { name: 'Prescription.pdf' });
      await pdf.waitFor();
      const file = await oliver.request.get(new URL((await pdf.getAttribute('href'))!, app.baseUrl).href);
      expect(pdfText(await file.body())).toContain('Amoxicillin 500 mg');
    } finally {
      await oliver.context().close();
    }
  });
});
