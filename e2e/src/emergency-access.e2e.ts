import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../packages/server/src/demo/demo-ids';
import { pdfText } from '../../packages/server/src/test/pdf-text';
import { appInChromium, clinicianPage, seriousAxeViolations } from './harness';

/**
 * Issue 14's browser story. Anna (se.doctor) has never met Karin Sjöberg (Fredrik's patient). Karin is brought in
 * unconscious: Anna finds her by personnummer, is told she has no care relationship, states why she needs the
 * record, and opens it under emergency access, with a banner saying so. Eva (se.auditor) then answers Karin's
 * request for her access log: the screen and the PDF she downloads list Anna's emergency access with its reason.
 */

const app = appInChromium();
const KARIN_PERSONNUMMER = '19691208-2226';
const REASON = 'Karin is brought in unconscious; I need her medication list and warnings now.';

describe('emergency access and the access-log extract', () => {
  it('Anna opens a record she has no relationship with, under a banner; Eva’s extract lists it with the reason', async () => {
    const anna = await clinicianPage(app.browser, app.baseUrl, 'se.doctor', { bypassCSP: true });
    await anna.goto(app.baseUrl);
    const search = anna.getByRole('region', { name: 'Find a patient' });
    await search.getByRole('textbox', { name: 'Personal identity number' }).fill(KARIN_PERSONNUMMER);
    await search.getByRole('button', { name: 'Search' }).click();
    const hit = search.getByRole('list', { name: 'Search result' }).getByRole('listitem');
    await hit.getByText('Karin Sjöberg').waitFor();
    await hit.getByText('You have no care relationship with this patient.').waitFor();
    await hit.getByRole('button', { name: 'Emergency access…' }).click();

    const dialog = anna.getByRole('dialog', { name: 'Emergency access' });
    await dialog.getByRole('textbox', { name: 'Reason for emergency access' }).fill(REASON);
    expect(await seriousAxeViolations(dialog, 'emergency access dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Open record with emergency access' }).click();

    await anna.waitForURL(`${app.baseUrl}/patient-profile/${DEMO_IDS.patients.seKarin}`);
    const banner = anna.getByRole('alert', { name: 'Emergency access' });
    await banner.getByText(REASON, { exact: false }).waitFor();
    expect(await banner.textContent()).toMatch(/Emergency access until \d{2}:\d{2}/);
    // The record itself opens: the pane's tabs are there, not "not found".
    await anna.getByRole('tablist').first().waitFor();
    await anna.context().close();

    const eva = await clinicianPage(app.browser, app.baseUrl, 'se.auditor');
    await eva.goto(app.baseUrl);
    await eva.getByRole('heading', { level: 1, name: 'Access log' }).waitFor();
    const find = eva.getByRole('region', { name: 'Find a patient' });
    await find.getByRole('textbox', { name: 'Personal identity number' }).fill(KARIN_PERSONNUMMER.replace('-', ''));
    await find.getByRole('button', { name: 'Search' }).click();
    await find.getByRole('button', { name: 'Show access log' }).click();

    const section = eva.getByRole('region', { name: /^Access log for Karin Sjöberg/ });
    await section.getByRole('button', { name: 'Show' }).click();
    const table = section.getByRole('table', { name: /^Accesses to Karin Sjöberg’s record/ });
    const emergencyRows = table.getByRole('row').filter({ hasText: 'Emergency access' }).filter({ hasText: REASON });
    await emergencyRows.first().waitFor();
    expect(await emergencyRows.first().textContent()).toContain('Anna Lindgren');

    const [download] = await Promise.all([
      eva.waitForEvent('download'),
      section.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^access-log-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
    const dir = mkdtempSync(join(tmpdir(), 'konsult-extract-'));
    await download.saveAs(join(dir, 'extract.pdf'));
    const text = pdfText(readFileSync(join(dir, 'extract.pdf')));
    rmSync(dir, { recursive: true, force: true });
    expect(text).toContain('Loggutdrag');
    expect(text).toContain('Karin Sjöberg');
    expect(text).toContain('Anna Lindgren');
    expect(text).toContain('Öppnad (nödåtkomst)');
    expect(text).toContain(REASON);
    await eva.context().close();
  });
});
