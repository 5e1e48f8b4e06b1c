import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MeetingListResponse, RecordEntriesResponse } from '@konsult/domain';
import { hashPassword } from '../../platform/auth/passwords';
import { queryRows } from '../../platform/db/database';
import { useTestApp } from '../../test/file-app';
import { DEMO_PASSWORD } from '../demo-data';
import { CLINICIANS_PER_MARKET, fillScale, MEETINGS_PER_DAY } from './scale-data';

/**
 * `npm run seed:scale` fills a million rows; here the same SQL fills a few hundred on the test database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL) so that it cannot rot unseen: the generated clinicians sign in and see their
 * day, and a patient's history opens.
 */
describe('the scale generator at a tiny size', () => {
  const t = useTestApp();
  // 25 meetings a clinician: two full days of MEETINGS_PER_DAY and one more.
  const sizes = { patients: 100, meetings: 2000, entries: 1000 };

  it('lays out clinicians whose days, patients and histories read as a practice’s', async () => {
    const result = await fillScale(t.database, sizes, new Date(), await hashPassword(DEMO_PASSWORD));
    const clinicianCount = 5 * CLINICIANS_PER_MARKET;
    expect(result).toMatchObject({ ...sizes, clinicians: clinicianCount });

    const [counts] = await queryRows<{ clinicians: number; meetings: number; notes: number; history: number }>(
      t.database.db,
      sql`SELECT
        (SELECT count(*)::int FROM clinicians WHERE username LIKE 'scale.%') AS clinicians,
        (SELECT count(*)::int FROM meetings m JOIN clinicians c ON c.id = m.clinician_id WHERE c.username LIKE 'scale.%') AS meetings,
        (SELECT count(*)::int FROM medical_record_entries e JOIN clinicians c ON c.id = e.clinician_id
          WHERE c.username LIKE 'scale.%' AND e.signed_at IS NOT NULL) AS notes,
        (SELECT count(*)::int FROM record_history_entries WHERE document_id LIKE 'scale-%') AS history`,
    );
    expect(counts).toEqual({
      clinicians: clinicianCount,
      meetings: sizes.meetings,
      notes: result.notes,
      history: sizes.entries,
    });

    // Every meeting is with a patient of the clinician's market, and no day holds more than a day's meetings.
    const [shape] = await queryRows<{ foreign: number; busiest: number; completedWithoutNote: number }>(
      t.database.db,
      sql`SELECT
        (SELECT count(*)::int FROM meetings m JOIN clinicians c ON c.id = m.clinician_id JOIN pools po ON po.id = c.pool_id
          JOIN patients p ON p.id = m.patient_id WHERE c.username LIKE 'scale.%' AND p.country <> po.country) AS foreign,
        (SELECT coalesce(max(n), 0)::int FROM (SELECT count(*) AS n FROM meetings m JOIN clinicians c ON c.id = m.clinician_id
          WHERE c.username LIKE 'scale.%' GROUP BY m.clinician_id, (m.scheduled_start_time AT TIME ZONE 'UTC')::date) AS days) AS busiest,
        (SELECT count(*)::int FROM meetings m JOIN clinicians c ON c.id = m.clinician_id
          LEFT JOIN medical_record_entries e ON e.meeting_id = m.id
          WHERE c.username LIKE 'scale.%' AND m.status = 'COMPLETED' AND e.id IS NULL) AS "completedWithoutNote"`,
    );
    expect(shape).toEqual({ foreign: 0, busiest: MEETINGS_PER_DAY, completedWithoutNote: 0 });

    // A generated clinician signs in with the demo password and sees their meetings (all within the list's days).
    const clinician = await t.signInNow('scale.se.01');
    const list = await clinician.get<MeetingListResponse>('/api/meetings');
    expect(list.status).toBe(200);
    expect(list.body.meetings).toHaveLength(sizes.meetings / clinicianCount);

    // Their patient's record history opens, with the records system's entries in the patient's market's words.
    const open = list.body.meetings.find((m) => m.status !== 'CANCELLED' && m.status !== 'REASSIGNED')!;
    const meeting = await clinician.get(`/api/meeting/doctor/meeting/${open.id}`);
    expect(meeting.status).toBe(200);
    const history = await clinician.get<RecordEntriesResponse>(`/api/medicalrecord/v4/entries/${open.patientId}`);
    expect(history.status).toBe(200);
    const [own] = await queryRows<{ entries: number }>(
      t.database.db,
      sql`SELECT ((SELECT count(*) FROM record_history_entries WHERE patient_id = ${open.patientId} AND stricken_at IS NULL)
        + (SELECT count(*) FROM medical_record_entries WHERE patient_id = ${open.patientId}))::int AS entries`,
    );
    expect(history.body.entries).toHaveLength(own!.entries);
  });
});
