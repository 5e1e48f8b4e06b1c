import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { RecordEntriesResponse } from '@konsult/domain';
import {
  medicalRecordEntries,
  meetings,
  prescriptions,
  recordHistoryEntries,
  recordHistoryVersions,
} from '../platform/db/schema';
import { DEMO_IDS, DEMO_LONG_HISTORY } from '../demo/demo-ids';
import { useTestApp } from '../test/file-app';
import { startOtherInstance } from '../test/test-app';
import { TestClient } from '../test/client';
import { SESSION_COOKIE } from '../platform/auth/sessions';
import { auditRowsOf } from '../test/audit-rows';

/**
 * Issue 22: Anna (se.doctor) re-opens Elin's 5,000-entry history. Unchanged, it is answered 304 to the ETag she
 * holds, still access-checked and audited; whatever the history shows changes its ETag. Maria (se.nurse) shares
 * Elin and the same answer; James (gb.gp) has no care relationship with her and gets 404, whatever ETag he names.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const maria = t.signedIn('se.nurse');
const james = t.signedIn('gb.gp');

const ELIN = DEMO_LONG_HISTORY.patientId;
const MEETING = DEMO_IDS.meetings.seDoctorCurrent;
const historyPath = (includeStricken = false) =>
  `/api/medicalrecord/v4/entries/${ELIN}${includeStricken ? '?includeStricken=true' : ''}`;

async function etagOf(client: TestClient, includeStricken = false): Promise<string> {
  const answer = await client.get(historyPath(includeStricken));
  expect(answer.status).toBe(200);
  const etag = answer.headers.get('etag');
  expect(etag).toMatch(/^W\/".+"$/);
  return etag!;
}

function reopen(client: TestClient, etag: string, includeStricken = false) {
  return client.request('GET', historyPath(includeStricken), undefined, { 'if-none-match': etag });
}

/** Whether the answer to Anna's ETag is a new history (200 with another ETag) rather than 304. */
async function changedSince(etag: string): Promise<boolean> {
  const answer = await reopen(anna, etag);
  if (answer.status === 304) return false;
  expect(answer.status).toBe(200);
  expect(answer.headers.get('etag')).not.toBe(etag);
  return true;
}

let draftVersion = 0;
async function autosave(history: string) {
  const saved = await anna.request<{ entry: { id: string; version: number } }>(
    'PUT',
    `/api/medicalrecord/v2/entry/${MEETING}`,
    { values: { reason_for_contact: 'Trötthet', history }, version: draftVersion },
  );
  expect(saved.status).toBe(200);
  draftVersion = saved.body.entry.version;
  return saved.body.entry;
}

describe('re-opening an unchanged history', () => {
  it('answers 304 with no body to the ETag of the last answer, and audits it as a reading', async () => {
    const etag = await etagOf(anna);
    const again = await reopen(anna, etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(await auditRowsOf(t, again)).toEqual([
      expect.objectContaining({ action: 'record_history.read', outcome: 'success', patientId: ELIN }),
    ]);
    // A list of ETags, as a client holding several may send, is matched too.
    expect((await reopen(anna, `W/"something-else", ${etag}`)).status).toBe(304);
  });

  it('gives Maria, who sees the same history, the same ETag; struck entries included is another answer', async () => {
    const etag = await etagOf(anna);
    expect(await etagOf(maria)).toBe(etag);
    expect((await reopen(maria, etag)).status).toBe(304);
    const withStricken = await etagOf(anna, true);
    expect(withStricken).not.toBe(etag);
    expect((await reopen(anna, etag, true)).status).toBe(200);
  });

  it("does not answer 304 to another patient's ETag, though both are unchanged", async () => {
    const list = await anna.get<{ meetings: { patientId: string }[] }>('/api/meetings');
    const patientId = list.body.meetings.map((m) => m.patientId).find((id) => id !== ELIN)!;
    const other = `/api/medicalrecord/v4/entries/${patientId}`;
    // Both untouched since the versions began (version 0), as most patients of a database that existed before.
    await t.database.db
      .delete(recordHistoryVersions)
      .where(inArray(recordHistoryVersions.patientId, [ELIN, patientId]));
    const first = await anna.get(other);
    const etag = first.headers.get('etag')!;
    expect((await reopen(anna, etag)).status).toBe(200);
    expect((await anna.request('GET', other, undefined, { 'if-none-match': etag })).status).toBe(304);
  });

  it('answers James 404, not 304, with Anna’s ETag, and audits his attempt as a denial', async () => {
    const etag = await etagOf(anna);
    const foreign = await reopen(james, etag);
    const missing = await james.get('/api/medicalrecord/v4/entries/00000000-0000-4000-8000-000000000000');
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    expect(await auditRowsOf(t, foreign)).toEqual([
      expect.objectContaining({ action: 'record_history.read', outcome: 'denied', patientId: ELIN }),
    ]);
  });

  it('sends the same history whether made for this request or kept from the last, in every encoding', async () => {
    // Node's fetch decodes brotli and gzip as a browser does: the texts are what a client reads.
    const open = (encoding: string) =>
      anna.request('GET', historyPath(true), undefined, { 'accept-encoding': encoding });
    const fresh = await open('identity');
    expect(RecordEntriesResponse.parse(fresh.body).entries.length).toBeGreaterThanOrEqual(DEMO_LONG_HISTORY.entries);
    const kept = await Promise.all(['br', 'gzip, deflate', 'identity'].map(open));
    expect(kept.map((a) => a.headers.get('content-encoding'))).toEqual(['br', 'gzip', null]);
    for (const answer of kept) {
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(answer.text).toBe(fresh.text);
    }
  });
});

describe('a change to what the history shows gives it a new ETag', () => {
  it('when Anna’s draft is saved, and the answer then holds it', async () => {
    const etag = await etagOf(anna);
    const draft = await autosave('Trött sedan två veckor.');
    const answer = await reopen(anna, etag);
    expect(answer.status).toBe(200);
    const [first] = RecordEntriesResponse.parse(answer.body).entries;
    expect(first).toMatchObject({ id: draft.id, source: 'konsult' });
    expect(first!.rows.map((r) => r.value)).toContain('Trött sedan två veckor.');
    // …on every instance at once: another one behind the load balancer answers the new history too.
    const other = await startOtherInstance(t);
    try {
      const annaThere = new TestClient(other.baseUrl);
      annaThere.setCookie(SESSION_COOKIE, anna.cookie(SESSION_COOKIE)!);
      const newEtag = answer.headers.get('etag')!;
      expect((await reopen(annaThere, newEtag)).status).toBe(304);
      await autosave('Trött sedan tre veckor.');
      const afterChange = await reopen(annaThere, newEtag);
      expect(afterChange.status).toBe(200);
      const [newest] = RecordEntriesResponse.parse(afterChange.body).entries;
      expect(newest!.rows.map((r) => r.value)).toContain('Trött sedan tre veckor.');
    } finally {
      await other.close();
    }
  });

  it('when a note is signed', async () => {
    const draft = await autosave('Inför signering.');
    const etag = await etagOf(anna);
    const [clinician] = await t.database.db
      .select({ id: meetings.clinicianId })
      .from(meetings)
      .where(eq(meetings.id, MEETING));
    await t.database.db
      .update(medicalRecordEntries)
      .set({ signedAt: new Date(), signedBy: clinician!.id })
      .where(eq(medicalRecordEntries.id, draft.id));
    expect(await changedSince(etag)).toBe(true);
  });

  it('when Anna strikes an entry of the records system (then it leaves the list)', async () => {
    const etag = await etagOf(anna);
    const [target] = await t.database.db
      .select({ id: recordHistoryEntries.id })
      .from(recordHistoryEntries)
      .where(and(eq(recordHistoryEntries.patientId, ELIN), isNull(recordHistoryEntries.strickenAt)))
      .limit(1);
    const struck = await anna.post(`/api/medicalrecord/entry/strike/${target!.id}`, { reason: 'Fel patient' });
    expect(struck.status).toBe(200);
    const answer = await reopen(anna, etag);
    expect(answer.status).toBe(200);
    expect(RecordEntriesResponse.parse(answer.body).entries.some((e) => e.id === target!.id)).toBe(false);
  });

  it('when the records system sends a new entry, and the answer then holds it among the notes', async () => {
    // The records system's part of the history is kept apart from the notes (records-part.ts): the answer after
    // the new entry holds it, and still Anna's note signed above.
    const before = RecordEntriesResponse.parse((await anna.get(historyPath(false))).body).entries.length;
    const etag = await etagOf(anna);
    const id = randomUUID();
    await t.database.db.insert(recordHistoryEntries).values({
      id,
      patientId: ELIN,
      documentId: 'etag-test',
      contactAt: new Date(),
      contactType: 'administrative',
      responsibleName: 'Eva Lundqvist',
      title: 'Telefonmeddelande',
    });
    expect(await changedSince(etag)).toBe(true);
    const entries = RecordEntriesResponse.parse((await anna.get(historyPath(false))).body).entries;
    expect(entries.filter((e) => e.id === id)).toHaveLength(1);
    const notes = entries.filter((e) => e.source === 'konsult');
    expect(notes.flatMap((e) => e.rows.map((r) => r.value))).toContain('Inför signering.');
    expect(entries).toHaveLength(before + 1);
  });

  it('when an e-prescription of a note’s meeting changes, and not when the meeting’s status does', async () => {
    const [prescription] = await t.database.db
      .select({ id: prescriptions.id, meetingId: prescriptions.meetingId })
      .from(prescriptions)
      .innerJoin(medicalRecordEntries, eq(medicalRecordEntries.meetingId, prescriptions.meetingId))
      .where(eq(medicalRecordEntries.patientId, ELIN))
      .limit(1);
    // The demo has no prescription in a meeting with a note of Elin's: one is sent in Anna's meeting.
    const meetingId = prescription?.meetingId ?? MEETING;
    const etag = await etagOf(anna);
    await t.database.db
      .update(meetings)
      .set({ isConfirmed: false, updatedAt: new Date() })
      .where(eq(meetings.id, meetingId));
    expect(await changedSince(etag)).toBe(false);
    if (prescription) {
      await t.database.db
        .update(prescriptions)
        .set({ status: 'DISPENSED' })
        .where(eq(prescriptions.id, prescription.id));
    } else {
      const [elin] = await t.database.db
        .select({ clinicianId: meetings.clinicianId })
        .from(meetings)
        .where(eq(meetings.id, MEETING));
      await t.database.db.insert(prescriptions).values({
        id: randomUUID(),
        meetingId: MEETING,
        patientId: ELIN,
        prescriberId: elin!.clinicianId,
        prescriberName: 'Anna Lindgren',
        nplId: '19650101000001',
        atcCode: 'H03AA01',
        product: { tradeName: 'Levaxin', drugFormTextSv: 'tablett' } as never,
        card: {} as never,
        status: 'SENT',
        statusAt: new Date(),
      });
    }
    expect(await changedSince(etag)).toBe(true);
  });

  it('when the meeting of a note starts (its time is the note’s)', async () => {
    const etag = await etagOf(anna);
    await t.database.db.update(meetings).set({ actualStartTime: new Date() }).where(eq(meetings.id, MEETING));
    expect(await changedSince(etag)).toBe(true);
  });
});
