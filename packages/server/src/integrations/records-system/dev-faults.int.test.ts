import { describe, expect, it } from 'vitest';
import { type EntryResponse } from '@konsult/domain';
import { buildApp } from '../../app';
import { loadConfig } from '../../platform/config';
import { useTestApp } from '../../test/file-app';
import { startOtherInstance } from '../../test/test-app';
import { TestClient } from '../../test/client';
import { writeCompleteNote } from '../../test/forms';
import { meetingsOf } from '../../test/consultation-api';

/**
 * A tester switches the embedded records system's fault while the app runs (demo mode): Anna's signing then fails
 * with that key on every instance on the database, and signs again once it is cleared.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');

const FAULTS = '/api/dev/faults/records-system';

const signAndFinish = (meetingId: string) =>
  anna.post(`/api/meeting/doctor/meeting/${meetingId}/finish`, { status: 'COMPLETED', sign: true });

describe('records-system fault injection at runtime', () => {
  it('a fault set on one instance fails signing on another, and clearing it lets the note be signed', async () => {
    const meetings = await meetingsOf(anna);
    const meetingId = meetings.find((m) => m.status === 'SCHEDULED')!.id;
    await writeCompleteNote(anna, meetingId);
    expect((await anna.get(FAULTS)).body).toEqual({ fault: null });

    expect((await anna.request('PUT', FAULTS, { fault: 'prn_timeout_exceeded' })).body).toEqual({
      fault: 'prn_timeout_exceeded',
    });
    const other = await startOtherInstance(t);
    try {
      const onOther = new TestClient(other.baseUrl);
      await onOther.signIn('se.doctor');
      const refused = await onOther.post(`/api/meeting/doctor/meeting/${meetingId}/finish`, {
        status: 'COMPLETED',
        sign: true,
      });
      expect(refused.status).toBe(502);
      expect(refused.body).toMatchObject({ error: { key: 'prn_timeout_exceeded' } });
    } finally {
      await other.close();
    }

    expect((await anna.request('PUT', FAULTS, { fault: null })).body).toEqual({ fault: null });
    expect((await signAndFinish(meetingId)).status).toBe(200);
    const note = (await anna.get<EntryResponse>(`/api/medicalrecord/v2/entry/${meetingId}`)).body;
    expect(note.entry?.signedAt).not.toBeNull();
  });

  it('refuses a key outside the catalogue, a request without a session, and one without the CSRF header', async () => {
    const unknown = await anna.request('PUT', FAULTS, { fault: 'prn_made_up' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: { key: expect.any(String) } });
    expect((await new TestClient(t.baseUrl).request('PUT', FAULTS, { fault: null })).status).toBe(401);
    const noCsrf = new TestClient(t.baseUrl, { sendCsrf: false });
    await noCsrf.signIn('se.doctor');
    expect((await noCsrf.request('PUT', FAULTS, { fault: 'prn_unknown_error' })).status).toBe(403);
    expect((await anna.get(FAULTS)).body).toEqual({ fault: null });
  });

  it('does not exist outside demo mode', async () => {
    const base = { ...loadConfig({ NODE_ENV: 'test' }), webDist: null };
    const production = await buildApp({ config: { ...base, demoMode: false }, database: t.database, logger: false });
    try {
      expect(production.hasRoute({ method: 'PUT', url: FAULTS })).toBe(false);
      expect(production.hasRoute({ method: 'GET', url: FAULTS })).toBe(false);
    } finally {
      await production.close();
    }
    expect(t.app.hasRoute({ method: 'PUT', url: FAULTS })).toBe(true);
  });
});
