import { describe, expect, it } from 'vitest';
import { type LatestMeetingResponse, MARKET_TIME_ZONE } from '@konsult/domain';
import { DEMO_IDS, demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { formatDateTime } from '../../packages/web/src/lib/format-time';
import { appInChromium, englishContext, seriousAxeViolations, signInThroughApi } from './harness';

/**
 * Issue 7, the meetingless view: Anna (se.doctor) opens Elin's profile without a meeting, sends her a message from
 * the action bar, and it goes into Anna's latest meeting with Elin (docs/api.md "Outside a meeting"). In the fresh
 * demo that is the no-show 130 days ago: today's meeting with Elin starts in five minutes, so it has not begun. The
 * panel names that meeting, and the message is then among that meeting's taken actions.
 */

const app = appInChromium();

describe("a message from the patient's profile, outside a meeting", () => {
  it('goes into the latest meeting with the patient, which the panel names and whose taken actions list it', async () => {
    const context = await englishContext(app.browser, { bypassCSP: true });
    const anna = await context.newPage();
    await signInThroughApi(anna.context(), app.baseUrl, 'se.doctor');
    const elin = DEMO_IDS.patients.seElin;
    await anna.goto(`${app.baseUrl}/patient-profile/${elin}`);

    await anna.getByRole('navigation', { name: 'Actions' }).getByRole('button', { name: 'Send message' }).click();
    const panel = anna.getByRole('complementary', { name: 'Send message' });

    const answer = await anna.request.get(`${app.baseUrl}/api/meeting/doctor/patient/${elin}/latest-meeting`);
    const { meeting } = (await answer.json()) as LatestMeetingResponse;
    expect(meeting?.id).toBe(demoMeetingId('se.doctor', 'past-no-show'));
    const date = formatDateTime(meeting!.scheduledStartTime, 'en-GB', MARKET_TIME_ZONE.SE);
    await panel.getByText(`Sent in your meeting of ${date} with the patient.`, { exact: true }).waitFor();

    const form = panel.getByRole('form', { name: 'Message to the patient' });
    await form.getByRole('textbox', { name: 'Subject' }).fill('Uppföljning av sköldkörteln');
    await form.getByRole('textbox', { name: 'Message' }).fill('Hej Elin, hur mår du efter dosändringen?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await panel.getByText('The message was sent to Elin Nyström.').waitFor();
    await panel
      .getByRole('region', { name: /Conversation with the patient/ })
      .getByText('Hej Elin, hur mår du efter dosändringen?')
      .waitFor();
    expect(await seriousAxeViolations(panel, 'send message outside a meeting')).toEqual([]);

    await anna.goto(`${app.baseUrl}/emr/${meeting!.id}?action=taken-actions`);
    const taken = anna.getByRole('complementary', { name: 'Taken actions' });
    await taken
      .getByRole('region', { name: 'Sent message (1)' })
      .getByRole('button', { name: /Uppföljning av sköldkörteln/ })
      .click();
    await anna
      .getByRole('dialog', { name: 'Uppföljning av sköldkörteln' })
      .getByText('Hej Elin, hur mår du efter dosändringen?')
      .waitFor();
  });
});
