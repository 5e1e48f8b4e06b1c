import { subscribe } from 'node:diagnostics_channel';
import { request as httpRequest } from 'node:http';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MeetingListResponse } from '@konsult/domain';
import { buildApp } from '../app';
import { DEMO_IDS, demoMeetingId } from '../demo/demo-ids';
import { loadConfig } from './config';
import { auditEvents } from './db/schema';
import { useTestApp } from '../test/file-app';
import { startOtherInstance } from '../test/test-app';
import { TestClient } from '../test/client';
import { newestAuditRow } from '../test/audit-rows';

/**
 * Issue 14, as an attacker tried it: spellings of the URL that skipped the session check, a forged X-Forwarded-For,
 * NUL characters and a stray multipart field. Each is now refused in the one error shape, and never a 500.
 */

/**
 * The routes whose definition says public (`config.public`, what the session guard reads), as `METHOD /path/{param}`:
 * every app built in this file reports its routes as they are added, before the test's app starts.
 */
const publicRoutes = new Set<string>();
subscribe('fastify.initialization', (message) => {
  (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route: RouteOptions) => {
    if ((route.config as { public?: boolean } | undefined)?.public !== true) return;
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const method of [route.method].flat()) publicRoutes.add(`${method.toLowerCase()} ${path}`);
  });
});

const t = useTestApp();
const anna = t.signedIn('se.doctor');

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request sent exactly as written: the path is not normalised, and may be absolute-form (`http://host/…`). */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const options = { host: hostname, port, method, path, headers: { ...headers, ...length }, agent: false };
    const req = httpRequest(options, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('authentication is decided by the matched route, not by how the URL is spelled', () => {
  const reporter = `/vaccination/clinician/reporters/${DEMO_IDS.clinicians.seDoctor}`;

  it('an encoded /%61pi/… path without a session is 401, not the clinician’s name', async () => {
    const answer = await raw('GET', `/%61pi${reporter}`);
    expect(answer.status).toBe(401);
    expect(answer.body).not.toContain('Lindgren');
    expect(JSON.parse(answer.body)).toMatchObject({ error: { key: 'unauthorized' } });
  });

  it('an absolute-form request without a session is 401', async () => {
    const answer = await raw('GET', `${t.baseUrl}/api/medicalrecord/clinician/non-recommended-icd-codes`);
    expect(answer.status).toBe(401);
  });

  it('a cross-site POST through an encoded path is refused even with a session and its CSRF token', async () => {
    const cookies = `konsult_session=${anna.cookie('konsult_session')}; csrf_token=${anna.cookie('csrf_token')}`;
    const answer = await raw(
      'POST',
      '/%61pi/auth/logout',
      { cookie: cookies, origin: 'https://evil.example', 'x-csrf-token': anna.cookie('csrf_token')! },
      '',
    );
    expect(answer.status).toBe(403);
    expect((await anna.get('/api/auth/me')).status).toBe(200);
  });

  it('every session-only route of the API document answers 401 to the encoded spelling without a session', async () => {
    const document = (await anna.get<{ paths: Record<string, Record<string, unknown>> }>('/api/openapi.json')).body;
    const publicPaths = new Set(['/api/health', '/api/auth/login', '/api/openapi.json']);
    const unexpected: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (publicPaths.has(path) || path.startsWith('/api/join/') || path.startsWith('/api/docs')) continue;
      if (path === '/api/video-meeting/signal') continue; // the patient's websocket: its ticket is its key
      const concrete = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const method of Object.keys(operations)) {
        // A public route (a treatment programme's link: its token is its key) says so in its definition; a session
        // route below the same prefix is still checked.
        if (publicRoutes.has(`${method} ${path}`)) continue;
        const spelled = concrete.replace(/^\/api\//, '/%61pi/');
        const answer =
          method === 'get'
            ? await raw('GET', spelled)
            : await raw(method.toUpperCase(), spelled, { 'content-type': 'application/json' }, '{}');
        checked += 1;
        if (answer.status !== 401) unexpected.push(`${method.toUpperCase()} ${path}: ${answer.status}`);
      }
    }
    expect(checked).toBeGreaterThan(90);
    // The skipped ones were skipped by their definition: the programme link's routes are public, its clinician's not.
    expect(publicRoutes).toContain('get /api/programme/{token}/treatment-programmes');
    expect(publicRoutes).toContain('post /api/programme/{token}/messages');
    expect(publicRoutes).not.toContain('post /api/treatment-programme/CarePlan/{carePlanId}/link');
    expect(unexpected).toEqual([]);
  });

  it('an unknown path is a 404 in the one error shape, whatever its spelling', async () => {
    const answer = await raw('GET', '/%61pi/no-such-route');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { key: 'notFound' } });
  });
});

async function lastAuditOf(subject: string) {
  return newestAuditRow(t, eq(auditEvents.subject, subject));
}

describe('the caller’s address', () => {
  it('is the connection’s, not X-Forwarded-For, unless TRUST_PROXY says so: rotating it does not escape throttling', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await raw(
        'POST',
        '/api/auth/login',
        { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        JSON.stringify({ username: 'fr.doctor', password: `guess-${i}` }),
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect((await lastAuditOf('fr.doctor'))?.ip).toBe('127.0.0.1');
  });

  it('behind a trusted proxy (TRUST_PROXY=1) the forwarded address is the caller’s', async () => {
    const behindProxy = await startOtherInstance(t, { trustProxy: 1 });
    try {
      const answer = await fetch(`${behindProxy.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({ username: 'de.doctor', password: 'wrong' }),
      });
      expect(answer.status).toBe(401);
      expect((await lastAuditOf('de.doctor'))?.ip).toBe('198.51.100.7');
    } finally {
      await behindProxy.close();
    }
  });

  it('a throttled sign-in says when to come back, alike for a known and an unknown username', async () => {
    const attempt = (username: string) => new TestClient(t.baseUrl).signIn(username, 'wrong');
    for (const username of ['se.nurse', 'no.such.person']) {
      for (let i = 0; i < 5; i++) expect((await attempt(username)).status).toBe(401);
    }
    const known = await attempt('se.nurse');
    const unknown = await attempt('no.such.person');
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(429);
      const retryAfter = Number(answer.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(30);
      expect(answer.body).toMatchObject({ error: { key: 'rate_limited', retryAfterSeconds: retryAfter } });
    }
    expect(Object.keys(known.body as object)).toEqual(Object.keys(unknown.body as object));
  });
});

describe('NUL characters and stray multipart fields', () => {
  it('a NUL in the sign-in body is a 400 in the one error shape', async () => {
    const answer = await raw(
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json' },
      '{"username":"se.doctor\\u0000","password":"konsult"}',
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: { key: 'invalid_input', issues: [{ path: 'body.username', code: 'nul_character' }] },
    });
  });

  it('a NUL in a note is a 400, and the note keeps what it had', async () => {
    const meetingId = demoMeetingId('se.doctor', 'today-next');
    const path = `/api/medicalrecord/v2/entry/${meetingId}`;
    const before = (await anna.get<{ entry: { version: number } | null }>(path)).body;
    const answer = await anna.request('PUT', path, {
      values: { history: 'Cough\u0000 for a week' },
      version: before.entry?.version ?? 0,
    });
    expect(answer.status).toBe(400);
    expect((await anna.get(path)).body).toEqual(before);
  });

  it('a lone surrogate (ill-formed Unicode, which jsonb refuses) is a 400, and so is a timestamp no date can hold', async () => {
    const event = {
      meeting_id: demoMeetingId('se.doctor', 'today-current'),
      timestamp: Date.now(),
      event: 'camera-switched',
      type: 'VIDEO',
      user_type: 'CLINICIAN',
      source: 'CLIENT',
    };
    const lone = await anna.post('/api/video-meeting/room/timeline', { ...event, event_details: { note: 'a\ud800' } });
    expect(lone.status).toBe(400);
    expect(lone.body).toMatchObject({
      error: { issues: [{ path: 'body.event_details.note', code: 'invalid_unicode' }] },
    });
    expect((await anna.post('/api/video-meeting/room/timeline', { ...event, timestamp: 9e15 })).status).toBe(400);
    expect((await anna.post('/api/video-meeting/room/timeline', event)).status).toBe(204);
  });

  it('a NUL in a path or query parameter is a 400, not a database error', async () => {
    expect((await anna.get('/api/meeting/doctor/meeting/%00')).status).toBe(400);
    expect((await anna.get('/api/medicalrecord/icd10?query=%00&limit=5')).status).toBe(400);
  });

  it('the patient’s message through her link with a NUL is a 400', async () => {
    const meetingId = demoMeetingId('se.doctor', 'today-current');
    const link = await anna.post<{ path: string }>(`/api/meeting/${meetingId}/patient-link`);
    expect(link.status).toBe(201);
    const token = link.body.path.split('/').pop()!;
    const answer = await new TestClient(t.baseUrl).post(`/api/join/${token}/messages`, { message: 'Hello\u0000' });
    expect(answer.status).toBe(400);
  });

  it('an upload with a text field besides the file is a 400, not a 500', async () => {
    const meetingId = demoMeetingId('se.doctor', 'today-current');
    const form = new FormData();
    form.append('note', 'an extra field');
    form.append(
      'file',
      new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], { type: 'application/pdf' }),
      'a.pdf',
    );
    const answer = await anna.request('POST', `/api/meeting/${meetingId}/message-attachments`, form);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { key: 'invalid_input' } });
  });
});

describe('the patient’s public link', () => {
  it('is limited per address: after 300 uses in a minute, a 429 says when to come back, and writes no audit row', async () => {
    let refused: Awaited<ReturnType<TestClient['get']>> | undefined;
    let answered = 0;
    for (let i = 0; i < 400 && !refused; i++) {
      const answer = await new TestClient(t.baseUrl).get(`/api/join/not-a-token-${i}`);
      if (answer.status === 429) refused = answer;
      else {
        expect(answer.status).toBe(404);
        answered += 1;
      }
    }
    // This file's earlier patient message used the link too.
    expect(answered).toBeGreaterThan(290);
    expect(answered).toBeLessThanOrEqual(300);
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const before = await t.database.db.$count(auditEvents);
    expect((await new TestClient(t.baseUrl).get('/api/join/not-a-token')).status).toBe(429);
    expect(await t.database.db.$count(auditEvents)).toBe(before);
  });
});

describe('headers and leftovers', () => {
  it('patient data is never cached; the app asks for camera and microphone for itself only', async () => {
    const list = await anna.get<MeetingListResponse>('/api/meetings');
    expect(list.headers.get('cache-control')).toBe('no-store');
    const meeting = await anna.get(`/api/meeting/doctor/meeting/${list.body.meetings[0]!.id}`);
    expect(meeting.headers.get('cache-control')).toBe('no-store');
    const policy = meeting.headers.get('permissions-policy') ?? '';
    expect(policy).toContain('camera=(self)');
    expect(policy).toContain('microphone=(self)');
    expect(policy).toContain('geolocation=()');
  });

  it('the development routes do not exist under NODE_ENV=production, even with DEMO_MODE on', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }), webDist: null };
    expect(config.demoMode).toBe(true);
    const production = await buildApp({ config, database: t.database, logger: false });
    try {
      expect(production.hasRoute({ method: 'GET', url: '/api/dev/outbox' })).toBe(false);
      expect(production.hasRoute({ method: 'PUT', url: '/api/dev/faults/records-system' })).toBe(false);
    } finally {
      await production.close();
    }
  });
});
