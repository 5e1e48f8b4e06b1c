import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  RecordEntriesResponse,
  UK_MENTAL_HEALTH_TEMPLATE_ID,
  type EntryAuditResponse,
  type RecordEntry,
} from '@konsult/domain';
import { meetings, recordHistoryEntries } from '../platform/db/schema';
import { DEMO_IDS, DEMO_LONG_HISTORY, demoMeetingId, demoPatientId } from '../demo/demo-ids';
import { useTestApp } from '../test/file-app';
import type { TestClient } from '../test/client';
import { findHistoryEntry } from './repo';
import { fromHistoryRow } from './mapper';
import { auditRowsOf } from '../test/audit-rows';

/**
 * Anna (se.doctor) opens Elin's record history in her current meeting: 5,000 entries from the records system with
 * konsult's own notes merged in. Maria (se.nurse) shares Elin; James (gb.gp) has no care relationship with her.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const maria = t.signedIn('se.nurse');
const james = t.signedIn('gb.gp');

const ELIN = DEMO_LONG_HISTORY.patientId;
const PRIYA = demoPatientId(0x203);
const historyPath = (patientId: string, includeStricken?: boolean) =>
  `/api/medicalrecord/v4/entries/${patientId}${includeStricken === undefined ? '' : `?includeStricken=${includeStricken}`}`;
const strikePath = (id: string) => `/api/medicalrecord/entry/strike/${id}`;

async function historyOf(client: TestClient, patientId: string, includeStricken?: boolean): Promise<RecordEntry[]> {
  const answer = await client.get<unknown>(historyPath(patientId, includeStricken));
  expect(answer.status, answer.text.slice(0, 200)).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  return RecordEntriesResponse.parse(answer.body).entries;
}

function expectNewestFirst(entries: RecordEntry[]): void {
  for (let i = 1; i < entries.length; i++) {
    expect(entries[i - 1]!.contactAt, `entry ${i}`).toBeGreaterThanOrEqual(entries[i]!.contactAt);
  }
}

describe("Elin's record history", () => {
  it('holds all 5,000 entries of the records system, newest first, in the record pane shape', async () => {
    const all = await historyOf(anna, ELIN, true);
    expect(all).toHaveLength(DEMO_LONG_HISTORY.entries);
    expectNewestFirst(all);
    expect(new Set(all.map((e) => e.source))).toEqual(new Set(['records-system']));
    const years = (all[0]!.contactAt - all.at(-1)!.contactAt) / (365.25 * 24 * 3600_000);
    expect(years).toBeGreaterThan(14);
    expect(all.some((e) => e.referral !== null && e.referral.specialistUnit.name.length > 0)).toBe(true);
    expect(all.some((e) => e.prescriptions.length > 0 && e.ePrescriptions.length > 0)).toBe(true);
    expect(all.some((e) => e.documents.length > 0)).toBe(true);
  });

  it('leaves out struck entries unless asked for them', async () => {
    const all = await historyOf(anna, ELIN, true);
    const shown = await historyOf(anna, ELIN);
    const stricken = all.filter((e) => e.strickenAt !== null);
    expect(stricken.length).toBeGreaterThan(50);
    for (const e of stricken) expect(e.strickenReason).toMatch(/\S/);
    expect(shown).toHaveLength(all.length - stricken.length);
    expect(shown.every((e) => e.strickenAt === null)).toBe(true);
    expect(await historyOf(anna, ELIN, false)).toEqual(shown);
  });

  it('is what the entry mapper makes of the stored rows, field for field', async () => {
    const all = await historyOf(anna, ELIN, true);
    const samples = [
      all[0]!,
      all.find((e) => e.referral)!,
      all.find((e) => e.strickenAt)!,
      all.find((e) => e.prescriptions.length > 0 && e.documents.length > 0)!,
      all.find((e) => e.titleResponsibleName === null || e.careFacilityName === null)!,
      all.at(-1)!,
    ];
    for (const shown of samples) {
      const row = await findHistoryEntry(t.database.db, shown.id);
      expect(shown).toEqual(fromHistoryRow(row!, { seesPrescriptions: true }));
    }
  });

  it("shows Anna's draft of today's note first, as konsult's, and to Maria too", async () => {
    const meetingId = DEMO_IDS.meetings.seDoctorCurrent;
    const saved = await anna.request<{ entry: { id: string } }>('PUT', `/api/medicalrecord/v2/entry/${meetingId}`, {
      values: { reason_for_contact: 'Trötthet', history: 'Trött sedan två veckor.' },
      version: 0,
    });
    expect(saved.status).toBe(200);
    for (const client of [anna, maria]) {
      const [first, second] = await historyOf(client, ELIN);
      expect(first).toMatchObject({
        id: saved.body.entry.id,
        source: 'konsult',
        meetingId,
        templateId: 'medical-record/SE/v1',
        contactType: 'video_consultation',
        responsibleName: 'Anna Lindgren',
        titleResponsibleName: 'Läkare',
        careFacilityName: 'Konsult Vårdcentral Sverige',
        title: 'Konsultation',
        signedAt: null,
        strickenAt: null,
        rows: [
          { formNodeName: 'reason_for_contact', label: 'Kontaktorsak', value: 'Trötthet', selectedOptions: [] },
          { formNodeName: 'history', label: 'Anamnes', value: 'Trött sedan två veckor.', selectedOptions: [] },
        ],
      });
      expect(second?.source).toBe('records-system');
    }
  });

  it('puts a konsult note before an entry of the records system at the same instant', async () => {
    const [draft] = await historyOf(anna, ELIN);
    const sameInstant = randomUUID();
    await t.database.db.insert(recordHistoryEntries).values({
      id: sameInstant,
      patientId: ELIN,
      documentId: 'same-instant',
      contactAt: new Date(draft!.contactAt),
      contactType: 'administrative',
      responsibleName: 'Eva Lundqvist',
      title: 'Telefonmeddelande',
      rows: [{ formNodeName: 'note', label: 'Anteckning', value: 'Ringde om provsvar.', selectedOptions: [] }],
    });
    const [first, second] = await historyOf(anna, ELIN);
    expect([first?.id, second?.id]).toEqual([draft!.id, sameInstant]);
    expect(second).toMatchObject({ contactAt: draft!.contactAt, signedAt: null, documents: [], referral: null });
  });

  it('lets each patient see only their own history, in their own language', async () => {
    const astrid = await historyOf(anna, DEMO_IDS.patients.seAstrid);
    expect(astrid.length).toBeGreaterThanOrEqual(5);
    expect(astrid.length).toBeLessThanOrEqual(40);
    const ids = new Set((await historyOf(anna, ELIN, true)).map((e) => e.id));
    expect(astrid.some((e) => ids.has(e.id))).toBe(false);
    const priya = await historyOf(james, PRIYA, true);
    expect(priya.flatMap((e) => e.rows.map((r) => r.label))).toContain('History');
  });

  it('shows a UK clinician no prescriptions, which only the Swedish pool may see', async () => {
    const [stored] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(recordHistoryEntries)
      .where(and(eq(recordHistoryEntries.patientId, PRIYA), sql`${recordHistoryEntries.prescriptions} <> '[]'::jsonb`));
    expect(stored?.n).toBeGreaterThan(0);
    const priya = await historyOf(james, PRIYA, true);
    expect(priya.every((e) => e.prescriptions.length === 0)).toBe(true);
  });

  it('gives the UK mental-health patient entries of the mental-health form', async () => {
    const psychologist = await t.signInNow('gb.psychologist');
    const thomas = await historyOf(psychologist, demoPatientId(0x206), true);
    const sessions = thomas.filter((e) => e.templateId === UK_MENTAL_HEALTH_TEMPLATE_ID);
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.length).toBeLessThan(thomas.length);
  });

  it('answers 400 for an includeStricken that is neither true nor false', async () => {
    expect((await anna.get(`${historyPath(ELIN)}?includeStricken=yes`)).status).toBe(400);
  });

  it('is 404 for James, who has no care relationship with Elin, and his attempt is audited', async () => {
    const foreign = await james.get(historyPath(ELIN));
    const missing = await james.get(historyPath('00000000-0000-4000-8000-000000000000'));
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    const denials = await auditRowsOf(t, foreign, 'denied');
    expect(denials).toHaveLength(1);
    expect(denials[0]).toMatchObject({ patientId: ELIN, action: 'record_history.read' });
  });

  it('audits every reading against the patient', async () => {
    const answer = await anna.get(historyPath(ELIN));
    const rows = await auditRowsOf(t, answer);
    expect(rows).toEqual([
      expect.objectContaining({ action: 'record_history.read', outcome: 'success', patientId: ELIN }),
    ]);
  });
});

describe('striking an entry of the records system', () => {
  async function unstrickenOf(patientId: string, skip = 0) {
    const [row] = await t.database.db
      .select()
      .from(recordHistoryEntries)
      .where(and(eq(recordHistoryEntries.patientId, patientId), isNull(recordHistoryEntries.strickenAt)))
      .orderBy(recordHistoryEntries.contactAt)
      .offset(skip)
      .limit(1);
    return row!;
  }

  it('Anna strikes one with a reason: it leaves the list, and only once', async () => {
    const target = await unstrickenOf(ELIN);
    const struck = await anna.post<{ entry: RecordEntry }>(strikePath(target.id), { reason: 'Skriven i fel journal' });
    expect(struck.status).toBe(200);
    expect(struck.body.entry).toMatchObject({
      id: target.id,
      source: 'records-system',
      strickenReason: 'Skriven i fel journal',
      strickenAt: expect.any(Number),
    });
    expect((await historyOf(anna, ELIN)).some((e) => e.id === target.id)).toBe(false);
    const listed = (await historyOf(anna, ELIN, true)).find((e) => e.id === target.id);
    expect(listed).toEqual(struck.body.entry);

    const again = await anna.post(strikePath(target.id), { reason: 'Igen' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { key: 'entry_stricken' } });

    const audits = await auditRowsOf(t, struck);
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'record_entry.strike',
        outcome: 'success',
        patientId: ELIN,
        resourceType: 'record-history-entry',
        resourceId: target.id,
      }),
    ]);
    // The entry belongs to no meeting of ours: Anna's current meeting goes on.
    const [current] = await t.database.db
      .select({ status: meetings.status })
      .from(meetings)
      .where(eq(meetings.id, DEMO_IDS.meetings.seDoctorCurrent));
    expect(current?.status).toBe('SCHEDULED');
  });

  it('strikes once when two clinicians strike at the same moment', async () => {
    const target = await unstrickenOf(ELIN, 1);
    const answers = await Promise.all([
      anna.post(strikePath(target.id), { reason: 'Dubblett' }),
      maria.post(strikePath(target.id), { reason: 'Dubblett' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('needs a reason', async () => {
    const target = await unstrickenOf(ELIN, 2);
    expect((await anna.post(strikePath(target.id), { reason: '  ' })).status).toBe(400);
  });

  it("is refused (403) to James: striking is for the Swedish pool only, even in his own patient's history", async () => {
    const target = await unstrickenOf(PRIYA);
    const answer = await james.post(strikePath(target.id), { reason: 'Wrong patient' });
    expect(answer.status).toBe(403);
    expect((await findHistoryEntry(t.database.db, target.id))?.strickenAt).toBeNull();
  });

  it("is 404 for James on Elin's entry, as for an unknown one, with a denial naming Elin", async () => {
    const target = await unstrickenOf(ELIN, 3);
    const foreign = await james.post(strikePath(target.id), { reason: 'x' });
    const missing = await james.post(strikePath('00000000-0000-4000-8000-b00000000000'), { reason: 'x' });
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    expect(await auditRowsOf(t, foreign, 'denied')).toEqual([
      expect.objectContaining({ patientId: ELIN, outcome: 'denied' }),
    ]);
  });

  it("has no konsult audit trail and cannot be unsigned: those are konsult notes' routes", async () => {
    const target = await unstrickenOf(ELIN, 4);
    expect((await anna.get<EntryAuditResponse>(`/api/medicalrecord/entry/audit/${target.id}`)).status).toBe(404);
    expect((await anna.post(`/api/medicalrecord/entry/unsign/${target.id}`, { reason: 'x' })).status).toBe(404);
  });

  it('is guarded by the database: a struck entry never changes, a signed one keeps its content', async () => {
    const [stricken] = await t.database.db
      .select()
      .from(recordHistoryEntries)
      .where(isNotNull(recordHistoryEntries.strickenAt))
      .limit(1);
    await expect(
      t.database.db
        .update(recordHistoryEntries)
        .set({ title: 'Changed' })
        .where(eq(recordHistoryEntries.id, stricken!.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .update(recordHistoryEntries)
        .set({ strickenAt: null, strickenReason: null })
        .where(eq(recordHistoryEntries.id, stricken!.id)),
    ).rejects.toThrow();
    const [signed] = await t.database.db
      .select()
      .from(recordHistoryEntries)
      .where(and(isNotNull(recordHistoryEntries.signedAt), isNull(recordHistoryEntries.strickenAt)))
      .limit(1);
    await expect(
      t.database.db.update(recordHistoryEntries).set({ rows: [] }).where(eq(recordHistoryEntries.id, signed!.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(recordHistoryEntries).where(eq(recordHistoryEntries.id, signed!.id)),
    ).rejects.toThrow();
    expect(await findHistoryEntry(t.database.db, signed!.id)).toEqual(signed);
  });

  it("still strikes Anna's own konsult note through the same route, ending its meeting", async () => {
    const meetingId = demoMeetingId('se.doctor', 'today-text');
    const saved = await anna.request<{ entry: { id: string } }>('PUT', `/api/medicalrecord/v2/entry/${meetingId}`, {
      values: { renewal_question_1: 'Förnyelse av blodtrycksmedicin' },
      version: 0,
    });
    const struck = await anna.post<{ entry: { id: string; entryContentId: string } }>(strikePath(saved.body.entry.id), {
      reason: 'Fel patient',
    });
    expect(struck.status).toBe(200);
    expect(struck.body.entry.entryContentId).toBeTruthy();
    const [meeting] = await t.database.db.select().from(meetings).where(eq(meetings.id, meetingId));
    expect(meeting?.status).toBe('COMPLETED');
  });
});
