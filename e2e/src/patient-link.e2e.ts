import { describe, expect, it } from 'vitest';
import { appInChromium, copyPatientLink, englishContext, openFirstMeeting, signInThroughApi } from './harness';

/** Anna copies a one-time link for her patient; the patient opens it in a browser of their own. */

const app = appInChromium();

describe('the patient’s one-time link', () => {
  it('opens a page naming the clinician; once Anna makes a new link, the old one says clearly it no longer works', async () => {
    const clinician = await englishContext(app.browser);
    await clinician.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    const anna = await clinician.newPage();
    await signInThroughApi(anna.context(), app.baseUrl, 'se.doctor');
    await openFirstMeeting(anna, app.baseUrl);

    const clipboard = () => anna.evaluate(() => navigator.clipboard.readText());
    // The clipboard must come to hold the link the server made (it may hold an earlier file's link before).
    const copyLink = async () => {
      const made = await copyPatientLink(anna);
      await expect.poll(clipboard).toBe(made);
      await expect.poll(() => anna.getByRole('status').filter({ hasText: 'Link copied' }).count()).toBe(1);
      return made;
    };
    const first = await copyLink();
    expect(first).toMatch(new RegExp(`^${app.baseUrl}/join/[A-Za-z0-9_-]{43}$`));

    const patient = await (await app.browser.newContext()).newPage();
    await patient.goto(first);
    const appointment = patient.getByRole('region', { name: 'Your appointment' });
    await appointment.waitFor();
    expect(await appointment.innerText()).toContain('Anna Lindgren');

    expect(await copyLink()).not.toBe(first);
    await patient.reload();
    await expect
      .poll(() => patient.getByRole('alert').innerText())
      .toBe('This link is not valid or has expired. Ask your clinician for a new link.');
  });
});
