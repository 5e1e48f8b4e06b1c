/**
 * Every clinician screen, cold (architecture §9, issue 22): Lighthouse's desktop preset in Debian's Chromium against
 * the built app, signed in as se.doctor, on home, a consultation, the consultation of the patient with 5,000 record
 * entries with the history tab open, and the patient's join page. Each page is one cold load (Lighthouse empties the
 * cache and the origin's storage, not the cookies), run RUNS times; the median run by performance score is judged.
 */
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_LAUNCH } from '../../e2e/src/chromium';
import { DEMO_LONG_HISTORY } from '../../packages/server/src/demo/demo-ids';
import { openMeetingId, signInCookies } from './session';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
/** LIGHTHOUSE_SCREENS=home,consultation,…: only the screens whose names start so (a shorter run while tuning one). */
const ONLY = process.env.LIGHTHOUSE_SCREENS?.split(',').map((name) => name.trim());

export const SCREEN_BUDGET = {
  performance: 0.95,
  lcpMs: 1000,
  tbtMs: 100,
  cls: 0.05,
  accessibility: 1,
} as const;

export type ScreenFigures = {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  /** The audits that fell short, by title, for the report's reader. */
  failing: string[];
};

/** Runs every screen and prints each figure against its budget; true when every screen is within all of them. */
export async function lighthouseScreens(baseUrl: string): Promise<boolean> {
  const cookies = await signInCookies(baseUrl);
  const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  // Other than the long-history patient's meeting, which is the third page.
  const meetingId = await openMeetingId(baseUrl, cookieHeader, DEMO_LONG_HISTORY.meetingId);
  const pages = [
    { name: 'home', path: '/' },
    { name: 'consultation', path: `/emr/${meetingId}` },
    {
      name: `consultation, history tab (${DEMO_LONG_HISTORY.entries.toLocaleString('en')} entries)`,
      path: `/emr/${DEMO_LONG_HISTORY.meetingId}?leftbar=medical-record-entries`,
    },
    { name: "patient's join page", path: await joinPath(baseUrl, meetingId, cookieHeader) },
  ].filter((page) => !ONLY || ONLY.some((name) => page.name.startsWith(name)));

  console.log(`\nLighthouse, desktop preset, median of ${RUNS} cold loads, signed in as se.doctor`);
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_LAUNCH.executablePath,
    headless: true,
    args: [...(CHROMIUM_LAUNCH.args ?? []), '--window-size=1350,940'],
    defaultViewport: null,
  });
  const chromium = await browser.version();
  let version = '';
  let ok = true;
  try {
    await browser.setCookie(...cookies.map((c) => ({ ...c, domain: new URL(baseUrl).hostname, path: '/' })));
    for (const page of pages) {
      const runs: ScreenFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const tab = await browser.newPage();
        try {
          const result = await audit(baseUrl + page.path, tab);
          version = result.lhr.lighthouseVersion;
          runs.push(figures(result));
        } finally {
          await tab.close();
        }
      }
      const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
      ok = report(page.name, median) && ok;
    }
  } finally {
    await browser.close();
  }
  console.log(`  (Lighthouse ${version}, ${chromium})`);
  return ok;
}

async function audit(url: string, page: Parameters<typeof lighthouse>[3]): Promise<RunnerResult> {
  const flags: Flags = { onlyCategories: ['performance', 'accessibility'], logLevel: 'error', output: 'json' };
  const result = await lighthouse(url, flags, desktopConfig, page);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (process.env.LIGHTHOUSE_REPORTS) {
    const { writeFileSync } = await import('node:fs');
    const name = new URL(url).pathname.replace(/\W+/g, '_') + `_${Date.now()}.json`;
    writeFileSync(`${process.env.LIGHTHOUSE_REPORTS}/${name}`, JSON.stringify(result.lhr));
  }
  return result;
}

export function figures({ lhr }: RunnerResult): ScreenFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
    .map((ref) => lhr.audits[ref.id]!)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => (a.displayValue ? `${a.title} (${a.displayValue})` : a.title));
  return {
    performance: lhr.categories.performance?.score ?? 0,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    accessibility: lhr.categories.accessibility?.score ?? 0,
    failing,
  };
}

function report(name: string, f: ScreenFigures): boolean {
  const b = SCREEN_BUDGET;
  const checks = [
    [`performance ${f.performance.toFixed(2)} (≥ ${b.performance})`, f.performance >= b.performance],
    [`LCP ${(f.lcpMs / 1000).toFixed(2)} s (≤ ${b.lcpMs / 1000})`, f.lcpMs <= b.lcpMs],
    [`TBT ${Math.round(f.tbtMs)} ms (≤ ${b.tbtMs})`, f.tbtMs <= b.tbtMs],
    [`CLS ${f.cls.toFixed(3)} (≤ ${b.cls})`, f.cls <= b.cls],
    [`accessibility ${f.accessibility.toFixed(2)} (${b.accessibility})`, f.accessibility >= b.accessibility],
  ] as const;
  const ok = checks.every(([, within]) => within);
  console.log(`  ${name}: ${ok ? 'within budget' : 'OVER BUDGET'}`);
  console.log(`    ${checks.map(([text, within]) => (within ? text : `${text} MISSED`)).join(', ')}`);
  if (!ok && f.failing.length) console.log(`    short of the mark: ${f.failing.join('; ')}`);
  return ok;
}

/** A patient link for the meeting, made as the clinician's "Copy patient link" makes it. */
async function joinPath(baseUrl: string, meetingId: string, cookie: string): Promise<string> {
  const csrf = /csrf_token=([^;]+)/.exec(cookie)?.[1] ?? '';
  const response = await fetch(`${baseUrl}/api/meeting/${meetingId}/patient-link`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': csrf },
  });
  if (!response.ok) throw new Error(`the patient link was refused: ${response.status}`);
  return ((await response.json()) as { path: string }).path;
}
