import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Meeting } from '@konsult/domain';
import { demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { appInChromium, clinicianPage, fillNoteAndEvaluation } from './harness';
import { openAction } from './open-action';

/**
 * Issue 19's task story. James (gb.gp), in today's meeting, leaves two tasks for his practice: an urgent two-week-wait
 * referral and routine bloods. He submits and publishes them. He cannot end the meeting before he has confirmed the
 * patient has clear instructions, the right documents are attached and no prescription is needed: the missing-fields
 * dialog names each box. Ticked, the meeting ends. Sarah (gb.nurse), in the same practice, opens the practice's tasks
 * from her home page: last week's overdue referral first, then the TWW referral due within 24 hours, the fit note from
 * this morning, and the bloods due within 72 hours. She marks the TWW referral done and it leaves her list.
 */

const app = appInChromium();
const meetingId = demoMeetingId('gb.gp', 'today-current');
let james: Page;
let patientName: string;

const panel = () => james.getByRole('complementary', { name: 'Clinician action' });
const tasks = () => panel().getByRole('list', { name: 'This consultation’s tasks' });
const taskCard = (label: string) => tasks().getByRole('article', { name: label });
const beforeYouFinish = () => james.getByRole('region', { name: 'Before you finish' });
const finishButton = () =>
  james.getByRole('region', { name: 'Finishing the meeting' }).getByRole('button', { name: 'End meeting' });

async function writeTask(form: Locator, type: string, note: string) {
  await form.getByLabel('Task type').selectOption({ label: type });
  await form.getByLabel('Note for the practice').fill(note);
}

beforeAll(async () => {
  james = await clinicianPage(app.browser, app.baseUrl, 'gb.gp');
  const meeting = (await (
    await james.request.get(`${app.baseUrl}/api/meeting/doctor/meeting/${meetingId}`)
  ).json()) as Meeting;
  patientName = meeting.user.name;
  await fillNoteAndEvaluation(james, app.baseUrl, meetingId);
});

describe("a GP's tasks for the practice", () => {
  it('creates an urgent TWW referral and submits it', async () => {
    await james.goto(`${app.baseUrl}/emr/${meetingId}`);
    // Through the action bar, as James finds it: a British GP is offered the clinician action.
    await (await openAction(james, 'Clinician action', 'Forms and tasks')).waitFor();
    const form = panel().getByRole('form', { name: 'New task' });
    await writeTask(form, 'Two-week wait (TWW) referral (due within 24h)', 'Change in bowel habit and weight loss.');
    // The type's default urgency (seed 002 §9).
    expect(await form.getByRole('radio', { name: 'Urgent' }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Submit task' }).click();
    const card = taskCard('Two-week wait (TWW) referral');
    await card.getByText('Submitted', { exact: true }).waitFor();
    await card.getByText('Urgent', { exact: true }).waitFor();
    await card.getByText('due within 24h').waitFor();
  });

  it('saves routine bloods as a draft, then submits it', async () => {
    const form = panel().getByRole('form', { name: 'New task' });
    await writeTask(form, 'Bloods (due within 72h)', 'FBC, U&E, LFT and HbA1c.');
    expect(await form.getByRole('radio', { name: 'Routine' }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Save draft' }).click();
    const card = taskCard('Bloods');
    await card.getByText('Draft', { exact: true }).waitFor();
    await card.getByText('due within 72h').waitFor();
    await card.getByRole('button', { name: 'Submit Bloods' }).click();
    await card.getByText('Submitted', { exact: true }).waitFor();
  });

  it('publishes both to the practice', async () => {
    await panel().getByRole('button', { name: 'Publish tasks' }).click();
    await panel().getByText('Tasks published to the practice’s work queue.').waitFor();
    for (const label of ['Two-week wait (TWW) referral', 'Bloods']) {
      await taskCard(label).getByText('Published', { exact: true }).waitFor();
      expect(await taskCard(label).getByRole('button').count()).toBe(0);
    }
  });

  it('cannot end the meeting before the boxes are ticked: the dialog names each', async () => {
    await beforeYouFinish().getByRole('checkbox', { name: 'I have given the patient clear instructions' }).waitFor();
    await expect.poll(() => finishButton().isEnabled()).toBe(true);
    await finishButton().click();
    const missing = james.getByRole('dialog', { name: 'Required fields are missing' });
    await missing.getByText('Before you finish: I have given the patient clear instructions').waitFor();
    await missing.getByText('Before you finish: I have attached the correct documents to the tasks').waitFor();
    await missing.getByText('Before you finish: No prescription is needed for this consultation').waitFor();
    expect(await missing.getByText('No tasks are needed for this consultation').count()).toBe(0);
    await missing.getByRole('button', { name: 'Back to the forms' }).click();
    await missing.waitFor({ state: 'hidden' });
  });

  it('ends the meeting once they are ticked', async () => {
    const boxes = beforeYouFinish();
    for (const name of [
      'I have given the patient clear instructions',
      'I have attached the correct documents to the tasks',
      'No prescription is needed for this consultation',
    ]) {
      const saved = james.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().endsWith(`/${meetingId}/checkboxes`),
      );
      await boxes.getByRole('checkbox', { name }).check();
      expect((await saved).status()).toBe(200);
    }
    await finishButton().click();
    const confirm = james.getByRole('dialog', { name: 'End the meeting?' });
    await confirm.getByRole('button', { name: 'End meeting' }).click();
    await james.waitForURL(`${app.baseUrl}/`);
  });
});

describe("the practice's work queue", () => {
  let sarah: Page;

  beforeAll(async () => {
    sarah = await clinicianPage(app.browser, app.baseUrl, 'gb.nurse');
  });

  const queue = () => sarah.getByRole('list', { name: 'Open tasks, earliest due first' });

  it('lists the open tasks by due time, the overdue one first', async () => {
    await sarah.goto(app.baseUrl);
    await sarah.getByRole('link', { name: 'Practice tasks' }).click();
    await sarah.waitForURL(`${app.baseUrl}/practice-tasks`);
    await queue()
      .getByRole('article', { name: `Two-week wait (TWW) referral for patient ${patientName}` })
      .waitFor();
    const names = await queue()
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    const tww = names.indexOf(`Two-week wait (TWW) referral for patient ${patientName}`);
    const bloods = names.indexOf(`Bloods for patient ${patientName}`);
    expect(names[0]).toMatch(/^NHS referral for patient /);
    expect(tww).toBeGreaterThan(0);
    expect(bloods).toBeGreaterThan(tww);
    const overdue = queue().getByRole('article').first();
    await overdue.getByText('Overdue', { exact: true }).waitFor();
    expect(
      await queue()
        .getByRole('article', { name: `Bloods for patient ${patientName}` })
        .getByText('Overdue', { exact: true })
        .count(),
    ).toBe(0);
    await queue()
      .getByRole('article', { name: `Two-week wait (TWW) referral for patient ${patientName}` })
      .getByText('Change in bowel habit and weight loss.')
      .waitFor();
  });

  it('completes the TWW referral, which leaves the list', async () => {
    const card = queue().getByRole('article', { name: `Two-week wait (TWW) referral for patient ${patientName}` });
    await card.getByRole('button', { name: `Mark Two-week wait (TWW) referral for ${patientName} as done` }).click();
    await card.waitFor({ state: 'detached' });
    await queue()
      .getByRole('article', { name: `Bloods for patient ${patientName}` })
      .waitFor();
    await sarah.reload();
    await queue()
      .getByRole('article', { name: `Bloods for patient ${patientName}` })
      .waitFor();
    expect(
      await queue()
        .getByRole('article', { name: `Two-week wait (TWW) referral for patient ${patientName}` })
        .count(),
    ).toBe(0);
  });
});
