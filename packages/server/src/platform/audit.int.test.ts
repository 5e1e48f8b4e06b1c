import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { MeetingListResponse } from '@konsult/domain';
import { auditEvents } from './db/schema';
import { useTestApp } from '../test/file-app';

const t = useTestApp();

describe('the audit trail under load', () => {
  it('forty reads at once leave forty rows, each with its own request id, before their answers', async () => {
    const anna = await t.signInNow('se.doctor');
    const { meetings } = (await anna.get<MeetingListResponse>('/api/meetings')).body;
    const open = meetings.find((m) => m.status === 'SCHEDULED')!;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => anna.get(`/api/meeting/doctor/meeting/${open.id}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    const requestIds = answers.map((a) => a.headers.get('x-request-id')!);
    const rows = await t.database.db.select().from(auditEvents).where(inArray(auditEvents.requestId, requestIds));
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.requestId)).size).toBe(40);
    for (const row of rows)
      expect(row).toMatchObject({ action: 'meeting.read', outcome: 'success', patientId: open.patientId });
  });
});
