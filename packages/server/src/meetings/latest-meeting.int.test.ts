import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { LatestMeetingResponse, Meeting } from '@konsult/domain';
import { auditEvents, meetings } from '../platform/db/schema';
import { useTestApp } from '../test/file-app';
import { DEMO_IDS, demoMeetingId, type MeetingSlot } from '../demo/demo-ids';
import { auditRowsOf } from '../test/audit-rows';

/**
 * Outside a meeting, Anna's messages and documents go into her latest meeting with the patient (docs/api.md
 * "Outside a meeting"). se.doctor's demo meetings: Elin has a no-show 130 days ago, today's current meeting in five
 * minutes, her baby's meeting later today and a revisit in four days; Johan a completed text meeting 62 days ago,
 * today's cancelled one an hour ago and one tomorrow; Astrid one completed two hours ago and today's next in an hour.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');

const { seAstrid, seElin, seJohan } = DEMO_IDS.patients;
const path = (patientId: string) => `/api/meeting/doctor/patient/${patientId}/latest-meeting`;
const annas = (slot: MeetingSlot) => demoMeetingId('se.doctor', slot);
const setStatus = (slots: MeetingSlot[], status: Meeting['status']) =>
  t.database.db
    .update(meetings)
    .set({ status })
    .where(inArray(meetings.id, slots.map(annas)));

describe("the meeting a clinician's meetingless actions go into", () => {
  it('is the latest that has begun, mapped as the meeting itself is, and the read is audited', async () => {
    const answer = await anna.get<LatestMeetingResponse>(path(seAstrid));
    expect(answer.status).toBe(200);
    const own = await anna.get<Meeting>(`/api/meeting/doctor/meeting/${annas('today-completed')}`);
    expect(answer.body.meeting).toEqual(own.body);

    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.requestId, answer.headers.get('x-request-id')!),
          eq(auditEvents.action, 'meeting.latest_read'),
        ),
      );
    expect(row).toMatchObject({ outcome: 'success', patientId: seAstrid, resourceId: annas('today-completed') });
  });

  it('passes over a cancelled meeting, later though it is', async () => {
    const answer = await anna.get<LatestMeetingResponse>(path(seJohan));
    expect(answer.body.meeting?.id).toBe(annas('past-months'));
  });

  it('is a meeting begun ahead of its scheduled start, and otherwise the last one begun, even a no-show', async () => {
    expect((await anna.get<LatestMeetingResponse>(path(seElin))).body.meeting?.id).toBe(annas('past-no-show'));
    await setStatus(['today-current'], 'STARTED');
    const started = await anna.get<LatestMeetingResponse>(path(seElin));
    expect(started.body.meeting).toMatchObject({ id: annas('today-current'), status: 'STARTED' });
    await setStatus(['today-current'], 'SCHEDULED');
  });

  it('is the soonest to come when none has begun; with every meeting cancelled there is no care relationship', async () => {
    await setStatus(['past-no-show'], 'CANCELLED');
    const upcoming = await anna.get<LatestMeetingResponse>(path(seElin));
    expect(upcoming.body.meeting?.id).toBe(annas('today-current'));

    // Cancelled meetings grant no access to the patient (issue 14): the same 404 as an unknown patient.
    await setStatus(['past-months', 'upcoming-tomorrow'], 'CANCELLED');
    const none = await anna.get<LatestMeetingResponse>(path(seJohan));
    expect(none.status).toBe(404);
  });

  it("is another clinician's patient's: 404 as an unknown patient, the denial audited", async () => {
    const gp = await t.signInNow('gb.gp');
    const foreign = await gp.get(path(seElin));
    const unknown = await gp.get(path('00000000-0000-4000-8000-000000000000'));
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(unknown.text);
    const [denial] = await auditRowsOf(t, foreign);
    expect(denial).toMatchObject({ outcome: 'denied', action: 'meeting.latest_read', patientId: seElin });
  });
});
