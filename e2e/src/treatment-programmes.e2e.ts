import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { programmeByIdentifier, textIn } from '@konsult/domain';
import { demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { appInChromium, clinicianPage, copyPatientLink } from './harness';
import { openAction } from './open-action';

/**
 * Issue 21's treatment programme in real Chromium: Fredrik (se.psychologist) starts internet CBT for anxiety for
 * Karin from today's meeting. Karin, on the meeting's link in a browser of her own, reads module 1, writes in her
 * activity diary and answers the week's check: module 1 is completed. Fredrik reads her entry in the activity diary,
 * unlocks module 2 and makes her the programme's own link (the meeting's ends two hours after the meeting); he writes
 * to her from the programme's messenger page, and Karin, now on the programme's link, reads it and works through
 * module 2. He pauses the conversation (Karin can no longer write) and finally ends the programme: messenger, unlock
 * and end are disabled, and her programme link opens it read-only. (The .int.test.ts covers the rules.)
 */

const app = appInChromium();
const meetingId = demoMeetingId('se.psychologist', 'today-current');
const programme = programmeByIdentifier('ICBT_ANXIETY')!;
const [module1, module2, module3] = programme.modules;

// Fredrik reads the app in English, but the programme's own texts come in his locale (a Swedish clinician: Swedish);
// Karin's page follows her browser (English).
const clinicianText = (text: Parameters<typeof textIn>[0]) => textIn(text, 'sv');
const patientText = (text: Parameters<typeof textIn>[0]) => textIn(text, 'en');

const DIARY_ENTRY = 'Lunch with a colleague';
const MESSAGE = 'Thank you for your diary, Karin. I have opened the next module: read it when you have a quiet moment.';

let fredrik: Page;
let karin: Page;
let link: string;
let programmeLink: string;
let messengerUrl: string;

beforeAll(async () => {
  fredrik = await clinicianPage(app.browser, app.baseUrl, 'se.psychologist');
  await fredrik.goto(`${app.baseUrl}/emr/${meetingId}`);
});

const paneOf = () => fredrik.getByRole('region', { name: 'Patient record' });
const modulesOf = () => paneOf().getByRole('list', { name: 'Modules' });
const moduleItem = (number: number, module: { title: Parameters<typeof textIn>[0] }) =>
  modulesOf().getByRole('listitem', { name: `${number}. ${clinicianText(module.title)}` });

/** The overview again, after a reload: the pane asks for the programme when it opens, not while it is shown. */
async function reloadOverview(): Promise<void> {
  await fredrik.goto(`${app.baseUrl}/emr/${meetingId}?leftbar=overview`);
  await modulesOf().waitFor();
}

/** A step of Karin's module: the list item of the step's heading, not the module's around it. */
const stepOf = (title: string): Locator =>
  karin
    .getByRole('listitem')
    .filter({ has: karin.getByRole('heading', { level: 4, name: title, exact: true }) })
    .filter({ hasNot: karin.getByRole('heading', { level: 3 }) });

/** Marks the step done and waits until it is saved: its button gone (the module's steps too, after its last). */
async function doneWith(title: string): Promise<void> {
  const step = stepOf(title);
  await step.getByRole('button', { name: 'Done', exact: true }).click();
  await expect.poll(() => step.getByRole('button', { name: /^(Done|Saving…)$/ }).count()).toBe(0);
}

describe('a treatment programme', () => {
  it('Fredrik starts internet CBT for anxiety from the meeting; module 1 is open, the others locked', async () => {
    const panel = await openAction(fredrik, 'Treatment programme', 'Programmes');
    const offer = panel.getByRole('listitem', { name: clinicianText(programme.title) });
    await offer.getByRole('button', { name: `Start ${clinicianText(programme.title)}` }).click();
    await panel.getByText(`${clinicianText(programme.title)} has been started for`).waitFor();
    await offer.getByText('Already active').waitFor();

    await paneOf()
      .getByRole('tablist', { name: 'Record sections' })
      .getByRole('tab', { name: /^Treatment programme/ })
      .click();
    await paneOf()
      .getByRole('tablist', { name: 'Treatment programme sections' })
      .getByRole('tab', { name: /^Overview/ })
      .click();
    await paneOf()
      .getByRole('heading', { name: clinicianText(programme.title) })
      .waitFor();
    const first = moduleItem(1, module1!);
    await first.getByText('Unlocked', { exact: true }).waitFor();
    expect(await first.innerText()).toContain(`Step 1 of ${module1!.steps.length}`);
    expect(await modulesOf().getByRole('listitem').count()).toBe(programme.modules.length);
    expect(await modulesOf().getByText('Locked', { exact: true }).count()).toBe(programme.modules.length - 1);
    expect(
      await paneOf()
        .getByRole('button', { name: /^Unlock / })
        .count(),
    ).toBe(0);

    link = await copyPatientLink(fredrik);
  });

  it('Karin reads module 1, writes in her activity diary and answers the week’s check: module 1 is completed', async () => {
    karin = await (await app.browser.newContext()).newPage();
    await karin.goto(link);
    const section = karin.getByRole('region', { name: patientText(programme.title) });
    await section.getByRole('heading', { name: `Module 1: ${patientText(module1!.title)}` }).waitFor();
    await section.getByText('Locked — your therapist will unlock it').first().waitFor();

    const [text, diary, check] = module1!.steps;
    await doneWith(patientText(text!.title));

    const form = karin.getByRole('form', { name: patientText(diary!.title) });
    await form.getByRole('textbox', { name: 'What did you do?' }).fill(DIARY_ENTRY);
    await form.getByLabel('Kind of activity').selectOption({ label: 'Time with others' });
    await form
      .getByRole('group', { name: /^How did it feel\?/ })
      .getByRole('radio', { name: '6', exact: true })
      .check();
    await form.getByRole('button', { name: 'Add to my diary' }).click();
    await form.getByText(`“${DIARY_ENTRY}” was added to your diary.`).waitFor();
    await doneWith(patientText(diary!.title));

    const questionnaire = karin.getByRole('form', { name: patientText(check!.title) });
    for (const number of [1, 2, 3]) {
      await questionnaire
        .getByRole('group', { name: new RegExp(`^Question ${number} of 3:`) })
        .getByRole('radio', { name: 'Sometimes', exact: true })
        .check();
    }
    await questionnaire.getByRole('button', { name: 'Send answers' }).click();
    await section
      .getByText('You have completed this module. Your therapist will look at your work and unlock the next one.')
      .waitFor();
    await section.getByText('You have done everything that is open to you for now.').waitFor();
  });

  it('Fredrik reads her diary entry, unlocks module 2 and makes the programme link', async () => {
    await reloadOverview();
    await paneOf()
      .getByRole('tablist', { name: 'Treatment programme sections' })
      .getByRole('tab', { name: /^Activity diary/ })
      .click();
    const entry = paneOf().getByRole('listitem').filter({ hasText: DIARY_ENTRY }).last();
    await entry.waitFor();
    expect(await entry.innerText()).toContain('Rating 6/10');

    await paneOf()
      .getByRole('tablist', { name: 'Treatment programme sections' })
      .getByRole('tab', { name: /^Overview/ })
      .click();
    await moduleItem(1, module1!).getByText('Completed', { exact: true }).waitFor();
    await paneOf().getByText('The next module can be unlocked').waitFor();
    const second = moduleItem(2, module2!);
    await second.getByText('Ready to unlock', { exact: true }).waitFor();
    await second.getByRole('button', { name: `Unlock ${clinicianText(module2!.title)}` }).click();
    await paneOf()
      .getByText(`${clinicianText(module2!.title)} is unlocked. The patient starts it at step 1.`)
      .waitFor();
    await second.getByText('Unlocked', { exact: true }).waitFor();
    expect(await second.innerText()).toContain(`Step 1 of ${module2!.steps.length}`);
    expect(await second.getByRole('button').count()).toBe(0);

    await paneOf().getByRole('button', { name: 'Programme link' }).click();
    const shown = paneOf().getByRole('textbox', { name: 'Link to the programme for the patient' });
    await shown.waitFor();
    programmeLink = await shown.inputValue();
    expect(new URL(programmeLink).pathname).toMatch(/^\/programme\/[\w-]+$/);
    await paneOf()
      .getByText(/^Works until /)
      .waitFor();
    messengerUrl = new URL(
      (await paneOf().getByRole('link', { name: 'Open messenger' }).getAttribute('href'))!,
      app.baseUrl,
    ).href;
  });

  it('Fredrik writes to Karin from the messenger page; on the programme link she reads it and works through module 2', async () => {
    // The link opens a new tab; the same page goes there instead.
    await fredrik.goto(messengerUrl);
    await fredrik.getByRole('heading', { level: 1, name: clinicianText(programme.title) }).waitFor();
    const compose = fredrik.getByRole('form', { name: 'Write to the patient' });
    await compose.getByRole('textbox', { name: /^Message to / }).fill(MESSAGE);
    await compose.getByRole('button', { name: 'Send' }).click();
    await fredrik.getByRole('region', { name: 'Messages' }).getByText(MESSAGE).waitFor();

    // The programme's conversation is its own: Karin reads it on the programme's link, with module 2.
    await karin.goto(programmeLink);
    await karin.getByRole('heading', { level: 1, name: 'Your treatment programme' }).waitFor();
    const messages = karin.getByRole('region', { name: 'Messages' });
    await messages.getByText(MESSAGE).waitFor();
    expect(await messages.getByRole('textbox', { name: 'Your reply' }).isDisabled()).toBe(false);

    const section = karin.getByRole('region', { name: patientText(programme.title) });
    await section.getByRole('heading', { name: `Module 2: ${patientText(module2!.title)}` }).waitFor();
    for (const step of module2!.steps) await doneWith(patientText(step.title));
    await section
      .getByText('You have completed this module. Your therapist will look at your work and unlock the next one.')
      .waitFor();
  });

  it('Fredrik pauses the conversation: Karin can no longer write', async () => {
    await fredrik.getByRole('button', { name: 'Pause conversation' }).click();
    await fredrik.getByText('The conversation is paused: the patient cannot write to you now.').waitFor();
    await fredrik.getByRole('button', { name: 'Resume conversation' }).waitFor();

    // Her page asks again every 15 s; a reload shows it at once.
    await karin.reload();
    const messages = karin.getByRole('region', { name: 'Messages' });
    await messages.getByText(MESSAGE).waitFor();
    await messages
      .getByText('Your therapist has paused messages for now. You can still read everything here.')
      .waitFor();
    expect(await messages.getByRole('textbox', { name: 'Your reply' }).isDisabled()).toBe(true);
    expect(await messages.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
  });

  it('Fredrik ends the programme: messenger, unlock and end are disabled afterwards', async () => {
    await reloadOverview();
    const third = moduleItem(3, module3!);
    const unlockThird = third.getByRole('button', { name: `Unlock ${clinicianText(module3!.title)}` });
    await unlockThird.waitFor();
    expect(await unlockThird.isDisabled()).toBe(false);

    await paneOf().getByRole('button', { name: 'End programme' }).click();
    const dialog = fredrik.getByRole('dialog', { name: 'End the programme?' });
    await dialog.getByRole('button', { name: 'End programme' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await paneOf()
      .getByText(`${clinicianText(programme.title)} has been ended.`)
      .waitFor();

    await paneOf().getByText('Ended', { exact: true }).waitFor();
    await expect.poll(() => paneOf().getByRole('button', { name: 'Open messenger' }).isDisabled()).toBe(true);
    expect(await paneOf().getByRole('link', { name: 'Open messenger' }).count()).toBe(0);
    expect(await unlockThird.isDisabled()).toBe(true);
    expect(await paneOf().getByRole('button', { name: 'End programme' }).isDisabled()).toBe(true);
    expect(await paneOf().getByRole('button', { name: 'Resume conversation' }).isDisabled()).toBe(true);

    await karin.reload();
    await karin.getByText(/^The programme has ended\. You can read what you did here until /).waitFor();
    await karin.getByText('This programme has ended. You can still read it here.').waitFor();
    await karin.getByText('Your programme has ended, so you can no longer send messages here.').waitFor();
    expect(await karin.getByRole('textbox', { name: 'Your reply' }).isDisabled()).toBe(true);
  });
});
