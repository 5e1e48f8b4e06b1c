import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEMO_IDS } from '../demo/demo-ids';
import { auditEvents, meetings } from './db/schema';
import { useTestApp } from '../test/file-app';

/**
 * A care relationship ends (issue 14): Anna (se.doctor) reaches Johan's record through her meetings with him while
 * one is upcoming or ongoing, and for CARE_RELATIONSHIP_DAYS (30 here) after the last one ended; a cancelled or
 * reassigned meeting grants nothing. Past that she gets the same 404 as for a stranger, and the denial is audited.
 */

const t = useTestApp({ careRelationshipDays: 30 });
const anna = t.signedIn('se.doctor');
const johan = DEMO_IDS.patients.seJohan;
const DAY = 86_400_000;
const warningsOf = (patientId: string) => anna.get(`/api/medicalrecord/patient/prorenatawarnings/${patientId}`);

/** Every meeting between Anna and Johan, set to one status and end time. */
async function annasMeetingsWithJohan(status: 'COMPLETED' | 'CANCELLED' | 'REASSIGNED' | 'SCHEDULED', at: Date) {
  const changed = await t.database.db
    .update(meetings)
    .set({ status, actualEndTime: status === 'COMPLETED' ? at : null, scheduledStartTime: at })
    .where(and(eq(meetings.patientId, johan), eq(meetings.clinicianId, DEMO_IDS.clinicians.seDoctor)))
    .returning({ id: meetings.id });
  expect(changed.length).toBeGreaterThan(0);
}

describe('a care relationship', () => {
  it('holds while a meeting is upcoming', async () => {
    await annasMeetingsWithJohan('SCHEDULED', new Date(Date.now() + 2 * DAY));
    expect((await warningsOf(johan)).status).toBe(200);
  });

  it('holds 29 days after the last meeting ended, and is over at 31', async () => {
    await annasMeetingsWithJohan('COMPLETED', new Date(Date.now() - 29 * DAY));
    expect((await warningsOf(johan)).status).toBe(200);

    await annasMeetingsWithJohan('COMPLETED', new Date(Date.now() - 31 * DAY));
    const ended = await warningsOf(johan);
    const stranger = await warningsOf('00000000-0000-4000-8000-000000000000');
    expect(ended.status).toBe(404);
    expect(ended.text).toBe(stranger.text);
    const [denial] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.patientId, johan), eq(auditEvents.outcome, 'denied')));
    expect(denial).toMatchObject({ actorClinicianId: DEMO_IDS.clinicians.seDoctor, resourceType: 'patient' });
  });

  it('is never made by a cancelled or reassigned meeting, even one today', async () => {
    for (const status of ['CANCELLED', 'REASSIGNED'] as const) {
      await annasMeetingsWithJohan(status, new Date());
      expect((await warningsOf(johan)).status, status).toBe(404);
    }
  });
});
