/**
 * Patient joins → first decoded remote frame, over 20 calls through each video provider (architecture §9: p95 ≤
 * 300 ms peer-to-peer and ≤ 350 ms through Janus, never above 1.5 s), each beside a bare two-page WebRTC call
 * measured in the same run the same way (its ratio is the honest comparison on a loaded machine). Real Chromium on
 * fake media, the clinician's call kept open while the patient joins and hangs up again and again.
 * VIDEO_TRACE=1 also prints where the time goes (median of each step after the click, both sides).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../e2e/src/chromium';
import { copyPatientLink } from '../../e2e/src/patient-link';

const CALLS = Number(process.env.VIDEO_CALLS) || 20;
const LIMIT_MS = 1500;
const TRACE = process.env.VIDEO_TRACE === '1';
/**
 * The patient looks at their camera preview for a moment before clicking Join (a real one takes seconds): what the
 * page prepares while the preview shows is then ready, as it would be. The bare call pauses alike.
 */
const PREVIEW_PAUSE_MS = 1000;

const PROVIDERS = [
  { value: 'p2p', name: 'built-in peer-to-peer', targetP95Ms: 300 },
  { value: 'janus', name: 'Janus SFU', targetP95Ms: 350 },
] as const;

type Timings = { p50: number; p95: number; max: number };

export async function videoJoinLatency(baseUrl: string): Promise<boolean> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const bare = await startBarePageServer();
  try {
    const clinicianContext = await browser.newContext();
    await clinicianContext.addInitScript(() => window.localStorage.setItem('konsult.language', 'en'));
    if (TRACE) await clinicianContext.addInitScript({ content: traceCall('C') });
    const clinician = await clinicianContext.newPage();
    await signIn(clinician, baseUrl);
    await clinician
      .getByRole('link', { name: /Video[\s\S]*Scheduled/ })
      .first()
      .click();
    // From the server's answer: on a fresh Chromium profile the clipboard was once still empty when read.
    const link = await copyPatientLink(clinician);

    let ok = true;
    const results: { name: string; target: number; timings: Timings }[] = [];
    for (const provider of PROVIDERS) {
      const saved = clinician.waitForResponse((r) => r.url().endsWith('/api/clinician/video-provider') && r.ok());
      await clinician.getByLabel('Video').selectOption(provider.value);
      await saved;
      await clinician.getByRole('button', { name: /^(Start|Restart) call$/ }).click();
      await clinician.getByRole('region', { name: 'Video call' }).waitFor();
      const timings = await measure(browser, link, clinician);
      report(`video (${provider.name})`, timings);
      results.push({ name: provider.name, target: provider.targetP95Ms, timings });
      await clinician.getByRole('button', { name: 'End call' }).click();
    }
    const baseline = await measureBare(browser, bare.url);
    report('bare two-page WebRTC call (same run, same machine)', baseline);

    console.log('\nvideo join budgets (architecture §9)');
    for (const { name, target, timings } of results) {
      const within = timings.p95 <= target && timings.max <= LIMIT_MS;
      ok &&= within;
      console.log(
        `  ${name}: p95 ${timings.p95.toFixed(0)} ms ÷ ${target} ms target = ${(timings.p95 / target).toFixed(2)}; ` +
          `max ${timings.max.toFixed(0)} ms ÷ ${LIMIT_MS} ms = ${(timings.max / LIMIT_MS).toFixed(2)} — ` +
          `${within ? 'within budget' : 'OVER BUDGET'}; p95 ÷ bare p95 = ${(timings.p95 / baseline.p95).toFixed(2)}`,
      );
      // A missed budget says what limits it: the browser's own WebRTC on this machine, or what konsult adds.
      if (!within) {
        console.log(
          baseline.p95 >= target
            ? `    limited by WebRTC itself here: the bare call alone has p95 ${baseline.p95.toFixed(0)} ms`
            : `    konsult adds ${(timings.p95 - baseline.p95).toFixed(0)} ms to the bare call's p95 (VIDEO_TRACE=1 shows where)`,
        );
      }
    }
    console.log(
      `  Janus p95 ÷ peer-to-peer p95 (same run): ${(results[1]!.timings.p95 / results[0]!.timings.p95).toFixed(2)}`,
    );
    return ok;
  } finally {
    await browser.close();
    await new Promise((resolve) => bare.server.close(resolve));
  }
}

async function measure(browser: Browser, link: string, clinician: Page): Promise<Timings> {
  const timings: number[] = [];
  const traces: Record<string, number>[] = [];
  for (let i = 0; i < CALLS; i++) {
    const context = await browser.newContext();
    if (TRACE) await context.addInitScript({ content: traceCall('P') });
    const patient = await context.newPage();
    await patient.goto(link);
    const join = patient.getByRole('button', { name: 'Join the call' });
    await join.waitFor({ state: 'visible' });
    // Enabled: the camera preview is running (the button waits for it).
    await patient.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('.call__buttons button')?.disabled,
      undefined,
      { polling: 5 },
    );
    await patient.waitForTimeout(PREVIEW_PAUSE_MS);
    const started = performance.timeOrigin + performance.now();
    await join.click();
    await firstFrame(patient, 'video[aria-label="Your clinician"]');
    const ended = performance.timeOrigin + performance.now();
    timings.push(ended - started);
    if (TRACE) traces.push(await collectTrace([patient, clinician], started, ended));
    await patient.getByRole('button', { name: 'Hang up' }).click();
    await context.close();
  }
  if (TRACE) printTrace(traces);
  return summarise(timings);
}

/**
 * The bare call: two plain pages on one tiny static HTML, the same fake media, signalling by BroadcastChannel (no
 * server between them). The "clinician" page waits with its camera running; each "patient" page has its camera
 * running before the click, as the join page's preview does, and asks for the call when clicked; the other offers.
 */
async function measureBare(browser: Browser, url: string): Promise<Timings> {
  const context: BrowserContext = await browser.newContext();
  try {
    const host = await context.newPage();
    await host.goto(`${url}#host`);
    await host.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
    const timings: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const guest = await context.newPage();
      await guest.goto(`${url}#guest`);
      await guest.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
      await guest.waitForTimeout(PREVIEW_PAUSE_MS);
      const started = performance.now();
      await guest.getByRole('button', { name: 'Join' }).click();
      await firstFrame(guest, 'video#remote');
      timings.push(performance.now() - started);
      await guest.close();
    }
    return summarise(timings);
  } finally {
    await context.close();
  }
}

function firstFrame(page: Page, selector: string) {
  return page.waitForFunction(
    (css) => {
      const video = document.querySelector<HTMLVideoElement>(css);
      return video !== null && video.getVideoPlaybackQuality().totalVideoFrames > 0;
    },
    selector,
    { polling: 5, timeout: 10_000 },
  );
}

function summarise(timings: number[]): Timings {
  timings.sort((a, b) => a - b);
  const p = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!;
  return { p50: p(0.5), p95: p(0.95), max: timings.at(-1)! };
}

function report(title: string, { p50, p95, max }: Timings): void {
  console.log(`\n${title}: join → first decoded remote frame, ${CALLS} calls`);
  console.log(`  p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms`);
}

const BARE_PAGE = `<!doctype html><meta charset="utf-8"><title>bare WebRTC</title>
<button disabled>Join</button><video id="local" autoplay muted playsinline></video><video id="remote" autoplay playsinline></video>
<script>
const role = location.hash.slice(1);
const channel = new BroadcastChannel('bare');
const id = role === 'host' ? 'host' : Math.random().toString(36).slice(2);
let pc = null;
const post = (message) => channel.postMessage({ ...message, from: id });
function connection(stream, peer) {
  if (pc) pc.close();
  pc = new RTCPeerConnection({ iceServers: [] });
  stream.getTracks().forEach((track) => pc.addTrack(track, stream));
  pc.onicecandidate = (e) => e.candidate && post({ to: peer, candidate: e.candidate.toJSON() });
  pc.ontrack = (e) => (document.getElementById('remote').srcObject = e.streams[0]);
  return pc;
}
navigator.mediaDevices.getUserMedia({ video: true, audio: true }).then((stream) => {
  document.getElementById('local').srcObject = stream;
  channel.onmessage = async ({ data }) => {
    if (data.to && data.to !== id) return;
    if (data.join && role === 'host') {
      const pc = connection(stream, data.from);
      await pc.setLocalDescription(await pc.createOffer());
      post({ to: data.from, description: pc.localDescription.toJSON() });
    } else if (data.description?.type === 'offer') {
      const pc = connection(stream, data.from);
      await pc.setRemoteDescription(data.description);
      await pc.setLocalDescription(await pc.createAnswer());
      post({ to: data.from, description: pc.localDescription.toJSON() });
    } else if (data.description) await pc.setRemoteDescription(data.description);
    else if (data.candidate && pc) await pc.addIceCandidate(data.candidate);
  };
  const button = document.querySelector('button');
  button.onclick = () => post({ join: true });
  button.disabled = role === 'host';
  window.ready = true;
});
</script>`;

async function startBarePageServer(): Promise<{ server: Server; url: string }> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(BARE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/**
 * Timestamps of a call's steps, in the page (wall clock, ms): fetches, sockets, signals, peer connections. Plain
 * JavaScript in a string: what the compiler makes of a function (its name helpers) does not exist in the page.
 */
const traceCall = (side: string) => `(() => {
  const trace = (window.__trace = []);
  const mark = (label) => trace.push([${JSON.stringify(side)} + ' ' + label, performance.timeOrigin + performance.now()]);
  const describe = (raw) => {
    try {
      const m = JSON.parse(String(raw));
      if (m.janus) return 'janus ' + m.janus + (m.body && m.body.request ? ' ' + m.body.request : '') +
        (m.plugindata && m.plugindata.data && m.plugindata.data.videoroom ? ' ' + m.plugindata.data.videoroom : '') +
        (m.jsep ? ' +' + m.jsep.type : '');
      const d = m.data || {};
      return m.type + (d.description ? ' ' + d.description.type : '') + (d.candidate ? ' candidate' : '');
    } catch { return '?'; }
  };
  const originalFetch = window.fetch;
  window.fetch = (input, init) => {
    const path = new URL(String(input instanceof Request ? input.url : input), location.href).pathname
      .replace(/^\\/api\\/(join|programme)\\/[^/]+/, '/api/$1/…');
    mark('fetch ' + path);
    return originalFetch(input, init).then((r) => (mark('fetched ' + path), r));
  };
  const Socket = window.WebSocket;
  const name = (url) => new URL(String(url)).pathname.split('/').pop();
  window.WebSocket = class extends Socket {
    constructor(url, protocols) {
      super(url, protocols);
      mark('ws ' + name(url) + ' new');
      this.addEventListener('open', () => mark('ws ' + name(url) + ' open'));
      this.addEventListener('message', (e) => mark('ws ' + name(url) + ' ← ' + describe(e.data)));
    }
    send(data) {
      mark('ws ' + name(this.url) + ' → ' + describe(data));
      super.send(data);
    }
  };
  const Pc = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Pc {
    constructor(config) {
      super(config);
      mark('pc new');
      this.addEventListener('connectionstatechange', () => mark('pc ' + this.connectionState));
      this.addEventListener('iceconnectionstatechange', () => mark('pc ice ' + this.iceConnectionState));
      this.addEventListener('track', () => mark('pc track'));
    }
  };
})()`;

async function collectTrace(pages: Page[], from: number, to: number): Promise<Record<string, number>> {
  const first: Record<string, number> = {};
  for (const page of pages) {
    const trace = await page.evaluate(() => (window as unknown as { __trace: [string, number][] }).__trace.splice(0));
    for (const [label, at] of trace) {
      if (at < from - 2000 || at > to) continue;
      if (!(label in first)) first[label] = at - from;
    }
  }
  first['= first frame seen'] = to - from;
  return first;
}

function printTrace(traces: Record<string, number>[]): void {
  const labels = new Map<string, number[]>();
  for (const trace of traces)
    for (const [label, at] of Object.entries(trace)) labels.set(label, [...(labels.get(label) ?? []), at]);
  const rows = [...labels].map(([label, values]) => {
    values.sort((a, b) => a - b);
    return { label, median: values[Math.floor(values.length / 2)]!, n: values.length };
  });
  rows.sort((a, b) => a.median - b.median);
  console.log('  trace (median ms after the click; negative: before it; n = calls with the step):');
  for (const { label, median, n } of rows) console.log(`    ${median.toFixed(0).padStart(6)}  ${label}  (n=${n})`);
}

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill('se.doctor');
  await page.getByLabel('Password').fill('konsult');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
