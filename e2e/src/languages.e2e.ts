import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoMeetingId, type DemoUsername } from '../../packages/server/src/demo/demo-ids';
import type { FullCatalogue } from '../../packages/web/src/i18n/catalogue';
import { de } from '../../packages/web/src/i18n/locales/de';
import { en } from '../../packages/web/src/i18n/locales/en';
import { fr } from '../../packages/web/src/i18n/locales/fr';
import { nb } from '../../packages/web/src/i18n/locales/nb';
import { appInChromium, fillNoteAndEvaluation, signInThroughApi } from './harness';

/**
 * Issue 16: the Norwegian, French and German clinicians work in their market's language with no stored choice. Each
 * opens a meeting, writes and saves the note, opens every record tab and every offered action panel, and finishes;
 * on every screen no visible text is an English catalogue text that their language words differently.
 */

const app = appInChromium();

const MARKETS: { username: DemoUsername; language: string; t: FullCatalogue }[] = [
  { username: 'no.doctor', language: 'nb', t: nb },
  { username: 'fr.doctor', language: 'fr', t: fr },
  { username: 'de.doctor', language: 'de', t: de },
];

function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/**
 * The English texts a screen in `target` must not show: those the target words differently, as patterns (a
 * `{{placeholder}}` matches any text), minus any text the target itself uses somewhere.
 */
type EnglishCheck = { patterns: { source: string; key: string }[]; targetTexts: string[] };

function englishOnly(target: FullCatalogue): EnglishCheck {
  const english = flatten(en);
  const translated = flatten(target);
  const targetTexts = new Set(translated.values());
  const patterns = [...english]
    // A text of placeholders and punctuation only ('{{name}}, {{when}}') says nothing of the language.
    .filter(([key, text]) => translated.get(key) !== text && !targetTexts.has(text))
    .filter(([, text]) => /\p{L}{2}/u.test(text.replace(/\{\{[^}]+\}\}/g, '')))
    .map(([key, text]) => ({
      key,
      source: `^${text
        .trim()
        .split(/\{\{[^}]+\}\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+')}$`,
    }));
  return { patterns, targetTexts: [...targetTexts] };
}

/** Every visible text node and placeholder of the page that is one of `patterns`, with the catalogue key it is. */
async function englishOnScreen(page: Page, { patterns, targetTexts }: EnglishCheck): Promise<string[]> {
  return page.evaluate(
    ({ patterns, targetTexts }) => {
      const own = new Set(targetTexts);
      const compiled = patterns.map(({ source, key }) => ({ regex: new RegExp(source, 's'), key }));
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || !parent.checkVisibility()) continue;
        const text = node.textContent?.trim();
        if (text) texts.push(text);
      }
      for (const field of document.querySelectorAll<HTMLElement>('[placeholder]')) {
        if (field.checkVisibility()) texts.push(field.getAttribute('placeholder')!.trim());
      }
      // A text that is one of the target's own (its 'Patient absent' fits English 'Patient {{id}}') is not English.
      return texts
        .filter((text) => !own.has(text))
        .flatMap((text) =>
          compiled.filter(({ regex }) => regex.test(text)).map(({ key }) => `${JSON.stringify(text)} (${key})`),
        );
    },
    { patterns, targetTexts },
  );
}

/** Waits until what `within` loads has arrived (no loading status left), then checks the whole page. */
async function expectNoEnglish(page: Page, check: EnglishCheck, within: Locator) {
  await within.waitFor();
  await expect
    .poll(() => within.locator('[role="status"][aria-busy="true"], [role="status"] .mantine-Loader-root').count())
    .toBe(0);
  await expect.poll(() => page.locator('.mantine-Loader-root').count(), { timeout: 15_000 }).toBe(0);
  expect(await englishOnScreen(page, check)).toEqual([]);
}

/** A name that is one of `texts`, whole. */
const exactly = (texts: string[]) =>
  new RegExp(`^(${texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

describe('Norwegian, French and German clinicians in their own language (issue 16)', () => {
  for (const { username, language, t } of MARKETS) {
    it(`${username} works through a meeting in ${language}`, async () => {
      const check = englishOnly(t);
      const context = await app.browser.newContext();
      try {
        const page = await context.newPage();
        await signInThroughApi(context, app.baseUrl, username);

        await page.goto(app.baseUrl);
        await expectNoEnglish(page, check, page.getByRole('heading', { name: t.home.title }));
        expect(await page.locator('html').getAttribute('lang')).toBe(language);

        const meetingId = demoMeetingId(username, 'today-next');
        await page.goto(`${app.baseUrl}/emr/${meetingId}`);
        const note = page.getByRole('region', { name: t.consultation.note.label });
        await note.getByRole('textbox').first().fill(`${username}: ${t.evaluation.title}`);
        await expectNoEnglish(page, check, note.getByText(t.autosave.status.saved));

        const pane = page.getByRole('region', { name: t.consultation.recordPane.label });
        const tabs = pane.getByRole('tablist', { name: t.consultation.recordPane.tabsLabel });
        await tabs.waitFor();
        for (const tab of await tabs.locator(':scope > [role="tab"]').all()) {
          await tab.click();
          await expectNoEnglish(page, check, pane.getByRole('tabpanel').first());
        }

        const bar = page.getByRole('navigation', { name: t.consultation.actions.label });
        // A meeting that has not begun offers some actions disabled: every enabled one is opened.
        const buttons = [];
        for (const button of await bar.getByRole('button').all()) if (await button.isEnabled()) buttons.push(button);
        expect(buttons.length).toBeGreaterThan(0);
        for (const button of buttons) {
          if ((await button.getAttribute('aria-haspopup')) === 'menu') {
            const label = (await button.innerText()).split('\n')[0]!.trim();
            await button.hover();
            const items = await page.getByRole('menu', { name: label }).getByRole('menuitem').all();
            for (let i = 0; i < items.length; i++) {
              await button.hover();
              const item = page.getByRole('menu', { name: label }).getByRole('menuitem').nth(i);
              const name = (await item.innerText()).trim();
              await item.click();
              await expectNoEnglish(page, check, page.getByRole('complementary', { name }));
            }
            await page.mouse.move(0, 0);
          } else {
            const name = (await button.innerText()).split('\n')[0]!.trim();
            await button.click();
            await expectNoEnglish(page, check, page.getByRole('complementary', { name }));
          }
        }

        // The forms' required answers through the API (each market's fields are not this story's subject); then the
        // clinician finishes on screen, signing where the market signs notes.
        await fillNoteAndEvaluation(page, app.baseUrl, meetingId);
        await page.reload();
        const finishing = page.getByRole('region', { name: t.finishing.label });
        const finish = finishing.getByRole('button', { name: exactly(Object.values(t.finishing.button)) }).first();
        const kind =
          (await finish.innerText()).trim() === t.finishing.button['end-meeting'] ? 'end-meeting' : 'sign-and-finish';
        await finish.click();
        const confirm = page.getByRole('dialog', { name: t.finishing.confirm.title[kind] });
        await expectNoEnglish(page, check, confirm);
        await confirm.getByRole('button', { name: t.finishing.button[kind] }).click();
        await page.waitForURL(`${app.baseUrl}/`);
        await expectNoEnglish(page, check, page.getByRole('heading', { name: t.home.title }));
      } finally {
        await context.close();
      }
    });
  }
});
