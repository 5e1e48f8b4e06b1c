/**
 * Patient joins → first decoded remote frame, over 20 calls through each video provider (architecture §9:
 * target p95 ≤ 0.5 s, never above 1.5 s), and the Janus-to-peer-to-peer ratio measured in the same run. Real
 * Chromium on fake media, the clinician's call kept open while the patient joins and hangs up again and again.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../e2e/src/chromium';
import { copyPatientLink } from '../../e2e/src/patient-link';

const CALLS = 20;
const BUDGET_MS = 1500;
const TARGET_P95_MS = 500;

const PROVIDERS = [
  { value: 'p2p', name: 'built-in peer-to-peer' },
  { value: 'janus', name: 'Janus SFU' },
] as const;

export async function videoJoinLatency(baseUrl: string): Promise<boolean> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const clinicianContext = await browser.newContext();
    await clinicianContext.addInitScript(() => window.localStorage.setItem('konsult.language', 'en'));
    const clinician = await clinicianContext.newPage();
    await signIn(clinician, baseUrl);
    await clinician
      .getByRole('link', { name: /Video[\s\S]*Scheduled/ })
      .first()
      .click();
    // From the server's answer: on a fresh Chromium profile the clipboard was once still empty when read.
    const link = await copyPatientLink(clinician);

    let ok = true;
    const p95s: number[] = [];
    for (const provider of PROVIDERS) {
      const saved = clinician.waitForResponse((r) => r.url().endsWith('/api/clinician/video-provider') && r.ok());
      await clinician.getByLabel('Video').selectOption(provider.value);
      await saved;
      await clinician.getByRole('button', { name: /^(Start|Restart) call$/ }).click();
      await clinician.getByRole('region', { name: 'Video call' }).waitFor();
      const result = await measure(browser, link, provider.name);
      p95s.push(result.p95);
      ok &&= result.ok;
      await clinician.getByRole('button', { name: 'End call' }).click();
    }
    console.log(`  Janus p95 ÷ peer-to-peer p95 (same run): ${(p95s[1]! / p95s[0]!).toFixed(2)}`);
    return ok;
  } finally {
    await browser.close();
  }
}

async function measure(browser: Browser, link: string, name: string): Promise<{ ok: boolean; p95: number }> {
  const timings: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const context = await browser.newContext();
    const patient = await context.newPage();
    await patient.goto(link);
    const join = patient.getByRole('button', { name: 'Join the call' });
    await join.waitFor();
    const started = performance.now();
    await join.click();
    await patient.waitForFunction(
      () => {
        const video = document.querySelector<HTMLVideoElement>('video[aria-label="Your clinician"]');
        return video !== null && video.getVideoPlaybackQuality().totalVideoFrames > 0;
      },
      undefined,
      { polling: 5, timeout: 10_000 },
    );
    timings.push(performance.now() - started);
    await patient.getByRole('button', { name: 'Hang up' }).click();
    await context.close();
  }
  timings.sort((a, b) => a - b);
  const p = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!;
  console.log(`\nvideo (${name}): patient joins → first decoded remote frame, ${CALLS} calls`);
  console.log(`  p50 ${p(0.5).toFixed(0)} ms, p95 ${p(0.95).toFixed(0)} ms, max ${timings.at(-1)!.toFixed(0)} ms`);
  console.log(
    `  p95 ÷ target ${TARGET_P95_MS} ms: ${(p(0.95) / TARGET_P95_MS).toFixed(2)}; max ÷ limit ${BUDGET_MS} ms: ${(timings.at(-1)! / BUDGET_MS).toFixed(2)} (budget ≤ 1)`,
  );
  return { ok: timings.at(-1)! <= BUDGET_MS, p95: p(0.95) };
}

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill('se.doctor');
  await page.getByLabel('Password').fill('konsult');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
