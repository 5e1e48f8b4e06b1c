import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { EmergencyAccess, EmergencyAccessResponse } from '@konsult/domain';
import { DEMO_IDS } from '../demo/demo-ids';
import { auditEvents, emergencyAccess } from '../platform/db/schema';
import { startTestAppAs, type TestApp } from '../test/test-app';
import { TestClient } from '../test/client';

/**
 * Emergency access (issue 14): Anna (se.doctor) has no care relationship with Oliver, gb.gp's patient. She states
 * why and reaches his record for EMERGENCY_ACCESS_HOURS; every read under it is audited with the ground
 * 'emergency'; when it has run out she gets the same 404 as before.
 */

let t: TestApp;
let anna: TestClient;
const oliver = DEMO_IDS.patients.gbOliver;
const REASON = 'Unconscious at the clinic; needs his medication list now.';
const warnings = () => anna.get(`/api/medicalrecord/patient/prorenatawarnings/${oliver}`);

beforeAll(async () => {
  ({ t, client: anna } = await startTestAppAs('se.doctor', { emergencyAccessHours: 2 }));
});
afterAll(async () => {
  await t?.close();
});

describe('emergency access', () => {
  it('opens a record without a care relationship for two hours, audited with the reason and its ground', async () => {
    expect((await warnings()).status).toBe(404);
    expect((await anna.get<EmergencyAccessResponse>(`/api/emergency-access/${oliver}`)).body).toEqual({ access: null });

    const before = Date.now();
    const started = await anna.post<EmergencyAccess>('/api/emergency-access', { patientId: oliver, reason: REASON });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ patientId: oliver, reason: REASON });
    expect(started.body.expiresAt - started.body.startedAt).toBe(2 * 3_600_000);
    expect(started.body.startedAt).toBeGreaterThanOrEqual(before - 1000);
    expect((await anna.get<EmergencyAccessResponse>(`/api/emergency-access/${oliver}`)).body.access).toEqual(
      started.body,
    );

    expect((await warnings()).status).toBe(200);
    const [read] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.patientId, oliver), eq(auditEvents.outcome, 'success')))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(read).toMatchObject({ actorClinicianId: DEMO_IDS.clinicians.seDoctor, ground: 'emergency' });
    const [opened] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'emergency_access.start'));
    expect(opened).toMatchObject({ patientId: oliver, outcome: 'success', ground: 'emergency' });
  });

  it('a clinician’s own patient is reached on the ground of care', async () => {
    expect((await anna.get(`/api/medicalrecord/patient/prorenatawarnings/${DEMO_IDS.patients.seJohan}`)).status).toBe(
      200,
    );
    const [read] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.patientId, DEMO_IDS.patients.seJohan))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(read?.ground).toBe('care');
  });

  it('ends when its time is up: the record is 404 again', async () => {
    await t.database.db
      .update(emergencyAccess)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emergencyAccess.patientId, oliver));
    expect((await warnings()).status).toBe(404);
    expect((await anna.get<EmergencyAccessResponse>(`/api/emergency-access/${oliver}`)).body).toEqual({ access: null });
  });

  it('needs a reason of at least 10 characters and a real patient', async () => {
    const short = await anna.post('/api/emergency-access', { patientId: oliver, reason: 'urgent' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error: { key: 'invalid_input', issues: [{ path: 'body.reason' }] } });
    const unknown = await anna.post('/api/emergency-access', {
      patientId: '11111111-1111-4111-8111-111111111111',
      reason: REASON,
    });
    expect(unknown.status).toBe(404);
    expect(
      (await new TestClient(t.baseUrl).post('/api/emergency-access', { patientId: oliver, reason: REASON })).status,
    ).toBe(401);
  });
});
