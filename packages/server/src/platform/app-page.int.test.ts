import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../demo/demo-ids';
import { useTestApp } from '../test/file-app';

/**
 * Issue 22: the clinician app's page, on a cold load, names what the signed-in clinician's screen will need (their
 * language's catalogue, the consultation's chunks and its meeting) so the browser fetches it beside the app's code.
 * The page is then that clinician's: never stored, never another's, and a visitor without a session gets the file.
 */

// A built app as Vite writes it: the page, and the manifest that names each source's chunk and what it imports.
const webDist = mkdtempSync(join(tmpdir(), 'konsult-app-page-'));
const BUILT_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>konsult</title>
    <link rel="preload" href="/api/auth/me" as="fetch" crossorigin="anonymous" />
    <script type="module" crossorigin src="/assets/app-A1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-A1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const MANIFEST = {
  'index.html': { file: 'assets/app-A1.js', isEntry: true, css: ['assets/app-A1.css'] },
  '_app-A1.js': { file: 'assets/app-A1.js' },
  'src/i18n/locales/sv.ts': { file: 'assets/sv-S1.js', imports: ['_video-errors.sv-S2.js', '_app-A1.js'] },
  '_video-errors.sv-S2.js': { file: 'assets/video-errors.sv-S2.js' },
  'src/i18n/locales/nb.ts': { file: 'assets/nb-N1.js', imports: ['_app-A1.js'] },
  'src/app/consultation/consultation-route.tsx': {
    file: 'assets/consultation-route-C1.js',
    imports: ['_record-pane-slot-C2.js', '_app-A1.js'],
  },
  '_record-pane-slot-C2.js': { file: 'assets/record-pane-slot-C2.js', css: ['assets/record-pane-slot-C2.css'] },
  'src/app/record-pane/record-pane-tabs.tsx': {
    file: 'assets/record-pane-tabs-R1.js',
    imports: ['_record-pane-slot-C2.js'],
    css: ['assets/record-pane-tabs-R1.css'],
  },
};
mkdirSync(join(webDist, '.vite'));
writeFileSync(join(webDist, 'index.html'), BUILT_PAGE);
writeFileSync(join(webDist, 'join.html'), '<!doctype html><html lang="en"><head></head><body>join</body></html>');
writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const t = useTestApp({ webDist });
const anna = t.signedIn('se.doctor');
const ola = t.signedIn('no.doctor');

const meetingId = DEMO_IDS.meetings.seDoctorCurrent;
const modulepreloads = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
const fetchPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((m) => m[1]);

describe("the clinician app's page", () => {
  it('names, for a signed-in consultation, the language, its catalogue, the screen’s chunks and the meeting', async () => {
    const page = await anna.get(`/emr/${meetingId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<html lang="sv"');
    expect(page.text).toContain('<meta name="konsult-language" content="sv" />');
    expect(modulepreloads(page.text)).toEqual([
      '/assets/sv-S1.js',
      '/assets/video-errors.sv-S2.js',
      '/assets/consultation-route-C1.js',
      '/assets/record-pane-slot-C2.js',
      '/assets/record-pane-tabs-R1.js',
    ]);
    expect(page.text).toContain('<link rel="stylesheet" crossorigin href="/assets/record-pane-tabs-R1.css" />');
    // The same request the app makes for the meeting, so the browser answers the app from the preload.
    expect(fetchPreloads(page.text)).toEqual(['/api/auth/me', `/api/meeting/doctor/meeting/${meetingId}`]);
    // Anna's page: kept by no cache, and a cache in between knows it depends on the cookie.
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('vary')).toMatch(/cookie/i);
  });

  it('names on the home screen only the language and its catalogue', async () => {
    const page = await anna.get('/');
    expect(page.text).toContain('<meta name="konsult-language" content="sv" />');
    expect(modulepreloads(page.text)).toEqual(['/assets/sv-S1.js', '/assets/video-errors.sv-S2.js']);
    expect(fetchPreloads(page.text)).toEqual(['/api/auth/me']);
  });

  it('preloads no meeting for an address that names none', async () => {
    const page = await anna.get('/emr/not-a-meeting%22%3E%3Cscript%3E');
    expect(page.status).toBe(200);
    expect(fetchPreloads(page.text)).toEqual(['/api/auth/me']);
    expect(page.text).not.toContain('<script>');
    expect(page.text).not.toContain('consultation-route');
  });

  it("gives each clinician their own language, and nothing of the session or of anyone else's", async () => {
    const annas = await anna.get(`/emr/${meetingId}`);
    const olas = await ola.get('/');
    expect(olas.text).toContain('<html lang="nb"');
    expect(modulepreloads(olas.text)).toEqual(['/assets/nb-N1.js']);
    expect(olas.text).not.toContain('sv-S1.js');
    for (const [page, client] of [
      [annas, anna],
      [olas, ola],
    ] as const) {
      expect(page.text).not.toContain(client.cookie('konsult_session')!);
      expect(page.text).not.toContain(client.cookie('csrf_token')!);
    }
    // Nor who is signed in: the page holds a language, never a name or an id.
    expect(annas.text).not.toMatch(/se\.doctor|Anna/);
    expect(annas.text).not.toContain(DEMO_IDS.clinicians.seDoctor);
  });

  it('is the built file, unchanged and revalidated, for a visitor without a session or with an ended one', async () => {
    const stranger = t.browser();
    const anonymous = await stranger.get(`/emr/${meetingId}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.text).toBe(BUILT_PAGE);
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');

    const leaving = await t.signInNow('se.doctor');
    const token = leaving.cookie('konsult_session')!;
    expect((await leaving.post('/api/auth/logout')).status).toBe(204);
    const ended = t.browser();
    ended.setCookie('konsult_session', token);
    const page = await ended.get(`/emr/${meetingId}`);
    expect(page.text).toBe(BUILT_PAGE);
    expect(modulepreloads(page.text)).toEqual([]);
  });

  it('leaves the patient’s join page as built, whoever asks', async () => {
    const page = await anna.get('/join/some-token');
    expect(page.text).toBe('<!doctype html><html lang="en"><head></head><body>join</body></html>');
  });
});
