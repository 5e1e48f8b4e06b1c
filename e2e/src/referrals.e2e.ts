import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { appInChromium, clinicianPage, seriousAxeViolations } from './harness';

/**
 * Issue 7's referrals in real Chromium: Anna (se.doctor) refers Elin internally to Fredrik, the team's psychologist,
 * and physically to a 20-minute visit with Maria at Södermalm, from the Appointments group. Both are under taken
 * actions, each opening its message. Fredrik opens the meeting the referral booked him and reads Anna's banner in the
 * symptoms panel. (referrals.int.test.ts covers the API's rules.)
 */

const app = appInChromium();
let anna: Page;
const meetingId = demoMeetingId('se.doctor', 'today-current');
const INTERNAL_MESSAGE = 'Nedstämdhet sedan våren, önskar samtalskontakt.';
const PHYSICAL_MESSAGE = 'Såromläggning och suturtagning om tio dagar.';

beforeAll(async () => {
  anna = await clinicianPage(app.browser, app.baseUrl, 'se.doctor', { bypassCSP: true });
  await anna.goto(`${app.baseUrl}/emr/${meetingId}`);
});

async function openAction(name: string): Promise<Locator> {
  await anna.getByRole('navigation', { name: 'Actions' }).getByRole('button', { name: 'Appointments' }).hover();
  await anna.getByRole('menu', { name: 'Appointments' }).getByRole('menuitem', { name }).click();
  return anna.getByRole('complementary', { name });
}

async function choose(form: Locator, label: string, option: RegExp) {
  await form.getByRole('combobox', { name: label }).click();
  await anna.getByRole('option', { name: option }).click();
}

/** The first free time of the first day with one, then the message. */
async function pickTimeAndWrite(form: Locator, message: string) {
  await form
    .getByRole('group', { name: /^Times on/ })
    .getByRole('button', { disabled: false })
    .first()
    .click();
  await form.getByRole('textbox', { name: 'Referral message' }).fill(message);
}

describe('referrals', () => {
  it('Anna refers Elin to the team’s psychologist', async () => {
    const panel = await openAction('Internal referral');
    const form = panel.getByRole('form', { name: 'Internal referral' });
    await choose(form, 'Refer to', /^Fredrik Holm \(Psychologist\)/);
    await pickTimeAndWrite(form, INTERNAL_MESSAGE);
    expect(await seriousAxeViolations(panel, 'internal referral, time chosen')).toEqual([]);
    await form.getByRole('button', { name: /^Refer to Fredrik Holm / }).click();
    await panel.getByRole('status').filter({ hasText: 'Referred to Fredrik Holm' }).waitFor();
  });

  it('Anna books Elin a 20-minute visit with the nurse at Södermalm', async () => {
    const panel = await openAction('Physical referral');
    const form = panel.getByRole('form', { name: 'Physical referral' });
    await choose(form, 'Care facility', /^Konsult Vårdcentral Södermalm/);
    await choose(form, 'Clinician at the care facility', /^Maria Ek \(Nurse\)/);
    await expect.poll(() => form.getByRole('combobox', { name: 'Meeting length' }).inputValue()).toBe('20 minutes');
    await pickTimeAndWrite(form, PHYSICAL_MESSAGE);
    await form.getByRole('button', { name: /^Book a visit with Maria Ek / }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: 'Visit booked with Maria Ek at Konsult Vårdcentral Södermalm' })
      .waitFor();
  });

  it('taken actions list both referrals; each opens its message', async () => {
    const bar = anna.getByRole('navigation', { name: 'Actions' });
    await bar.getByRole('button', { name: /^Taken actions/ }).click();
    const panel = anna.getByRole('complementary', { name: 'Taken actions' });
    const section = panel.getByRole('region', { name: 'Referrals (2)' });
    await section.waitFor();
    await section.getByRole('button', { name: /^Physical referral/ }).click();
    const dialog = anna.getByRole('dialog', { name: 'Physical referral' });
    await dialog.getByText(PHYSICAL_MESSAGE).waitFor();
    await expect.poll(() => dialog.innerText()).toContain('At Konsult Vårdcentral Södermalm');
  });

  it('Fredrik opens the booked meeting and reads Anna’s referral banner in the symptoms panel', async () => {
    const referrals = await anna.evaluate(
      async (id) =>
        (
          (await (await fetch(`/api/meeting/doctor/internalreferral/${id}`)).json()) as {
            internalReferrals: { kind: string; meetingId: string }[];
          }
        ).internalReferrals,
      meetingId,
    );
    const booked = referrals.find((r) => r.kind === 'INTERNAL')!;
    const fredrik = await clinicianPage(app.browser, app.baseUrl, 'se.psychologist');
    await fredrik.goto(`${app.baseUrl}/emr/${booked.meetingId}?leftbar=symptoms`);
    const banner = fredrik.getByRole('alert').filter({ hasText: 'Internal referral from Anna Lindgren' });
    await banner.waitFor();
    await expect.poll(() => banner.innerText()).toContain(INTERNAL_MESSAGE);
    await expect.poll(() => banner.innerText()).toContain('Läkare');
  });
});
