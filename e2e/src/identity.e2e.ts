import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishContext, openConsultation, openFirstMeeting, signInThroughApi, type Consultation } from './harness';

/** Dora (gb.gp) cannot verify her patient and rejects: the meeting is cancelled and she is home. */

let session: Consultation;

beforeAll(async () => {
  session = await openConsultation('gb.gp');
});

afterAll(async () => {
  await session?.close();
});

describe('UK identity check', () => {
  it('rejecting the identity with a reason cancels the meeting and returns home', async () => {
    const { page, server, meetingId } = session;
    const check = page.getByRole('group', { name: 'Identity check' });
    await check.getByRole('button', { name: 'Reject identity' }).click();
    const dialog = page.getByRole('dialog', { name: "Reject the patient's identity?" });
    const confirm = dialog.getByRole('button', { name: 'Reject and cancel the meeting' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'Could not verify the patient' }).check();
    await confirm.click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.goto(`${server.baseUrl}/emr/${meetingId}`);
    await page.getByRole('heading', { name: 'This meeting has been cancelled' }).waitFor();
  });

  it('is not offered to a Swedish clinician', async () => {
    const context = await englishContext(session.browser);
    const page = await context.newPage();
    await signInThroughApi(page.context(), session.server.baseUrl, 'se.doctor');
    await openFirstMeeting(page, session.server.baseUrl);
    await page.getByRole('region', { name: 'Consultation note' }).waitFor();
    expect(await page.getByRole('group', { name: 'Identity check' }).count()).toBe(0);
    await context.close();
  });
});
