import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { formTemplateById, type EntryResponse, type EvaluationResponse } from '@konsult/domain';

import { fillRequired } from '../../packages/server/src/test/forms';

import { startServer as startServerProcess, type RunningServer } from './server-process';

export { type RunningServer };
export { copyPatientLink } from './patient-link';

/**
 * This worker's Chromium, launched once per run by global-setup.ts. Closing the connection closes the contexts the
 * file made and leaves the browser to the next file.
 */
export function connectChromium(): Promise<Browser> {
  const { chromiumEndpoints } = inject('e2e');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  return chromium.connect(chromiumEndpoints[worker % chromiumEndpoints.length]!);
}

/**
 * The real server on a copy of the run's seeded demo database, whose meetings it moves to now exactly (the copy
 * was seeded when the run began). Janus starts only when a call uses it, unless the test asks for it at start
 * (`JANUS_WARM: 'true'`).
 */
export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const defaults = { JANUS_WARM: 'false', DEMO_SHIFT: 'exact' };
  return startServerProcess({ ...defaults, ...env }, { from: inject('e2e').seededDataDir });
}

export type AppInChromium = { readonly server: RunningServer; readonly browser: Browser; readonly baseUrl: string };

/**
 * A test file's server (on its own copy of the demo database) and the worker's Chromium: started before the file's
 * other `beforeAll` hooks, which may use them, and stopped after its tests. Call it at the top level of the file.
 */
export function appInChromium(env: Record<string, string> = {}): AppInChromium {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), connectChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(part: T | undefined): T => {
    if (part === undefined) throw new Error('appInChromium: used before its beforeAll ran');
    return part;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    get baseUrl() {
      return started(server).baseUrl;
    },
  };
}

export const DEMO_PASSWORD = 'konsult';

/** Signs in through the sign-in page, as a clinician would, in the language the page shows. */
export async function signIn(page: Page, baseUrl: string, username: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/username|användarnamn/i).fill(username);
  await page.getByLabel(/password|lösenord/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in|logga in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * A session made through the sign-in API in the context's cookie jar, for tests whose subject is not signing in
 * (consultation.e2e.ts signs in through the page): the context's pages are then signed in, wherever they go first.
 */
export async function signInThroughApi(context: BrowserContext, baseUrl: string, username: string): Promise<void> {
  const answer = await context.request.post(`${baseUrl}/api/auth/login`, {
    data: { username, password: DEMO_PASSWORD },
  });
  if (!answer.ok()) throw new Error(`signing in ${username} answered ${answer.status()}: ${await answer.text()}`);
}

/** A page of a fresh English context (see englishContext) whose clinician is signed in through the API. */
export async function clinicianPage(
  browser: Browser,
  baseUrl: string,
  username: string,
  options: { bypassCSP?: boolean } = {},
): Promise<Page> {
  const context = await englishContext(browser, options);
  await signInThroughApi(context, baseUrl, username);
  return context.newPage();
}

/**
 * A fresh browser context reading the app in English, whatever the clinician's market. `bypassCSP` lets a test
 * inject axe-core, which the app's CSP (no inline scripts) otherwise refuses.
 */
export async function englishContext(browser: Browser, options: { bypassCSP?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(() => window.localStorage.setItem('konsult.language', 'en'));
  return context;
}

/** The first open meeting on the home list: opens it and returns its id. */
export async function openFirstMeeting(page: Page, baseUrl: string, status = /Scheduled/): Promise<string> {
  await page.goto(baseUrl);
  const link = page.getByRole('link', { name: status }).first();
  await link.waitFor();
  await link.click();
  await page.waitForURL(/\/emr\/[0-9a-f-]{36}/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

export type Consultation = {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  meetingId: string;
  close(): Promise<void>;
};

/**
 * The usual start of a consultation test: a server of its own, the worker's Chromium, the clinician signed in (the
 * UI in English) with their first open meeting on screen.
 */
export async function openConsultation(username: string, env: Record<string, string> = {}): Promise<Consultation> {
  const [server, browser] = await Promise.all([startServer(env), connectChromium()]);
  const context = await englishContext(browser);
  await signInThroughApi(context, server.baseUrl, username);
  const page = await context.newPage();
  const meetingId = await openFirstMeeting(page, server.baseUrl);
  return {
    server,
    browser,
    context,
    page,
    meetingId,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

/**
 * `openConsultation` for a whole test file: opened before its first test (then handed to `use`, which takes the
 * parts it needs and may prepare more), closed after its last.
 */
export function consultationForFile(
  username: string,
  use: (session: Consultation) => unknown,
  env: Record<string, string> = {},
): void {
  let session: Consultation | undefined;
  beforeAll(async () => {
    session = await openConsultation(username, env);
    await use(session);
  });
  afterAll(async () => {
    await session?.close();
  });
}

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: string[] };

/**
 * axe-core on one element: its serious and critical violations, which tests expect to be none. Every violation is
 * logged under `label`. The page's context must bypass the app's CSP, which forbids the injected axe script.
 */
export async function seriousAxeViolations(element: Locator, label: string): Promise<AxeViolation[]> {
  const page = element.page();
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  }
  const violations = await element.evaluate(async (el) => {
    type AxeResults = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    };
    const axe = (window as unknown as { axe: { run: (el: Element, options: object) => Promise<AxeResults> } }).axe;
    const run = await axe.run(el, { resultTypes: ['violations'] });
    return run.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((node) => node.target.join(' ')),
    }));
  });
  if (violations.length) console.log(`[axe] ${label}: ${JSON.stringify(violations, null, 2)}`);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The CSRF header a signed-in page's API requests need (double-submit cookie). */
export async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token')!.value;
  return { 'x-csrf-token': csrf };
}

/**
 * Fills the meeting's note and (where the market has one) its evaluation with their required answers, through the API,
 * for stories whose subject they are not.
 */
export async function fillNoteAndEvaluation(page: Page, baseUrl: string, meetingId: string): Promise<void> {
  const api = `${baseUrl}/api/medicalrecord`;
  const headers = await csrfHeaders(page);
  const note = (await (await page.request.get(`${api}/v2/entry/${meetingId}`)).json()) as EntryResponse;
  const savedNote = await page.request.put(`${api}/v2/entry/${meetingId}`, {
    headers,
    data: {
      values: { ...note.entry?.values, ...fillRequired(formTemplateById(note.templateId)) },
      version: note.entry?.version ?? 0,
    },
  });
  expect(savedNote.status()).toBe(200);
  const evaluation = (await (await page.request.get(`${api}/evaluation/${meetingId}`)).json()) as EvaluationResponse;
  if (evaluation.templateId === null) return;
  const savedEvaluation = await page.request.put(`${api}/evaluation/${meetingId}`, {
    headers,
    data: {
      values: fillRequired(formTemplateById(evaluation.templateId)),
      version: evaluation.evaluation?.version ?? 0,
    },
  });
  expect(savedEvaluation.status()).toBe(200);
}
