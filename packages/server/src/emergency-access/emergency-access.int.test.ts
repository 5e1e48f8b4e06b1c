import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { EmergencyAccess, EmergencyAccessResponse, PatientSearchResponse } from '@konsult/domain';
import { DEMO_IDS } from '../demo/demo-ids';
import { auditEvents, emergencyAccess, patients } from '../platform/db/schema';
import { useTestApp } from '../test/file-app';
import { TestClient } from '../test/client';
import { newestAuditRow } from '../test/audit-rows';

/**
 * Emergency access (issue 14): Anna (se.doctor) has no care relationship with Karin, se.psychologist's patient. She
 * finds her by personnummer, states why, and reaches her record for EMERGENCY_ACCESS_HOURS; every read under it is
 * audited with the ground 'emergency'; when it has run out she gets the same 404 as before.
 */

const t = useTestApp({ emergencyAccessHours: 2 });
const anna = t.signedIn('se.doctor');
const karin = DEMO_IDS.patients.seKarin;
const REASON = 'Unconscious at the clinic; needs her medication list now.';
const warnings = () => anna.get(`/api/medicalrecord/patient/prorenatawarnings/${karin}`);

describe('emergency access', () => {
  it('opens a record without a care relationship for two hours, audited with the reason and its ground', async () => {
    expect((await warnings()).status).toBe(404);
    expect((await anna.get<EmergencyAccessResponse>(`/api/emergency-access/${karin}`)).body).toEqual({
      ground: null,
      access: null,
    });

    const before = Date.now();
    const started = await anna.post<EmergencyAccess>('/api/emergency-access', { patientId: karin, reason: REASON });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ patientId: karin, reason: REASON });
    expect(started.body.expiresAt - started.body.startedAt).toBe(2 * 3_600_000);
    expect(started.body.startedAt).toBeGreaterThanOrEqual(before - 1000);
    expect((await anna.get<EmergencyAccessResponse>(`/api/emergency-access/${karin}`)).body).toEqual({
      ground: 'emergency',
      access: started.body,
    });

    expect((await warnings()).status).toBe(200);
    const read = await newestAuditRow(t, and(eq(auditEvents.patientId, karin), eq(auditEvents.outcome, 'success')));
    expect(read).toMatchObject({ actorClinicianId: DEMO_IDS.clinicians.seDoctor, ground: 'emergency' });
    const [opened] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'emergency_access.start'));
    expect(opened).toMatchObject({ patientId: karin, outcome: 'success', ground: 'emergency' });
  });

  it('a clinician’s own patient is reached on the ground of care', async () => {
    expect((await anna.get(`/api/medicalrecord/patient/prorenatawarnings/${DEMO_IDS.patients.seJohan}`)).status).toBe(
      200,
    );
    const read = await newestAuditRow(t, eq(auditEvents.patientId, DEMO_IDS.patients.seJohan));
    expect(read?.ground).toBe('care');
  });

  it('ends when its time is up: the record is 404 again', async () => {
    await t.database.db
      .update(emergencyAccess)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emergencyAccess.patientId, karin));
    expect((await warnings()).status).toBe(404);
    expect((await anna.get<EmergencyAccessResponse>(`/api/emergency-access/${karin}`)).body).toEqual({
      ground: null,
      access: null,
    });
  });

  it('needs a reason of at least 10 characters and a real patient', async () => {
    const short = await anna.post('/api/emergency-access', { patientId: karin, reason: 'urgent' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error: { key: 'invalid_input', issues: [{ path: 'body.reason' }] } });
    const unknown = await anna.post('/api/emergency-access', {
      patientId: '11111111-1111-4111-8111-111111111111',
      reason: REASON,
    });
    expect(unknown.status).toBe(404);
    expect(
      (await new TestClient(t.baseUrl).post('/api/emergency-access', { patientId: karin, reason: REASON })).status,
    ).toBe(401);
  });

  it("is Sweden's to give: a patient of another market is 404, audited as denied under that patient", async () => {
    const oliver = DEMO_IDS.patients.gbOliver;
    expect((await anna.post('/api/emergency-access', { patientId: oliver, reason: REASON })).status).toBe(404);
    const [denied] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.patientId, oliver), eq(auditEvents.action, 'emergency_access.start')));
    expect(denied).toMatchObject({ outcome: 'denied', actorClinicianId: DEMO_IDS.clinicians.seDoctor });
  });

  it('is no auditor’s: the log reviewer reaches no record, not even by emergency access', async () => {
    const eva = new TestClient(t.baseUrl);
    expect((await eva.signIn('se.auditor')).status).toBe(200);
    expect((await eva.post('/api/emergency-access', { patientId: karin, reason: REASON })).status).toBe(404);
    expect((await eva.get(`/api/medicalrecord/patient/prorenatawarnings/${karin}`)).status).toBe(404);
    expect((await eva.get('/api/meetings')).body).toEqual({ meetings: [] });
  });
});

describe('finding a patient by identity number', () => {
  const KARIN_PNR = '19691208-2226';
  const search = (client: TestClient, idNumber: string) =>
    client.post<PatientSearchResponse>('/api/patients/search', { idNumber });

  it('finds the whole personnummer, with or without the dash, in 12 or 10 digits, and says on what ground', async () => {
    for (const typed of [KARIN_PNR, KARIN_PNR.replace('-', ''), '691208-2226', ' 6912082226 ']) {
      const found = await search(anna, typed);
      expect(found.status, typed).toBe(200);
      expect(found.body.patients, typed).toEqual([
        expect.objectContaining({ id: karin, name: 'Karin Sjöberg', dob: '1969-12-08', country: 'SE' }),
      ]);
    }
    const johan = (await search(anna, (await patientIdNumber(DEMO_IDS.patients.seJohan)) ?? '')).body.patients;
    expect(johan).toEqual([expect.objectContaining({ id: DEMO_IDS.patients.seJohan, ground: 'care' })]);
  });

  it('lists no one for part of a number, a name, or a patient of another market', async () => {
    for (const typed of ['19691208', 'Karin Sjöberg', (await patientIdNumber(DEMO_IDS.patients.gbOliver)) ?? '']) {
      expect((await search(anna, typed)).body.patients, typed).toEqual([]);
    }
    expect((await search(anna, '')).status).toBe(400);
    expect((await new TestClient(t.baseUrl).post('/api/patients/search', { idNumber: KARIN_PNR })).status).toBe(401);
  });

  it('is audited under the patient found', async () => {
    await search(anna, KARIN_PNR);
    const row = await newestAuditRow(t, eq(auditEvents.action, 'patient.search'));
    expect(row).toMatchObject({ patientId: karin, actorClinicianId: DEMO_IDS.clinicians.seDoctor, outcome: 'success' });
  });
});

async function patientIdNumber(id: string): Promise<string | undefined> {
  const [row] = await t.database.db.select({ idNumber: patients.idNumber }).from(patients).where(eq(patients.id, id));
  return row?.idNumber;
}
