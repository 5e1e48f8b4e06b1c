import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { appInChromium, seriousAxeViolations, signInThroughApi } from './harness';

/**
 * The vaccination list in real Chromium (seed 001 §2.3, §4, §5; issue 6). Anna (se.doctor) sees Astrid at the clinic
 * (the one demo meeting with a care facility). Astrid has two unfinished series, so Anna first chooses to continue
 * the TBE primary series (2 of 3 given): dose 3 is proposed, the given doses cannot be chosen and no dose above the
 * series' 3 is offered. A 2-character lot number is refused with its message; a real one registers the dose, the
 * tab counts it, and Anna then removes it with a reason: it moves under 'Removed'.
 */

const app = appInChromium();
let page: Page;

beforeAll(async () => {
  // The app's CSP forbids the injected axe script, which this context bypasses.
  const context = await app.browser.newContext({ bypassCSP: true });
  await context.addInitScript(() => window.localStorage.setItem('konsult.language', 'en'));
  page = await context.newPage();
  await signInThroughApi(page.context(), app.baseUrl, 'se.doctor');
  await page.goto(`${app.baseUrl}/emr/${demoMeetingId('se.doctor', 'today-next')}?leftbar=vaccination-list`);
  await pane().getByRole('heading', { name: 'Vaccinations', level: 2 }).waitFor({ timeout: 15_000 });
});

const pane = () => page.getByRole('region', { name: 'Patient record' });
const section = (name: 'Completed' | 'Removed') => pane().getByRole('region', { name: new RegExp(`^${name}`) });
const vaccinationTab = () =>
  pane()
    .getByRole('tablist', { name: 'Record sections' })
    .getByRole('tab', { name: /^Vaccinations/ });

/** The tab's counter: the number of completed immunizations in its badge. */
async function tabCount(): Promise<number> {
  const badge = vaccinationTab().locator('.mantine-Badge-root');
  await badge.waitFor();
  return Number(await badge.innerText());
}

/** The options of a native select, with whether each can be chosen. */
const options = (select: Locator) =>
  select
    .locator('option')
    .evaluateAll((all) => all.map((o) => ({ text: o.textContent, disabled: (o as HTMLOptionElement).disabled })));

describe('Anna registers and removes a vaccination for Astrid at the clinic', () => {
  let before: number;
  let added: Locator;

  it('continues the unfinished TBE series with dose 3, refusing a 2-character lot number', async () => {
    before = await tabCount();
    await pane().getByRole('button', { name: 'Add vaccination' }).click();

    const chooser = page.getByRole('dialog', { name: 'Unfinished vaccination series' });
    const series = chooser.getByRole('radio');
    expect(await series.count()).toBe(2);
    await chooser.getByRole('radio', { name: /^TBE, primary series: dose 3 next \(2 given\)/ }).check();
    await chooser.getByRole('button', { name: 'Continue series' }).click();

    const modal = page.getByRole('dialog', { name: 'Add vaccination' });
    await expect.poll(() => modal.getByText('Continuing TBE, primary series').count()).toBe(1);
    // Searched for as a clinician would: typed, then the first match taken with the keyboard.
    const vaccine = modal.getByRole('combobox', { name: 'Vaccine' });
    await vaccine.fill('FSME-Immun');
    await vaccine.press('ArrowDown');
    await vaccine.press('Enter');
    expect(await vaccine.inputValue()).toBe('FSME-Immun (Pfizer)');
    await modal.getByRole('button', { name: 'Continue' }).click();

    const doseNumber = modal.getByRole('combobox', { name: 'Dose number' });
    expect(await doseNumber.inputValue()).toBe('3');
    expect((await options(doseNumber)).filter((o) => o.text !== 'Choose')).toEqual([
      { text: 'Dose 1 (given)', disabled: true },
      { text: 'Dose 2 (given)', disabled: true },
      { text: 'Dose 3', disabled: false },
    ]);
    await modal.getByRole('combobox', { name: 'Body site' }).selectOption({ index: 1 });

    const lotNumber = modal.getByRole('combobox', { name: 'Lot number' });
    await lotNumber.fill('AB');
    await modal.getByRole('button', { name: 'Register vaccination' }).click();
    await expect.poll(() => modal.getByText('The lot number needs at least 3 characters.').count()).toBe(1);
    expect(await seriousAxeViolations(modal, 'add vaccination, lot number refused')).toEqual([]);

    // The refusal kept everything else; a lot number from the package registers the dose.
    expect(await doseNumber.inputValue()).toBe('3');
    await lotNumber.fill('FR4893');
    await modal.getByRole('button', { name: 'Register vaccination' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => pane().getByText('The vaccination was registered.').count()).toBe(1);
    await expect.poll(tabCount).toBe(before + 1);
    added = section('Completed').getByRole('button', { name: /FSME-Immun.*TBE, primary series · Dose 3 of 3/ });
    expect(await added.count()).toBe(1);
  });

  it('removes it with a reason; it then shows under Removed and the tab no longer counts it', async () => {
    await added.click();
    const view = page.getByRole('dialog', { name: 'Vaccination' });
    expect(await view.getByText('FR4893').count()).toBe(1);
    await view.getByRole('button', { name: 'Remove entry' }).click();

    const remove = page.getByRole('dialog', { name: 'Remove vaccination' });
    await remove.getByRole('button', { name: 'Remove vaccination' }).click();
    await expect.poll(() => remove.getByText('Give a reason for removing the vaccination.').count()).toBe(1);
    await remove.getByRole('textbox', { name: 'Reason' }).fill('Registered on the wrong patient');
    await remove.getByRole('button', { name: 'Remove vaccination' }).click();

    await expect.poll(() => pane().getByText('The vaccination was removed.').count()).toBe(1);
    await expect.poll(tabCount).toBe(before);
    expect(
      await section('Removed')
        .getByRole('button', { name: /FSME-Immun.*Dose 3 of 3/ })
        .count(),
    ).toBe(1);
    expect(
      await section('Completed')
        .getByRole('button', { name: /FSME-Immun.*Dose 3 of 3/ })
        .count(),
    ).toBe(0);
  });
});
