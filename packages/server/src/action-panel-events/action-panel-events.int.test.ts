import { describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { actionPanelEvents } from '../platform/db/schema';
import { DEMO_IDS, demoClinicianId, demoMeetingId, demoPatientId } from '../demo/demo-ids';
import { auditRowsOf } from '../test/audit-rows';
import { useTestApp } from '../test/file-app';

/**
 * Anna opens the book-revisit panel in today's meeting and closes it again: both events are kept with her clock, for
 * her meeting and patient. Gemma (gb.gp) cannot write into Anna's meeting, and nonsense is refused.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const meetingId = demoMeetingId('se.doctor', 'today-current');
const path = `/api/meeting/${meetingId}/action-panel-events`;

const storedFor = (id: string) =>
  t.database.db
    .select()
    .from(actionPanelEvents)
    .where(eq(actionPanelEvents.meetingId, id))
    .orderBy(asc(actionPanelEvents.id));

describe('action panel events', () => {
  it('keeps Anna’s opening and closing of a panel, with her clock, and audits each', async () => {
    const opened = Date.now() - 5_000;
    const open = await anna.post(path, { action: 'book-revisit', event: 'opened', occurredAt: opened });
    expect(open.status).toBe(204);
    expect(
      (await anna.post(path, { action: 'book-revisit', event: 'closed', occurredAt: opened + 4_000 })).status,
    ).toBe(204);

    const rows = await storedFor(meetingId);
    expect(rows.map((r) => [r.action, r.event, r.occurredAt.getTime()])).toEqual([
      ['book-revisit', 'opened', opened],
      ['book-revisit', 'closed', opened + 4_000],
    ]);
    expect(rows[0]).toMatchObject({ clinicianId: demoClinicianId('se.doctor'), patientId: expect.any(String) });
    expect(await auditRowsOf(t, open)).toEqual([
      expect.objectContaining({ action: 'action_panel.event', outcome: 'success', resourceId: meetingId }),
    ]);
  });

  it('refuses an unknown action, an unknown event and a missing time with 400, keeping nothing', async () => {
    const before = (await storedFor(meetingId)).length;
    for (const body of [
      { action: 'teleport', event: 'opened', occurredAt: Date.now() },
      { action: 'send-message', event: 'hovered', occurredAt: Date.now() },
      { action: 'send-message', event: 'opened' },
    ]) {
      const answer = await anna.post(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: { key: 'invalid_input' } });
    }
    expect(await storedFor(meetingId)).toHaveLength(before);
  });

  it('is 404 for Gemma in Anna’s meeting, as for no meeting, and her attempt is audited', async () => {
    const gemma = await t.signInNow('gb.gp');
    const body = { action: 'send-message', event: 'opened', occurredAt: Date.now() };
    const theirs = await gemma.post(path, body);
    const none = await gemma.post(`/api/meeting/00000000-0000-4000-8000-000000000000/action-panel-events`, body);
    expect(theirs.status).toBe(404);
    expect(theirs.text).toBe(none.text);
    expect(await auditRowsOf(t, theirs)).toEqual([
      expect.objectContaining({ outcome: 'denied', patientId: demoPatientId(0x103) }),
    ]);
  });

  it('keeps a panel of Elin’s profile, outside any meeting, under Elin alone; Gemma gets 404 there too', async () => {
    const elin = DEMO_IDS.patients.seElin;
    const profilePath = `/api/patient/${elin}/action-panel-events`;
    const occurredAt = Date.now() - 2_000;
    const open = await anna.post(profilePath, { action: 'create-document', event: 'opened', occurredAt });
    expect(open.status).toBe(204);

    const rows = await t.database.db
      .select()
      .from(actionPanelEvents)
      .where(and(eq(actionPanelEvents.patientId, elin), isNull(actionPanelEvents.meetingId)));
    expect(rows.map((r) => [r.action, r.event, r.occurredAt.getTime(), r.clinicianId])).toEqual([
      ['create-document', 'opened', occurredAt, demoClinicianId('se.doctor')],
    ]);
    expect(await auditRowsOf(t, open)).toEqual([
      expect.objectContaining({
        action: 'action_panel.event',
        outcome: 'success',
        resourceType: 'patient',
        resourceId: elin,
      }),
    ]);

    const gemma = await t.signInNow('gb.gp');
    const denied = await gemma.post(profilePath, { action: 'create-document', event: 'opened', occurredAt });
    expect(denied.status).toBe(404);
    expect(await auditRowsOf(t, denied)).toEqual([expect.objectContaining({ outcome: 'denied', patientId: elin })]);
  });
});
