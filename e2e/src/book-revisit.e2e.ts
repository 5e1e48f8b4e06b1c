import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dayKey } from '@konsult/domain';
import { demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { appInChromium, clinicianPage, seriousAxeViolations } from './harness';

/**
 * Issue 7's booking story in real Chromium: Anna (se.doctor) opens Book revisit from the Appointments group, picks a
 * day at least three days ahead and a free time, writes why, and books it; Elin's upcoming appointments count it.
 * A slot outside the window is refused by the API (revisits.int.test.ts covers the rest of the rules).
 */

const app = appInChromium();
let anna: Page;
const meetingId = demoMeetingId('se.doctor', 'today-current');
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  anna = await clinicianPage(app.browser, app.baseUrl, 'se.doctor', { bypassCSP: true });
});

const upcomingCount = async () => {
  const tab = anna.getByRole('region', { name: 'Patient record' }).getByRole('tab', { name: /^Upcoming appointments/ });
  const badge = tab.locator('.mantine-Badge-root');
  await badge.waitFor();
  return Number(await badge.innerText());
};

/** The first weekday at least three days ahead, as the day buttons name it ("Thu 3 Dec"). */
function dayAhead(): RegExp {
  let t = Date.now() + 3 * DAY;
  while ([0, 6].includes(new Date(dayKey(t, 'Europe/Stockholm') + 'T12:00:00Z').getUTCDay())) t += DAY;
  const noon = Date.parse(`${dayKey(t, 'Europe/Stockholm')}T12:00:00Z`);
  const day = new Date(noon).getUTCDate();
  const month = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(noon);
  return new RegExp(`\\b${day} ${month}\\b`);
}

describe('booking a revisit', () => {
  it('Anna books Elin a revisit three days ahead from the Appointments group; Elin’s upcoming appointments count it', async () => {
    await anna.goto(`${app.baseUrl}/emr/${meetingId}`);
    const before = await upcomingCount();

    await anna.getByRole('navigation', { name: 'Actions' }).getByRole('button', { name: 'Appointments' }).hover();
    await anna.getByRole('menu', { name: 'Appointments' }).getByRole('menuitem', { name: 'Book revisit' }).click();
    const panel = anna.getByRole('complementary', { name: 'Book revisit' });
    const form = panel.getByRole('form', { name: 'Book a revisit' });
    await form.getByRole('group', { name: 'Day' }).getByRole('button', { name: dayAhead() }).click();
    const times = form.getByRole('group', { name: /^Times on/ });
    await times.getByRole('button', { disabled: false }).first().click();
    await form.getByRole('textbox', { name: 'Message to the patient' }).fill('Uppföljning av blodtrycket.');
    expect(await seriousAxeViolations(panel, 'book revisit, time chosen')).toEqual([]);
    await form.getByRole('button', { name: /^Book revisit / }).click();
    await panel.getByRole('status').filter({ hasText: 'The revisit is booked for' }).waitFor();

    await anna.reload();
    await expect.poll(upcomingCount).toBe(before + 1);
  });

  it('the API refuses a revisit outside the window', async () => {
    const far = new Date(Date.now() + 40 * DAY);
    const answer = await anna.evaluate(
      async ({ id, far }) => {
        const csrf = document.cookie.match(/csrf_token=([^;]+)/)?.[1] ?? '';
        const me = (await (await fetch('/api/auth/me')).json()) as { clinician: { id: string } };
        const meeting = (await (await fetch(`/api/meeting/doctor/meeting/${id}`)).json()) as { patientId: string };
        const response = await fetch(`/api/meeting/${id}/book-revisit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
          body: JSON.stringify({
            clinicianId: me.clinician.id,
            userId: meeting.patientId,
            message: '',
            startYear: far.year,
            startMonth: far.month,
            startDay: far.day,
            startHour: 9,
            startMinute: 0,
            durationMinutes: 20,
            purpose: 'consultation',
            originMeetingId: id,
            patientId: meeting.patientId,
            clinicianProfession: 'DOCTOR',
          }),
        });
        return { status: response.status, body: (await response.json()) as { error: { key: string } } };
      },
      { id: meetingId, far: { year: far.getUTCFullYear(), month: far.getUTCMonth() + 1, day: far.getUTCDate() } },
    );
    expect(answer).toEqual({
      status: 400,
      body: { error: expect.objectContaining({ key: 'outside_revisit_window' }) },
    });
  });
});
