import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MeetingListResponse } from '@konsult/domain';
import { DEMO_IDS } from '../../packages/server/src/demo/demo-ids';
import { insurerNoteMessages } from '../../packages/web/src/i18n/locales/insurer-note.en';
import { insurerOutcomesMessages } from '../../packages/web/src/i18n/locales/insurer-outcomes.en';
import { appInChromium, csrfHeaders, englishContext, fillNoteAndEvaluation, signInThroughApi } from './harness';

/**
 * Issue 20's finishing story. Rebecca (gb.vitality), a GP of the Vitality partnership, sees Hannah Clarke (MORI
 * policy with Vitality Essentials) today. In the history she refers Hannah to a consultant, answers Vitality's two
 * questions and sees the referral accepted. She cannot end the meeting while Vitality still needs the accident cause,
 * the body area and the account holder's e-mail. Hannah's problem followed a traumatic injury: the first finish shows
 * the void alert and the meeting stays open; with Vitality down the next says so, the meeting still open; once
 * Vitality is back the meeting ends, and the development page shows the one report Vitality received, with London
 * clock times and the Essentials module codes.
 */

const app = appInChromium();
const meetingId = DEMO_IDS.meetings.gbVitalityCurrent;
const { markers, finishing } = insurerOutcomesMessages;
let page: Page;
let scheduledStartTime: number;
/** When the last finish was sent and answered, for the report's end time. */
let endedBetween: [number, number];

const note = () => page.getByRole('region', { name: 'Consultation note' });
const outcomes = () => page.getByRole('region', { name: insurerOutcomesMessages.title });
const finishingBar = () => page.getByRole('region', { name: 'Finishing the meeting' });
const finishButton = () => finishingBar().getByRole('button', { name: 'End meeting' });

/** End meeting, then "End meeting" in the confirmation. */
async function endMeeting(): Promise<void> {
  await expect.poll(() => finishButton().isEnabled()).toBe(true);
  await finishButton().click();
  await page.getByRole('dialog', { name: 'End the meeting?' }).getByRole('button', { name: 'End meeting' }).click();
}

async function setInsurerFault(fault: 'insurer_unavailable' | null): Promise<void> {
  const answer = await page.request.put(`${app.baseUrl}/api/dev/faults/insurer`, {
    headers: await csrfHeaders(page),
    data: { fault },
  });
  expect(answer.status()).toBe(200);
}

/** hh:mm:ss on the Europe/London clock. */
const londonClock = (epochMs: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(epochMs);

const secondsOfDay = (clock: string) => {
  const [h, m, s] = clock.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};

beforeAll(async () => {
  const context = await englishContext(app.browser);
  page = await context.newPage();
  await signInThroughApi(context, app.baseUrl, 'gb.vitality');
  const list = (await (await page.request.get(`${app.baseUrl}/api/meetings`)).json()) as MeetingListResponse;
  const meeting = list.meetings.find((m) => m.id === meetingId);
  expect(meeting).toBeTruthy();
  scheduledStartTime = meeting!.scheduledStartTime;
  await fillNoteAndEvaluation(page, app.baseUrl, meetingId);
});

describe('finishing a Vitality consultation (issue 20)', () => {
  it('writes the note on Vitality’s form', async () => {
    await page.goto(`${app.baseUrl}/emr/${meetingId}`);
    await note().getByRole('heading', { name: insurerNoteMessages.section.INFO_FOR_VITALITY }).waitFor();
    await note().getByRole('heading', { name: insurerNoteMessages.section.HISTORY_OF_PRESENTING_COMPLAINT }).waitFor();
  });

  it('refers Hannah to a consultant in the history and, both questions answered, sees it accepted', async () => {
    const history = outcomes().getByRole('group', { name: 'Outcomes: History of presenting complaint' });
    await history.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'Routine Referral to Consultant' });
    await history.getByRole('button', { name: 'Choose outcome' }).click();

    const referral = history.getByRole('article', { name: 'Routine Referral to Consultant' });
    await referral.getByText('Awaiting answers').waitFor();
    for (const question of [
      "Are the symptoms within the policy's moratorium period?",
      'Has the member had this condition in the last 5 years?',
    ]) {
      const radio = referral.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'No' });
      // Each answer goes to Vitality at once; the questions are disabled while it answers.
      await expect.poll(() => radio.isEnabled()).toBe(true);
      await radio.check();
    }
    await referral.getByText('Accepted', { exact: true }).waitFor();
  });

  it('cannot end while Vitality still needs the accident cause, the body area and the e-mail', async () => {
    await page
      .getByRole('region', { name: 'Before you finish' })
      .getByRole('checkbox', { name: 'No tasks are needed for this consultation' })
      .check();
    await expect.poll(() => finishButton().isEnabled()).toBe(true);
    await finishButton().click();
    const missing = page.getByRole('dialog', { name: 'Required fields are missing' });
    const back = missing.getByRole('button', { name: 'Back to the forms' });
    await back.waitFor();
    try {
      expect(await missing.getByRole('listitem').allInnerTexts()).toEqual(
        expect.arrayContaining(
          [
            markers['accident-cause-missing'],
            markers['body-area-missing'],
            markers['invalid-account-holder-email'],
          ].map((marker) => `Vitality: ${marker}`),
        ),
      );
    } finally {
      await back.click();
    }
    await missing.waitFor({ state: 'hidden' });
  });

  it('gives the body area, the accident cause, the traumatic injury and the account holder’s e-mail', async () => {
    const email = outcomes().getByRole('textbox', { name: 'Account holder e-mail' });
    await email.fill('hannah.clarke@example.co.uk');
    await outcomes().getByRole('button', { name: 'Save', exact: true }).click();
    await outcomes()
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor();

    await note().getByRole('combobox', { name: insurerNoteMessages.bodyArea }).selectOption({ label: 'Back' });
    await note().getByRole('combobox', { name: insurerNoteMessages.accidentCause }).selectOption({ label: 'Sport' });
    await note()
      .getByRole('radiogroup', { name: insurerNoteMessages.patientHeldAccidentOrInjury })
      .getByRole('radio', { name: 'Yes' })
      .check();
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url().endsWith(`/api/medicalrecord/v2/entry/${meetingId}`) &&
        (response.request().postData() ?? '').includes('"traumaticInjury":"Yes"'),
    );
    await note()
      .getByRole('radiogroup', { name: insurerNoteMessages.traumaticInjury })
      .getByRole('radio', { name: 'Yes' })
      .check();
    expect((await saved).status()).toBe(200);
    await note().getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
  });

  it('shows the traumatic-injury void alert on the first finish, the meeting still open', async () => {
    await endMeeting();
    await finishingBar().getByRole('alert').filter({ hasText: finishing.traumaticInjury }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/emr/${meetingId}`);
    await expect.poll(() => finishButton().isEnabled()).toBe(true);
  });

  it('says so when Vitality cannot be reached, the meeting still open', async () => {
    await setInsurerFault('insurer_unavailable');
    try {
      await endMeeting();
      await finishingBar().getByRole('alert').filter({ hasText: finishing.unavailableTitle }).waitFor();
      expect(await finishingBar().getByRole('alert').filter({ hasText: finishing.traumaticInjury }).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(`/emr/${meetingId}`);
    } finally {
      await setInsurerFault(null);
    }
  });

  it('ends the meeting once Vitality is back', async () => {
    const before = Date.now();
    await endMeeting();
    await page.waitForURL(`${app.baseUrl}/`);
    endedBetween = [before, Date.now()];
  });

  it('lists the one report Vitality received, with London clock times and the Essentials module codes', async () => {
    await page.goto(`${app.baseUrl}/dev/insurer-reports`);
    await page.getByRole('heading', { level: 1, name: 'Insurer reports (development)' }).waitFor();
    const reports = page.getByRole('article', { name: `Consultation ${meetingId}` });
    await reports.first().waitFor();
    expect(await reports.count()).toBe(1);
    const fact = (label: string) =>
      reports
        .locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
        .locator('xpath=following-sibling::dd[1]');
    expect(await fact('Module codes').innerText()).toBe('B28, B30');
    expect(await fact('Scheduled (Europe/London)').innerText()).toBe(londonClock(scheduledStartTime));
    const ended = await fact('Ended (Europe/London)').innerText();
    expect(ended).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    // The server's clock and ours are the same machine's: the end is while the last finish was out (past midnight too).
    const [sent, answered] = endedBetween;
    const after = (secondsOfDay(ended) - secondsOfDay(londonClock(sent - 1000)) + 86_400) % 86_400;
    expect(after).toBeLessThanOrEqual(Math.ceil((answered - sent) / 1000) + 2);
    expect(await fact('Outcomes').innerText()).toBe('Routine Referral to Consultant');
  });
});
