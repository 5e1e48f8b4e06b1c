import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoMeetingId, type DemoUsername } from '../../packages/server/src/demo/demo-ids';
import { appInChromium, clinicianPage, seriousAxeViolations } from './harness';

/**
 * The medication list in real Chromium against the built app and the real server (seed 001 §2.2, §2.3, §4, §6):
 * Anna (se.doctor) adds a medication through the wizard with the shortcut 2x3, changes its instructions, prints the
 * list (a real PDF with å, ä and ö) and ends it; Fredrik (se.psychologist) reads the list but is offered no changes,
 * and the server refuses his add with 403. axe-core finds nothing serious or critical in the open wizard.
 */

const app = appInChromium();

/** Signed in, in English; the app's CSP forbids the injected axe script, which this context bypasses. */
const signedIn = (username: DemoUsername) => clinicianPage(app.browser, app.baseUrl, username, { bypassCSP: true });

const paneOf = (page: Page) => page.getByRole('region', { name: 'Patient record' });
const medicationTab = (page: Page) =>
  paneOf(page)
    .getByRole('tablist', { name: 'Record sections' })
    .getByRole('tab', { name: /^Medications/ });

/** Opens the meeting and the medication-list tab by clicking it; answers the patient id the list was asked for. */
async function openMedicationList(page: Page, username: DemoUsername): Promise<string> {
  await page.goto(`${app.baseUrl}/emr/${demoMeetingId(username, 'today-current')}`);
  const listRequest = page.waitForRequest((r) =>
    /\/medication-list\/swe\/patient\/[^/]+$/.test(new URL(r.url()).pathname),
  );
  await medicationTab(page).click();
  await paneOf(page).getByRole('heading', { name: 'Medication list' }).waitFor({ timeout: 15_000 });
  return new URL((await listRequest).url()).pathname.split('/').pop()!;
}

/** The tab's counter: the number in its badge once loaded. */
async function tabCount(page: Page): Promise<number> {
  const badge = medicationTab(page).locator('.mantine-Badge-root');
  await badge.waitFor();
  return Number(await badge.innerText());
}

const audit = (element: Locator, state: string) => seriousAxeViolations(element, `medication list, ${state}`);

/** The PDF's text as pdftotext reads it (the one installed on this machine). */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'konsult-pdf-'));
  try {
    const file = join(dir, 'list.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const inputValue = (scope: Locator, label: string) =>
  scope.getByRole('textbox', { name: label, exact: true }).inputValue();

describe('Anna’s medication list (se.doctor, a Swedish patient)', () => {
  let page: Page;
  let before: number;

  beforeAll(async () => {
    page = await signedIn('se.doctor');
    await openMedicationList(page, 'se.doctor');
    before = await tabCount(page);
  });

  it('adds a medication through the wizard with the shortcut 2x3, and the tab counts it', async () => {
    const pane = paneOf(page);
    await pane.getByRole('button', { name: 'Add medication' }).click();
    const wizard = page.getByRole('dialog', { name: 'Add medication' });
    await wizard.waitFor();
    expect(await audit(wizard, 'wizard, step 1')).toEqual([]);

    await wizard.getByRole('textbox', { name: /Search medication/ }).fill('Trombyl');
    await wizard
      .getByRole('list', { name: 'Medications found' })
      .getByRole('button', { name: /^Trombyl Tablett 75 mg/ })
      .click();
    const hour1 = wizard.getByRole('textbox', { name: 'Hour, row 1', exact: true });
    await hour1.waitFor();
    expect(await hour1.inputValue()).toBe('08');

    await wizard.getByRole('textbox', { name: /Shortcut/ }).fill('2x3');
    await expect.poll(() => inputValue(wizard, 'Hour, row 3')).toBe('22');
    expect([await inputValue(wizard, 'Hour, row 1'), await inputValue(wizard, 'Hour, row 2')]).toEqual(['06', '14']);
    for (const row of [1, 2, 3]) expect(await inputValue(wizard, `Amount, row ${row}`)).toBe('2');
    expect(await audit(wizard, 'wizard, step 2')).toEqual([]);
    await wizard.getByRole('button', { name: 'Continue' }).click();

    const reasonStep = wizard.getByRole('region', { name: /^3\. Reason/ });
    await reasonStep.getByRole('checkbox', { name: /^I25\.9 / }).check();
    await reasonStep.getByRole('textbox', { name: /Search reason/ }).fill('I10 ');
    await reasonStep.getByRole('checkbox', { name: /^I10 / }).check();
    expect(await audit(wizard, 'wizard, step 3')).toEqual([]);
    await reasonStep.getByRole('button', { name: 'Add to medication list' }).click();
    await wizard.waitFor({ state: 'hidden' });

    const regular = pane.getByRole('list', { name: 'Regular' });
    const trombyl = regular.getByRole('listitem').filter({ hasText: 'Trombyl' });
    await trombyl.waitFor();
    expect(await trombyl.innerText()).toContain('2 tabletter at 06:00, 14:00 and 22:00');
    expect(await trombyl.innerText()).toMatch(/I25\.9 .*; I10 /);
    await expect.poll(() => tabCount(page)).toBe(before + 1);
  });

  it('changes the additional instructions', async () => {
    await paneOf(page).getByRole('button', { name: 'Change Trombyl' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Trombyl' });
    await dialog
      .getByRole('textbox', { name: 'Additional instructions' })
      .fill('Tas på morgonen före frukost, även på helger');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await paneOf(page).getByText('Tas på morgonen före frukost, även på helger').waitFor();
  });

  it('prints the list: the printer link’s PDF names the drug, in Swedish with å, ä and ö', async () => {
    const link = paneOf(page).getByRole('link', { name: 'Print medication list' });
    expect(await link.getAttribute('target')).toBe('_blank');
    const response = await page.request.get(new URL((await link.getAttribute('href'))!, app.baseUrl).href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const text = pdfText(await response.body());
    expect(text).toContain('Trombyl');
    expect(text).toContain('Läkemedelslista');
    for (const letter of ['å', 'ä', 'ö']) expect(text).toContain(letter);
    expect(text.replace(/\s+/g, ' ')).toContain('före frukost');
  });

  it('ends it: it leaves the regular list and the count, and is under past medication', async () => {
    const pane = paneOf(page);
    await pane.getByRole('button', { name: 'Change Trombyl' }).click();
    await page.getByRole('dialog', { name: 'Change Trombyl' }).getByRole('button', { name: 'End medication' }).click();
    const confirm = page.getByRole('dialog', { name: 'End Trombyl?' });
    await confirm.getByRole('button', { name: 'End medication' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await pane.getByRole('list', { name: 'Regular' }).getByText('Trombyl').waitFor({ state: 'detached' });
    await expect.poll(() => tabCount(page)).toBe(before);

    await pane.getByRole('button', { name: /^View past medication/ }).click();
    const past = page.getByRole('dialog', { name: 'Past medication' });
    const item = past.getByRole('listitem').filter({ hasText: 'Trombyl' });
    await item.waitFor();
    expect(await item.innerText()).toMatch(/ended \d{1,2} \w{3} \d{4}/);
    expect(await past.getByRole('button', { name: /^Change/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.context().close();
  });
});

describe('Fredrik’s medication list (se.psychologist: reads, may not change)', () => {
  it('offers no add or change, and the server refuses his add with 403', async () => {
    const page = await signedIn('se.psychologist');
    const patientId = await openMedicationList(page, 'se.psychologist');
    const pane = paneOf(page);
    await pane.getByRole('list', { name: 'Regular' }).waitFor();
    expect(await pane.getByRole('link', { name: 'Print medication list' }).isVisible()).toBe(true);
    expect(await pane.getByRole('button', { name: 'Add medication' }).count()).toBe(0);
    expect(await pane.getByRole('button', { name: /^Change / }).count()).toBe(0);

    // The same session, origin and anti-CSRF header as the app's own calls: the catalogue answers him...
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
    const headers = { 'x-csrf-token': csrf, origin: app.baseUrl };
    const search = await page.request.post(`${app.baseUrl}/api/prescriptions/sil/drugs/search`, {
      headers,
      data: { query: 'Trombyl' },
    });
    expect(search.status()).toBe(200);
    const drug = ((await search.json()) as { results: { atcCode: string; nplId: string }[] }).results[0]!;

    // ...but adding to his patient's list is not his to do.
    const add = await page.request.post(`${app.baseUrl}/api/prescriptions/medication-list/swe/new`, {
      headers,
      data: {
        patient_id: patientId,
        dosage: { type: 'DAILY', time_amounts: [{ time: '08:00:00', amount: 1 }], dosage_date_start: Date.now() },
        medication: { atc_code: drug.atcCode, npl_id: drug.nplId },
        reason: [{ code: 'I25.9', text: 'Chronic ischaemic heart disease' }],
      },
    });
    expect(add.status()).toBe(403);
    expect(((await add.json()) as { error: { key: string } }).error.key).toBe('forbidden');
    await page.context().close();
  });
});
