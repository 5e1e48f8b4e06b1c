import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_FEATURES } from '@konsult/domain';
import { auditEvents, clinicians } from '../platform/db/schema';
import { useTestApp } from '../test/file-app';
import { startTestApp, type TestApp } from '../test/test-app';
import { TestClient } from '../test/client';
import { auditRowsOf, newestAuditRow } from '../test/audit-rows';

const t = useTestApp();

describe('signing in and out', () => {
  it('Anna (se.doctor) signs in: she gets an HttpOnly session cookie, a readable CSRF cookie and her clinician', async () => {
    const anna = new TestClient(t.baseUrl);
    const answer = await anna.signIn('se.doctor');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      clinician: {
        username: 'se.doctor',
        profession: 'DOCTOR',
        pool: { country: 'SE', prorenata: true },
        signingEnabled: true,
        locale: 'sv',
      },
    });
    const setCookies = answer.headers.getSetCookie();
    const session = setCookies.find((c) => c.startsWith('konsult_session='))!;
    const csrf = setCookies.find((c) => c.startsWith('csrf_token='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(csrf).not.toMatch(/HttpOnly/i);

    const me = await anna.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ clinician: { username: 'se.doctor', pool: { country: 'SE' } } });
    expect(me.body).toMatchObject({ features: { vaccinationList: true } });
  });

  it('the deployment’s feature flags come with the clinician: FEATURE_VACCINATION_LIST=off hides vaccinations', async () => {
    const flagged = await startTestApp({ features: { ...DEFAULT_FEATURES, vaccinationList: false } });
    try {
      const client = new TestClient(flagged.baseUrl);
      expect((await client.signIn('se.doctor')).body).toMatchObject({
        features: { ...DEFAULT_FEATURES, vaccinationList: false },
      });
      expect((await client.get('/api/auth/me')).body).toMatchObject({
        features: { ...DEFAULT_FEATURES, vaccinationList: false },
      });
    } finally {
      await flagged.close();
    }
  });

  it('a wrong username and a wrong password get the same answer', async () => {
    const wrongPassword = await new TestClient(t.baseUrl).signIn('gb.nurse', 'not-the-password');
    const wrongUser = await new TestClient(t.baseUrl).signIn('nobody.here', 'not-the-password');
    expect(wrongPassword.status).toBe(401);
    expect(wrongUser.status).toBe(401);
    expect(wrongUser.text).toBe(wrongPassword.text);
  });

  it('repeated wrong passwords end in 429, even with the right password afterwards, and each attempt is audited', async () => {
    const mallory = new TestClient(t.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await mallory.signIn('no.doctor', `guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await mallory.signIn('no.doctor');
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ error: { key: 'rate_limited' } });
    const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subject, 'no.doctor'));
    expect(rows.filter((r) => r.outcome === 'failure')).toHaveLength(5);
    expect(rows.filter((r) => r.outcome === 'denied')).toHaveLength(2);
  });

  it('signing out ends the session on the server: the old cookie no longer works', async () => {
    const bertil = await t.signInNow('se.nurse');
    const stolen = bertil.cookie('konsult_session')!;
    expect((await bertil.post('/api/auth/logout')).status).toBe(204);

    const thief = new TestClient(t.baseUrl);
    thief.setCookie('konsult_session', stolen);
    const answer = await thief.get('/api/auth/me');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: { key: 'unauthorized' } });
  });

  it('signing in again gives a new session id and ends the one the browser had', async () => {
    const cecilia = await t.signInNow('se.psychologist');
    const first = cecilia.cookie('konsult_session')!;
    await cecilia.signIn('se.psychologist');
    const second = cecilia.cookie('konsult_session')!;
    expect(second).not.toBe(first);
    const replay = new TestClient(t.baseUrl);
    replay.setCookie('konsult_session', first);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
    expect((await cecilia.get('/api/auth/me')).status).toBe(200);
  });

  it('an auditor made a clinician again is answered as a clinician at once, not when the session read is 30 s old', async () => {
    const eva = await t.signInNow('se.auditor');
    const role = async () => ((await eva.get('/api/auth/me')).body as { clinician: { role: string } }).clinician.role;
    expect(await role()).toBe('auditor');
    await t.database.db.update(clinicians).set({ role: 'clinician' }).where(eq(clinicians.username, 'se.auditor'));
    await expect.poll(role, { timeout: 1000, interval: 20 }).toBe('clinician');
    await t.database.db.update(clinicians).set({ role: 'auditor' }).where(eq(clinicians.username, 'se.auditor'));
    await expect.poll(role, { timeout: 1000, interval: 20 }).toBe('auditor');
  });

  it('answers 401 JSON to a request without a session', async () => {
    const answer = await new TestClient(t.baseUrl).get('/api/meetings');
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(answer.body).toEqual({ error: { key: 'unauthorized', message: expect.any(String) } });
  });

  it('refuses a state-changing request without the x-csrf-token header, and keeps the session', async () => {
    const dora = new TestClient(t.baseUrl, { sendCsrf: false });
    await dora.signIn('gb.gp');
    const answer = await dora.post('/api/auth/logout');
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: { key: 'forbidden' } });
    expect((await dora.get('/api/auth/me')).status).toBe(200);

    const wrongToken = await dora.post('/api/auth/logout', undefined, { 'x-csrf-token': 'forged' });
    expect(wrongToken.status).toBe(403);
  });

  it('refuses a state-changing request from a foreign origin, sign-in included', async () => {
    const evil = new TestClient(t.baseUrl, { origin: 'https://evil.example' });
    const answer = await evil.signIn('gb.gp');
    expect(answer.status).toBe(403);
    expect(evil.cookie('konsult_session')).toBeUndefined();
  });

  it('rejects an invalid sign-in body with 400 and the issues, never a stack trace', async () => {
    const answer = await new TestClient(t.baseUrl).post('/api/auth/login', { username: '', password: 42 });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { key: 'invalid_input', issues: expect.any(Array) } });
    const paths = (answer.body as { error: { issues: { path: string }[] } }).error.issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['body.username', 'body.password']));
    expect(answer.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers malformed JSON with 400 in the one error shape', async () => {
    const response = await fetch(`${t.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { key: 'invalid_input' } });
  });

  it('writes login and logout to the audit trail with the request id', async () => {
    const eva = new TestClient(t.baseUrl);
    const login = await eva.signIn('fr.doctor');
    await eva.post('/api/auth/logout');
    const last = await newestAuditRow(t, undefined);
    expect(last).toMatchObject({ action: 'auth.logout', outcome: 'success' });
    const [loginRow] = await auditRowsOf(t, login);
    expect(loginRow).toMatchObject({ action: 'auth.login', outcome: 'success', subject: 'fr.doctor' });
  });
});

describe('outside demo mode', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({ demoMode: false });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('demo accounts cannot sign in, and look like any unknown account', async () => {
    const demo = await new TestClient(prod.baseUrl).signIn('se.doctor');
    const unknown = await new TestClient(prod.baseUrl).signIn('someone.else');
    expect(demo.status).toBe(401);
    expect(demo.text).toBe(unknown.text);
  });
});

describe('session expiry', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ sessionAbsoluteHours: 0 });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('a session past its absolute lifetime is refused', async () => {
    const client = new TestClient(strict.baseUrl);
    expect((await client.signIn('de.doctor')).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});
