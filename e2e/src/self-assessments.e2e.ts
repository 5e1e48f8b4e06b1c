import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { appInChromium, clinicianPage, copyPatientLink, seriousAxeViolations } from './harness';

/**
 * Issue 18's self-assessment in real Chromium: Anna (se.doctor) sends Elin the anxiety (GAD-7) and depression (PHQ-9)
 * questionnaires from today's meeting; anxiety cannot be sent again while it waits. Elin opens the meeting's link in
 * a browser of her own and answers one questionnaire at a time: sending with questions left out is refused and
 * names them. Back with Anna, the panel shows both answered with their scores, taken actions count them, and the
 * record pane's self-assessment list has the new GAD-7 and PHQ-9 on top, scored. (The .int.test.ts covers the rules.)
 */

const app = appInChromium();
const meetingId = demoMeetingId('se.doctor', 'today-current');
let anna: Page;
let link: string;

/** GAD-7: 2+2+1+2+1+1+3 = 12, moderate. PHQ-9: eight times 1 and a 0 = 8, mild. */
const GAD7 = [2, 2, 1, 2, 1, 1, 3];
const PHQ9 = [1, 1, 1, 1, 1, 1, 1, 1, 0];
const FREQUENCY = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];

beforeAll(async () => {
  anna = await clinicianPage(app.browser, app.baseUrl, 'se.doctor', { bypassCSP: true });
  // The record pane shows its self-assessment list throughout: Elin's answers must reach it without a reload.
  await anna.goto(`${app.baseUrl}/emr/${meetingId}?action=se-self-assessment&leftbar=self-assessment`);
});

/** Longer than one poll for the answers (ANSWER_POLL_MS, 5 s) and the list's fetch after it. */
const ANSWER_ARRIVES_MS = 15_000;

const panelOf = () => anna.getByRole('complementary', { name: 'Self-assessment' });
const sentList = () => panelOf().getByRole('region', { name: 'Sent in this meeting' });

/** Chooses `points` for the first questions of a questionnaire of `total` questions. */
async function answer(form: Locator, points: number[], total = points.length) {
  for (const [index, chosen] of points.entries()) {
    await form
      .getByRole('group', { name: new RegExp(`^Question ${index + 1} of ${total}:`) })
      .getByRole('radio', { name: FREQUENCY[chosen]!, exact: true })
      .check();
  }
}

describe('a self-assessment', () => {
  it('Anna sends anxiety and depression; anxiety waits for the answer and cannot be sent again', async () => {
    const form = panelOf().getByRole('form', { name: 'Send a self-assessment' });
    await sentList().getByText('No questionnaires sent in this meeting yet.').waitFor();
    await form.getByRole('checkbox', { name: 'Anxiety (GAD-7)' }).check();
    await form.getByRole('checkbox', { name: 'Depression (PHQ-9)' }).check();
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await panelOf().getByText('The 2 questionnaires were sent to the patient.').waitFor();
    await expect.poll(() => sentList().getByText('Waiting for the answer').count()).toBe(2);
    expect(await form.getByRole('checkbox', { name: 'Anxiety (GAD-7)' }).isDisabled()).toBe(true);
    expect(await form.getByRole('checkbox', { name: 'Stress and burnout (SMBQ)' }).isDisabled()).toBe(false);
    expect(await seriousAxeViolations(panelOf(), 'self-assessment, sent')).toEqual([]);
    link = await copyPatientLink(anna);
  });

  it('Elin answers on her link page, one questionnaire at a time, every question required', async () => {
    const elin = await (await app.browser.newContext()).newPage();
    await elin.goto(link);
    const section = elin.getByRole('region', { name: 'Questionnaires from your clinician' });
    await section.getByText('Questionnaire 1 of 2').waitFor();

    const anxiety = section.getByRole('form', { name: 'Anxiety (GAD-7)' });
    await anxiety.getByText('Feeling nervous, anxious or on edge').waitFor();
    await answer(anxiety, GAD7.slice(0, 5), GAD7.length);
    await anxiety.getByRole('button', { name: 'Send my answers' }).click();
    expect(await anxiety.getByRole('alert').innerText()).toMatch(
      /Answer every question before you send.*questions 6 and 7/,
    );
    // What she chose is kept; she answers the last two and sends.
    expect(
      await anxiety
        .getByRole('group', { name: /^Question 1 of 7:/ })
        .getByRole('radio', { name: 'More than half the days' })
        .isChecked(),
    ).toBe(true);
    await answer(anxiety, GAD7);
    await anxiety.getByRole('button', { name: 'Send my answers' }).click();

    await section.getByText('Thank you. Your answers were sent to your clinician.').waitFor();
    // Focus moves on to the next questionnaire's heading.
    await expect.poll(() => elin.evaluate(() => document.activeElement?.textContent)).toBe('Depression (PHQ-9)');
    const depression = section.getByRole('form', { name: 'Depression (PHQ-9)' });
    await depression.getByText('Little interest or pleasure in doing things').waitFor();
    await answer(depression, PHQ9);
    await depression.getByRole('button', { name: 'Send my answers' }).click();
    await section.getByText('You have answered every questionnaire. Thank you.').waitFor();
    expect(await section.getByRole('form').count()).toBe(0);
    await elin.context().close();
  });

  it('Anna sees both answered and scored: in the panel, in taken actions and in the record pane’s list', async () => {
    // No reload: the pane polls for the answers while any waits, and the panel's list shares what it fetches.
    const answered = sentList().getByRole('listitem');
    await expect
      .poll(() => sentList().getByText('Answered', { exact: true }).count(), { timeout: ANSWER_ARRIVES_MS })
      .toBe(2);
    expect(await answered.nth(0).innerText()).toMatch(/Anxiety \(GAD-7\)[\s\S]*Score 12 of 21, moderate/);
    expect(await answered.nth(1).innerText()).toMatch(/Depression \(PHQ-9\)[\s\S]*Score 8 of 27, mild/);
    expect(await panelOf().getByRole('checkbox', { name: 'Anxiety (GAD-7)' }).isDisabled()).toBe(false);

    const pane = anna.getByRole('region', { name: 'Patient record' });
    const list = pane.getByRole('list', { name: 'Self-assessments' });
    const newest = (name: RegExp, score: string) =>
      list.getByRole('button', { name }).first().filter({ hasText: score }).waitFor({ timeout: ANSWER_ARRIVES_MS });
    await newest(/GAD-7 \(anxiety\)/, 'Total score 12 of 21, moderate');
    await newest(/PHQ-9 \(depression\)/, 'Total score 8 of 27, mild');

    const taken = anna.getByRole('navigation', { name: 'Actions' }).getByRole('button', { name: /^Taken actions/ });
    await taken.click();
    const section = anna
      .getByRole('complementary', { name: 'Taken actions' })
      .getByRole('region', { name: 'Self-assessments (2)' });
    await expect.poll(() => section.innerText()).toMatch(/Answered[\s\S]*Score 12 of 21, moderate/);
  });
});
