import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actionGroups, meetingActions, type Meeting, type MeResponse } from '@konsult/domain';
import { DEMO_USERNAMES, demoMeetingId } from '../../packages/server/src/demo/demo-ids';
import { actionSlot } from '../../packages/web/src/app/consultation/action-body-slot';
import { en } from '../../packages/web/src/i18n/locales/en';
import { appInChromium, signInThroughApi } from './harness';

/**
 * Seed 000 §2 / issue 7: every demo clinician's action bar offers exactly what the domain's `meetingActions` gives
 * for them and their meeting, of the actions the app has built (issue 15: no icon leads nowhere), in the groups of
 * `actionGroups`: a group of one is a button, a group of several opens its menu on hover. The expectation is computed
 * from the same answers the app reads (GET /api/auth/me and the meeting), so a rule changed on one side only fails
 * here.
 */

const app = appInChromium();

const names = en.consultation.actions.names;
const categories = en.consultation.actions.categories;

/** What the bar shows, as [group label, action labels]: a button's group is its one action. */
async function barAsShown(page: Page): Promise<[string, string[]][]> {
  const bar = page.getByRole('navigation', { name: 'Actions' });
  const shown: [string, string[]][] = [];
  for (const button of await bar.getByRole('button').all()) {
    // The first line is the name; taken actions add their count badge below it.
    const label = (await button.innerText()).split('\n')[0]!.trim();
    if ((await button.getAttribute('aria-haspopup')) !== 'menu') {
      shown.push([label, [label]]);
      continue;
    }
    await button.hover();
    const menu = page.getByRole('menu', { name: label });
    await menu.waitFor();
    shown.push([label, (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim())]);
    await page.mouse.move(0, 0);
    await menu.waitFor({ state: 'hidden' });
  }
  return shown;
}

describe('the action bar of every demo clinician', () => {
  it.each(DEMO_USERNAMES)('%s is offered what meetingActions gives, of the built actions', async (username) => {
    const context = await app.browser.newContext();
    try {
      await context.addInitScript(() => window.localStorage.setItem('konsult.language', 'en'));
      const page = await context.newPage();
      await signInThroughApi(page.context(), app.baseUrl, username);
      const meetingId = demoMeetingId(username, 'today-current');
      await page.goto(`${app.baseUrl}/emr/${meetingId}`);
      await page.getByRole('navigation', { name: 'Actions' }).getByRole('button').first().waitFor({ timeout: 15_000 });

      const me = (await (await page.request.get(`${app.baseUrl}/api/auth/me`)).json()) as MeResponse;
      const meeting = (await (
        await page.request.get(`${app.baseUrl}/api/meeting/doctor/meeting/${meetingId}`)
      ).json()) as Meeting;
      const { clinician, features } = me;
      const expected = actionGroups(
        meetingActions({
          clinician: {
            country: clinician.pool.country,
            profession: clinician.profession,
            careType: clinician.careType,
            isExternal: clinician.pool.isExternal,
            partnershipKind: clinician.pool.partnershipKind,
            usesExternalEmr: clinician.pool.usesExternalEmr,
          },
          features,
          meeting: {
            activityType: meeting.activityType,
            interventionType: meeting.interventionType,
            isOneTimeUser: meeting.user.gb?.isOneTimeUser === true,
            hasCareFacility: meeting.careFacility !== null,
            isChild: meeting.child !== null,
          },
        }).filter((action) => actionSlot.built.has(action)),
      ).map(({ category, actions }): [string, string[]] => [
        actions.length === 1 ? names[actions[0]!] : categories[category],
        actions.map((action) => names[action]),
      ]);

      expect(await barAsShown(page)).toEqual(expected);
    } finally {
      await context.close();
    }
  });
});
