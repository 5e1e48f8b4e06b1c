import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  isValidShortFormPrescriptionId,
  type EpsMedicinesResponse,
  type EpsMeetingResponse,
  type EpsPrescriptionResponse,
  type EvaluationResponse,
  type NewEpsPrescriptionInput,
  type ScrMissingResponse,
  type TakenActionsResponse,
} from '@konsult/domain';
import { DEMO_EPS } from '../demo/demo-eps';
import { demoMeetingId, demoPatientId } from '../demo/demo-ids';
import { embeddedEpsPrescriptions, ukEpsPrescriptions, ukPdsTraces } from '../platform/db/schema';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import { useTestApp } from '../test/file-app';

/**
 * James (gb.gp) prescribes for Oliver Bennett, who is EPS-enabled (a traced NHS number, Camden Road Pharmacy
 * nominated), in today's text meeting: amoxicillin and paracetamol go to the pharmacy through the embedded EPS, once
 * however often the request is sent; the EPS being down or the Spine refusing keeps nothing. The pharmacy dispenses
 * one (the development route) and the meeting's list shows it; another he cancels. Priya Sharma has no nominated
 * pharmacy: EPS cannot be used for her (422). A nurse may not prescribe (403); a Vitality GP and a Swedish doctor
 * without a care relationship get 404.
 */

const t = useTestApp();
const james = t.signedIn('gb.gp');
const nurse = t.signedIn('gb.nurse');
const vitality = t.signedIn('gb.vitality');
const anna = t.signedIn('se.doctor');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const oliversMeeting = DEMO_EPS.enabledMeetingId;
const oliversRevisit = demoMeetingId('gb.gp', 'today-next');
const priyasMeeting = DEMO_EPS.noPharmacyMeetingId;

const body = (overrides: Partial<NewEpsPrescriptionInput> = {}): NewEpsPrescriptionInput => ({
  items: [
    { dmdCode: 'KON-DMD-001', dosage: 'One capsule three times a day for 5 days', quantity: 15 },
    { dmdCode: 'KON-DMD-008', dosage: 'Two tablets up to four times a day', quantity: 32 },
  ],
  requestId: randomUUID(),
  ...overrides,
});
const send = (payload: unknown, meetingId: string = oliversMeeting, client = james) =>
  client.post<EpsPrescriptionResponse>(`/api/uk-eps/meeting/${meetingId}`, payload);
const meetingEps = (meetingId: string = oliversMeeting, client = james) =>
  client.get<EpsMeetingResponse>(`/api/uk-eps/meeting/${meetingId}`);
const cancel = (id: string, meetingId: string = oliversMeeting, client = james) =>
  client.post<EpsPrescriptionResponse>(`/api/uk-eps/meeting/${meetingId}/prescription/${id}/cancel`);
const setFault = (fault: string | null) => james.request('PUT', '/api/dev/faults/eps', { fault });
const keptRows = (id: string) => t.database.db.select().from(ukEpsPrescriptions).where(eq(ukEpsPrescriptions.id, id));

beforeAll(async () => {
  await setFault(null);
});

describe('who can have EPS', () => {
  it("shows Oliver's traced NHS number and his nominated pharmacy", async () => {
    const answer = await meetingEps();
    expect(answer.status).toBe(200);
    expect(answer.body.eligibility).toEqual({
      eligible: true,
      reasons: [],
      nhsNumber: expect.stringMatching(/^\d{10}$/),
      nominatedPharmacy: DEMO_EPS.pharmacy,
    });
    expect(await auditRowsOf(t, answer, 'success')).toEqual([
      expect.objectContaining({ action: 'uk_eps.list', patientId: DEMO_EPS.enabledPatientId }),
    ]);
  });

  it('says why EPS cannot be used for Priya (no nominated pharmacy) and refuses to send for her, keeping nothing', async () => {
    const listed = await meetingEps(priyasMeeting);
    expect(listed.body.eligibility).toMatchObject({
      eligible: false,
      reasons: ['no_nominated_pharmacy'],
      nominatedPharmacy: null,
    });
    const payload = body();
    const refused = await send(payload, priyasMeeting);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: { key: 'eps_patient_not_eligible' } });
    expect(await keptRows(payload.requestId)).toEqual([]);
    expect(await auditRowsOf(t, refused, 'failure')).toHaveLength(1);
  });

  it("reads the NHS number traced from the patient's latest NHS tracing, as the identity panel does", async () => {
    const charlottesMeeting = demoMeetingId('gb.gp', 'today-cancelled');
    const tracedOnce = await meetingEps(charlottesMeeting);
    expect(tracedOnce.body.eligibility.reasons).toEqual(['no_nominated_pharmacy']);
    // Traced again later, and PDS found no match: her number is no longer traced.
    await t.database.db.insert(ukPdsTraces).values({
      id: randomUUID(),
      patientId: demoPatientId(0x202),
      tracedAt: new Date(),
      tracedNhsNumber: null,
      scrAvailable: false,
    });
    const scr = await james.get<ScrMissingResponse>(`/api/user/doctor/tracing/${demoPatientId(0x202)}/scr_missing`);
    expect(scr.body.trace?.outcome).not.toBe('traced');
    const listed = await meetingEps(charlottesMeeting);
    expect(listed.body.eligibility.reasons).toEqual(['nhs_number_not_traced', 'no_nominated_pharmacy']);
  });
});

describe('an EPS prescription for Oliver', () => {
  it('lists the medicines we ship', async () => {
    const { body: list } = await james.get<EpsMedicinesResponse>('/api/uk-eps/medicines');
    expect(list.medicines).toContainEqual(
      expect.objectContaining({ dmdCode: 'KON-DMD-001', name: 'Amoxicillin', strength: '500mg', unit: 'capsule' }),
    );
  });

  it('refuses bad items with a 400 naming each, and sends nothing', async () => {
    const bad = body({
      items: [
        { dmdCode: 'KON-DMD-001', dosage: '   ', quantity: 15 },
        { dmdCode: 'KON-DMD-404', dosage: 'Once a day', quantity: 0 },
      ],
    });
    const answer = await send(bad);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: {
        key: 'invalid_input',
        issues: [
          { path: 'items.0.dosage', code: 'dosage_blank' },
          { path: 'items.1.dmdCode', code: 'unknown_medicine' },
          { path: 'items.1.quantity', code: 'quantity_invalid' },
        ],
      },
    });
    expect((await send(body({ items: [] }))).status).toBe(400);
    expect((await send({ ...body(), requestId: 'nope' })).status).toBe(400);
    const five = ['001', '002', '003', '004', '005'].map((n) => ({
      dmdCode: `KON-DMD-${n}`,
      dosage: 'x',
      quantity: 1,
    }));
    expect((await send(body({ items: five }))).status).toBe(400);
    expect(await keptRows(bad.requestId)).toEqual([]);
  });

  it('keeps nothing while the EPS is down (503), nor when the Spine refuses (422 with its key)', async () => {
    for (const [fault, status] of [
      ['eps_unavailable', 503],
      ['nominated_pharmacy_unknown', 422],
      ['patient_not_traced', 422],
    ] as const) {
      await setFault(fault);
      const payload = body();
      const answer = await send(payload);
      await setFault(null);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ error: { key: fault } });
      expect(await keptRows(payload.requestId)).toEqual([]);
      const atEps = await t.database.db
        .select()
        .from(embeddedEpsPrescriptions)
        .where(eq(embeddedEpsPrescriptions.prescriptionId, payload.requestId));
      expect(atEps).toEqual([]);
      expect(await auditRowsOf(t, answer, 'failure')).toEqual([
        expect.objectContaining({ action: 'uk_eps.send', resourceId: payload.requestId }),
      ]);
    }
  });

  it('sends it to his nominated pharmacy once, however often it is sent, and audits it', async () => {
    const payload = body();
    const sent = await send(payload);
    expect(sent.status).toBe(201);
    expect(sent.body.prescription).toMatchObject({
      id: payload.requestId,
      meetingId: oliversMeeting,
      patientId: DEMO_EPS.enabledPatientId,
      prescriberName: 'James Whitaker',
      status: 'SENT',
      nominatedPharmacy: DEMO_EPS.pharmacy,
      items: [
        {
          dmdCode: 'KON-DMD-001',
          name: 'Amoxicillin',
          strength: '500mg',
          form: 'capsules',
          dosage: 'One capsule three times a day for 5 days',
          quantity: 15,
          unit: 'capsule',
        },
        expect.objectContaining({ name: 'Paracetamol', quantity: 32, unit: 'tablet' }),
      ],
      dispensedAt: null,
      cancelledAt: null,
    });
    const shortForm = sent.body.prescription.epsPrescriptionId;
    expect(isValidShortFormPrescriptionId(shortForm)).toBe(true);
    expect(shortForm).toMatch(/^[0-9A-F]{6}-Y90001-/);
    expect(await auditRowsOf(t, sent, 'success')).toEqual([
      expect.objectContaining({
        action: 'uk_eps.send',
        resourceType: 'uk_eps_prescription',
        resourceId: payload.requestId,
      }),
    ]);

    const again = await send(payload);
    expect(again.status).toBe(201);
    expect(again.body.prescription).toEqual(sent.body.prescription);
    expect(await keptRows(payload.requestId)).toHaveLength(1);
    const atEps = await t.database.db
      .select()
      .from(embeddedEpsPrescriptions)
      .where(eq(embeddedEpsPrescriptions.prescriptionId, payload.requestId));
    expect(atEps).toEqual([expect.objectContaining({ epsPrescriptionId: shortForm, pharmacyOdsCode: 'FX001' })]);

    const elsewhere = await send(payload, oliversRevisit);
    expect(elsewhere.status).toBe(409);

    const listed = await meetingEps();
    expect(listed.body.prescriptions.map((p) => [p.id, p.status])).toEqual([[payload.requestId, 'SENT']]);
  });

  it('keeps one prescription when the same request arrives several times at once (a double click)', async () => {
    // Five rounds of three at once: the race (one commits between another's lookups) does not show every time.
    for (let round = 0; round < 5; round++) {
      const payload = body();
      const answers = await Promise.all([1, 2, 3].map(() => send(payload, oliversRevisit)));
      expect(answers.map((a) => [a.status, a.body.prescription?.id])).toEqual([
        [201, payload.requestId],
        [201, payload.requestId],
        [201, payload.requestId],
      ]);
      expect(await keptRows(payload.requestId)).toHaveLength(1);
    }
  });

  it('shows it dispensed once the pharmacy dispenses it, and then it cannot be cancelled', async () => {
    const [prescription] = (await meetingEps()).body.prescriptions;
    const dispensed = await james.post(`/api/dev/eps/prescriptions/${prescription!.id}/dispense`);
    expect(dispensed.status).toBe(204);
    expect((await james.post(`/api/dev/eps/prescriptions/${prescription!.id}/dispense`)).status).toBe(404);
    expect((await james.post(`/api/dev/eps/prescriptions/${UNKNOWN}/dispense`)).status).toBe(404);

    const [after] = (await meetingEps()).body.prescriptions;
    expect(after).toMatchObject({ status: 'DISPENSED', dispensedAt: expect.any(Number) });
    const refused = await cancel(prescription!.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { key: 'eps_already_dispensed' } });
  });

  it('cancels one not yet dispensed, at the EPS too; the pharmacy can no longer dispense it', async () => {
    const payload = body({ items: [{ dmdCode: 'KON-DMD-022', dosage: 'One tablet once a day', quantity: 30 }] });
    await send(payload);
    await setFault('eps_unavailable');
    const down = await cancel(payload.requestId);
    await setFault(null);
    expect(down.status).toBe(503);
    expect((await keptRows(payload.requestId))[0]?.status).toBe('SENT');

    const cancelled = await cancel(payload.requestId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.prescription).toMatchObject({ status: 'CANCELLED', cancelledAt: expect.any(Number) });
    expect(await auditRowsOf(t, cancelled, 'success')).toEqual([
      expect.objectContaining({ action: 'uk_eps.cancel', resourceId: payload.requestId }),
    ]);
    expect((await cancel(payload.requestId)).body.prescription.status).toBe('CANCELLED');
    expect((await james.post(`/api/dev/eps/prescriptions/${payload.requestId}/dispense`)).status).toBe(404);
    expect((await cancel(payload.requestId, oliversRevisit)).status).toBe(404);
    expect((await cancel(UNKNOWN)).status).toBe(404);
  });

  it("tells the meeting's taken actions and its evaluation (a prescription exists)", async () => {
    const taken = await james.get<TakenActionsResponse>(`/api/meeting/${oliversMeeting}/taken-actions`);
    const section = taken.body.sections.find((s) => s.kind === 'eps-prescriptions');
    expect(section?.items.map((item) => (item as { status: string }).status)).toEqual(['DISPENSED', 'CANCELLED']);
    const evaluation = await james.get<EvaluationResponse>(`/api/medicalrecord/evaluation/${oliversMeeting}`);
    expect(evaluation.body.context.hasPrescription).toBe(true);
    const none = await james.get<EvaluationResponse>(`/api/medicalrecord/evaluation/${priyasMeeting}`);
    expect(none.body.context.hasPrescription).toBe(false);
  });

  it("shows last week's dispensed prescription in that meeting", async () => {
    const past = await meetingEps(DEMO_EPS.dispensedMeetingId);
    expect(past.body.prescriptions).toEqual([
      expect.objectContaining({ id: DEMO_EPS.dispensedPrescriptionId, status: 'DISPENSED' }),
    ]);
  });
});

describe('an EPS that does not answer, and a short-form id taken (in the revisit)', () => {
  it('answers 504 eps_timeout when the EPS took it but did not answer; sent again, it is kept once', async () => {
    await setFault('eps_timeout');
    const payload = body();
    const lost = await send(payload, oliversRevisit);
    await setFault(null);
    expect(lost.status).toBe(504);
    expect(lost.body).toMatchObject({
      error: { key: 'eps_timeout', message: expect.stringMatching(/may have been sent/) },
    });
    expect(await keptRows(payload.requestId)).toEqual([]);
    const atEps = () =>
      t.database.db
        .select()
        .from(embeddedEpsPrescriptions)
        .where(eq(embeddedEpsPrescriptions.prescriptionId, payload.requestId));
    expect(await atEps()).toHaveLength(1);

    const again = await send(payload, oliversRevisit);
    expect(again.status).toBe(201);
    expect(await keptRows(payload.requestId)).toHaveLength(1);
    expect(await atEps()).toEqual([
      expect.objectContaining({ epsPrescriptionId: again.body.prescription.epsPrescriptionId }),
    ]);
  });

  it('refuses (409, nothing sent) a request id whose short-form id another prescription has', async () => {
    const first = body();
    expect((await send(first, oliversRevisit)).status).toBe(201);
    // The short-form id carries hex digits 1–6 and 18–22 of the id: an id differing only in its last digit clashes.
    const last = first.requestId.slice(-1) === '0' ? '1' : '0';
    const twin = body({ requestId: `${first.requestId.slice(0, -1)}${last}` });
    const clash = await send(twin, oliversRevisit);
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ error: { key: 'conflict' } });
    expect(await keptRows(twin.requestId)).toEqual([]);
    const atEps = await t.database.db
      .select()
      .from(embeddedEpsPrescriptions)
      .where(eq(embeddedEpsPrescriptions.prescriptionId, twin.requestId));
    expect(atEps).toEqual([]);
    expect(await auditRowsOf(t, clash, 'failure')).toEqual([
      expect.objectContaining({
        action: 'uk_eps.send',
        resourceType: 'uk_eps_prescription',
        resourceId: twin.requestId,
      }),
    ]);
  });
});

describe('who may prescribe', () => {
  it('is not a nurse (403, audited), even in her own meeting with the patient', async () => {
    const nursesMeeting = demoMeetingId('gb.nurse', 'upcoming-tomorrow');
    const refused = await send(body(), nursesMeeting, nurse);
    expect(refused.status).toBe(403);
    expect(await auditRowsOf(t, refused, 'denied')).toEqual([expect.objectContaining({ action: 'uk_eps.send' })]);
  });

  it('is nobody without a care relationship: 404 as for a missing meeting, audited', async () => {
    for (const client of [vitality, anna]) {
      const foreign = await send(body(), oliversMeeting, client);
      const missing = await send(body(), UNKNOWN, client);
      await expectDeniedAsMissing(t, foreign, missing, { action: 'uk_eps.send', patientId: DEMO_EPS.enabledPatientId });
      const foreignList = await meetingEps(oliversMeeting, client);
      const missingList = await meetingEps(UNKNOWN, client);
      await expectDeniedAsMissing(t, foreignList, missingList, { action: 'uk_eps.list' });
    }
  });
});
