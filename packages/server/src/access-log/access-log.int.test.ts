import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { dayKey, MARKET_TIME_ZONE, type AccessLog } from '@konsult/domain';
import { DEMO_IDS } from '../demo/demo-ids';
import { auditEvents } from '../platform/db/schema';
import { accessLogPart } from './parts';
import { TestClient } from '../test/client';
import { type OpenApiDocument } from '../test/patient-data-targets';
import { pdfText } from '../test/pdf-text';
import { useTestApp } from '../test/file-app';
import { newestAuditRow } from '../test/audit-rows';

/**
 * The patient's access-log extract (issue 14): Anna (se.doctor) opens Karin's record by emergency access, Fredrik
 * (se.psychologist, her own clinician) reads it on the ground of care; Eva (se.auditor) then asks for Karin's extract
 * and sees both, the reason included, as JSON and as the PDF Karin can be given. Clinicians get 404.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
let eva: TestClient;
const karin = DEMO_IDS.patients.seKarin;
const REASON = 'Brought in unconscious; her psychologist is not reachable.';
const today = dayKey(Date.now(), MARKET_TIME_ZONE.SE);
const logPath = (patientId: string, from = today, to = today) => `/api/access-log/${patientId}?from=${from}&to=${to}`;
const warnings = (client: TestClient) => client.get(`/api/medicalrecord/patient/prorenatawarnings/${karin}`);

beforeAll(async () => {
  const fredrik = await t.signInNow('se.psychologist');
  expect((await warnings(anna)).status).toBe(404);
  expect((await anna.post('/api/emergency-access', { patientId: karin, reason: REASON })).status).toBe(201);
  expect((await warnings(anna)).status).toBe(200);
  expect((await warnings(fredrik)).status).toBe(200);
  eva = new TestClient(t.baseUrl);
  expect((await eva.signIn('se.auditor')).status).toBe(200);
});

describe("the patient's access-log extract", () => {
  it('lists who reached the record today, on what ground, with the reason of the emergency access', async () => {
    const log = await eva.get<AccessLog>(logPath(karin));
    expect(log.status).toBe(200);
    expect(log.body.patient).toMatchObject({ id: karin, name: 'Karin Sjöberg', idNumber: '196912082226' });
    expect(log.body.timeZone).toBe('Europe/Stockholm');
    const byAnna = log.body.entries.filter((e) => e.actor.kind === 'staff' && e.actor.name === 'Anna Lindgren');
    expect(byAnna.map((e) => [e.action, e.outcome, e.ground, e.reason])).toEqual([
      ['prorenata_warnings.read', 'denied', null, null],
      ['emergency_access.start', 'success', 'emergency', REASON],
      ['prorenata_warnings.read', 'success', 'emergency', REASON],
    ]);
    expect(byAnna[2]).toMatchObject({ part: 'record', actor: { profession: 'DOCTOR' } });
    const byFredrik = log.body.entries.find((e) => e.actor.kind === 'staff' && e.actor.name === 'Fredrik Holm');
    expect(byFredrik).toMatchObject({ ground: 'care', reason: null, part: 'record', outcome: 'success' });
    const times = log.body.entries.map((e) => e.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('is a PDF the patient can be given, in Swedish, with the emergency access and its reason', async () => {
    const response = await fetch(`${t.baseUrl}/api/access-log/${karin}/pdf?from=${today}&to=${today}`, {
      headers: { cookie: `konsult_session=${eva.cookie('konsult_session')}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="access-log-${today}-${today}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of [
      'Loggutdrag',
      'Karin Sjöberg',
      '19691208-2226',
      'Anna Lindgren',
      'Läkare',
      'Fredrik Holm',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toContain('Öppnad (nödåtkomst)');
    expect(text).toContain('Öppnad (vårdrelation)');
    expect(text).toContain(REASON);
  });

  it('is itself audited: the next extract lists the earlier one', async () => {
    await eva.get(logPath(karin));
    const row = await newestAuditRow(
      t,
      and(eq(auditEvents.patientId, karin), eq(auditEvents.action, 'access_log.read')),
    );
    expect(row).toMatchObject({ actorClinicianId: DEMO_IDS.seAuditor, outcome: 'success' });
    const log = await eva.get<AccessLog>(logPath(karin));
    expect(log.body.entries.filter((e) => e.part === 'access-log').length).toBeGreaterThanOrEqual(2);
  });

  it('is 404 to a clinician, even one with a care relationship, and audited as denied', async () => {
    expect((await anna.get(logPath(karin))).status).toBe(404);
    const fredrik = await t.signInNow('se.psychologist');
    expect((await fredrik.get(logPath(karin))).status).toBe(404);
    const denied = await newestAuditRow(
      t,
      and(eq(auditEvents.patientId, karin), eq(auditEvents.action, 'access_log.read')),
    );
    expect(denied).toMatchObject({ outcome: 'denied', actorClinicianId: DEMO_IDS.clinicians.sePsychologist });
  });

  it('is 404 for a patient of another market or an unknown id, 400 for a period that is backwards or over a year', async () => {
    expect((await eva.get(logPath(DEMO_IDS.patients.gbOliver))).status).toBe(404);
    expect((await eva.get(logPath('11111111-1111-4111-8111-111111111111'))).status).toBe(404);
    const backwards = await eva.get(logPath(karin, '2026-02-01', '2026-01-31'));
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ error: { key: 'invalid_input' } });
    expect((await eva.get(logPath(karin, '2025-01-01', '2026-01-02'))).status).toBe(400);
    expect((await eva.get(logPath(karin, '2026-02-30', '2026-03-01'))).status).toBe(400);
    expect((await eva.get(`/api/access-log/${karin}`)).status).toBe(400);
  });

  it('names the part of the record for every route that reaches patient data', async () => {
    const document = (await anna.get<OpenApiDocument>('/api/openapi.json')).body;
    const actions = Object.values(document.paths)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) => (operation['x-patient-data'] ? [operation['x-patient-data'].action] : []));
    expect(actions.length).toBeGreaterThan(50);
    expect(actions.filter((action) => accessLogPart(action) === 'other')).toEqual([]);
  });

  it('an empty period says so', async () => {
    const log = await eva.get<AccessLog>(logPath(karin, '2020-01-01', '2020-01-31'));
    expect(log.body.entries).toEqual([]);
  });
});
