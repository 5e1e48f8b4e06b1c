import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { questionnaireText, type MeetingListResponse } from '@konsult/domain';
import { appInChromium, englishContext, fillNoteAndEvaluation, signInThroughApi } from './harness';

/**
 * Issue 19's mental-health story. James (gb.gp) has a UK mental-health meeting with Oliver today. Below the
 * evaluation he goes through PHQ-9 and GAD-7 with him item by item, reading the running totals and their bands; he
 * cannot end the meeting before the score is saved. He ticks "Other" without describing it: nothing is saved and the
 * form says what is missing. A save that fails says "Could not formulate UK Mental Health Score" and keeps every
 * answer. Described and saved, the score is there after a reload, and the meeting ends.
 */

const app = appInChromium();
let page: Page;
let meetingId: string;

const PHQ9 = questionnaireText('DEPRESSION', 'en');
const GAD7 = questionnaireText('ANXIETY', 'en');
const PHQ9_ANSWERS = [1, 2, 1, 2, 1, 2, 1, 2, 0]; // 12: moderate
const GAD7_ANSWERS = [1, 2, 1, 2, 1, 1, 1]; // 9: mild

const score = () => page.getByRole('region', { name: 'Mental health score' });
const finishButton = () =>
  page.getByRole('region', { name: 'Finishing the meeting' }).getByRole('button', { name: 'End meeting' });

/** Answers a questionnaire's items in order, as the clinician reads them out. */
async function answer(section: Locator, items: readonly string[], scale: readonly string[], answers: number[]) {
  for (const [index, item] of items.entries()) {
    const points = answers[index]!;
    await section
      .getByRole('radiogroup', { name: item })
      .getByRole('radio', { name: `${scale[points]} (${points})` })
      .check();
  }
}

beforeAll(async () => {
  const context = await englishContext(app.browser);
  page = await context.newPage();
  await signInThroughApi(context, app.baseUrl, 'gb.gp');
  const list = (await (await page.request.get(`${app.baseUrl}/api/meetings`)).json()) as MeetingListResponse;
  const meeting = list.meetings.find((m) => m.activityType === 'MENTAL_HEALTH' && m.status === 'SCHEDULED');
  expect(meeting).toBeTruthy();
  meetingId = meeting!.id;
  await fillNoteAndEvaluation(page, app.baseUrl, meetingId);
});

describe('the UK mental health score in a GP’s mental-health meeting', () => {
  it('does not let the meeting end before the score is saved', async () => {
    await page.goto(`${app.baseUrl}/emr/${meetingId}`);
    await score().getByRole('radiogroup', { name: PHQ9.items[0]! }).waitFor();
    await expect.poll(() => finishButton().isEnabled()).toBe(true);
    await finishButton().click();
    const missing = page.getByRole('dialog', { name: 'Required fields are missing' });
    await missing.getByText('Mental health score: PHQ-9, GAD-7 and clinical impression to complete and save').waitFor();
    await missing.getByRole('button', { name: 'Back to the forms' }).click();
    await missing.waitFor({ state: 'hidden' });
  });

  it('scores PHQ-9 and GAD-7 item by item, with the running totals and their bands', async () => {
    const section = score();
    await answer(section, PHQ9.items.slice(0, 3), PHQ9.scale, PHQ9_ANSWERS);
    await section.getByText('PHQ-9 total so far: 4 (3 of 9 questions answered)').waitFor();
    await answer(section, PHQ9.items, PHQ9.scale, PHQ9_ANSWERS);
    await section.getByText('PHQ-9 total: 12 (moderate)').waitFor();
    await answer(section, GAD7.items, GAD7.scale, GAD7_ANSWERS);
    await section.getByText('GAD-7 total: 9 (mild)').waitFor();
  });

  it('refuses "Other" without a description: nothing is saved and the form says what is missing', async () => {
    const section = score();
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/uk/mental-health-score/')) sent += 1;
    });
    await section.getByRole('checkbox', { name: 'Depression' }).check();
    await section.getByRole('checkbox', { name: 'Other' }).check();
    await section.getByRole('button', { name: 'Save score' }).click();
    const refused = section.getByRole('alert').filter({ hasText: 'The mental health score is not complete' });
    await refused.getByText('Describe the other clinical impression, or untick Other.').waitFor();
    await section.getByText('Describe the other clinical impression.').waitFor();
    expect(sent).toBe(0);
    expect(await section.getByText('Not saved yet').isVisible()).toBe(true);
  });

  it('keeps every answer when the save fails, and says so', async () => {
    const section = score();
    await section.getByRole('textbox', { name: 'Describe the other clinical impression' }).fill('Adjustment disorder');
    await page.route('**/api/uk/mental-health-score/**', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { key: 'unavailable', message: 'Service unavailable' } }),
          })
        : route.fallback(),
    );
    await section.getByRole('button', { name: 'Save score' }).click();
    await section
      .getByRole('alert')
      .filter({ hasText: 'Could not formulate UK Mental Health Score' })
      .getByText('Your answers are still here. Try saving again.')
      .waitFor();
    await page.unrouteAll();
    expect(
      await section
        .getByRole('radiogroup', { name: PHQ9.items[1]! })
        .getByRole('radio', { name: 'Several days (1)' })
        .isChecked(),
    ).toBe(false);
    expect(
      await section
        .getByRole('radiogroup', { name: PHQ9.items[1]! })
        .getByRole('radio', { name: 'More than half the days (2)' })
        .isChecked(),
    ).toBe(true);
    expect(await section.getByRole('checkbox', { name: 'Other' }).isChecked()).toBe(true);
    expect(await section.getByRole('textbox', { name: 'Describe the other clinical impression' }).inputValue()).toBe(
      'Adjustment disorder',
    );
  });

  it('saves the described score, which is there after a reload', async () => {
    const section = score();
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes('/api/uk/mental-health-score/'),
    );
    await section.getByRole('button', { name: 'Save score' }).click();
    expect((await saved).status()).toBe(200);
    await section.getByText('Saved', { exact: true }).waitFor();

    await page.reload();
    await score().getByText('PHQ-9 total: 12 (moderate)').waitFor();
    await score().getByText('GAD-7 total: 9 (mild)').waitFor();
    expect(await score().getByRole('checkbox', { name: 'Depression' }).isChecked()).toBe(true);
    expect(await score().getByRole('checkbox', { name: 'Anxiety' }).isChecked()).toBe(false);
    expect(await score().getByRole('textbox', { name: 'Describe the other clinical impression' }).inputValue()).toBe(
      'Adjustment disorder',
    );
  });

  it('ends the meeting', async () => {
    // Seed 000 §5: a mental-health meeting without tasks asks for the no-tasks confirmation, not the prescriptions one.
    const beforeYouFinish = page.getByRole('region', { name: 'Before you finish' });
    const noTasks = beforeYouFinish.getByRole('checkbox', { name: 'No tasks are needed for this consultation' });
    await noTasks.waitFor();
    expect(await page.getByRole('checkbox', { name: 'No prescription is needed for this consultation' }).count()).toBe(
      0,
    );
    await noTasks.check();
    await expect.poll(() => finishButton().isEnabled()).toBe(true);
    await finishButton().click();
    const confirm = page.getByRole('dialog', { name: 'End the meeting?' });
    await confirm.getByRole('button', { name: 'End meeting' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
  });
});
