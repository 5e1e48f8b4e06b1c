import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EpsMeetingResponse, EpsPrescriptionResponse, NewEpsPrescriptionInput } from '@konsult/domain';
import { DEMO_EPS } from '../../demo/demo-eps';
import { ukEpsPrescriptions } from '../../platform/db/schema';
import { auditRowsOf } from '../../test/audit-rows';
import { useTestApp } from '../../test/file-app';
import { useJsonService } from '../../test/loopback-server';
import { EpsError } from './eps-service';
import { HttpEpsService } from './http';

/**
 * With EPS_URL set, James (gb.gp) sends Oliver Bennett's prescription to an EPS bridge — here one on loopback that
 * records what it receives — with its token, the short-form id and the nominated pharmacy. The Spine's refusals come
 * back as their keys (422), anything else the bridge answers, or no answer, as 503 eps_unavailable; nothing is kept.
 * The status the bridge reports (dispensed) shows in the meeting's list; a cancellation too late is 409.
 */

const bridge = useJsonService();
const t = useTestApp(() => ({ epsUrl: bridge.url('/eps/'), epsToken: 'eps-secret', epsPrescriberOdsCode: 'A12345' }));
const james = t.signedIn('gb.gp');
const meetingId = DEMO_EPS.enabledMeetingId;

const body = (): NewEpsPrescriptionInput => ({
  items: [{ dmdCode: 'KON-DMD-007', dosage: 'One tablet twice a day for 3 days', quantity: 6 }],
  requestId: randomUUID(),
});
const send = (payload: NewEpsPrescriptionInput) =>
  james.post<EpsPrescriptionResponse>(`/api/uk-eps/meeting/${meetingId}`, payload);
const kept = (id: string) => t.database.db.select().from(ukEpsPrescriptions).where(eq(ukEpsPrescriptions.id, id));

describe('the HTTP EPS bridge', () => {
  it('receives the prescription at /prescriptions with its token, short-form id, patient and pharmacy', async () => {
    bridge.answer = { status: 202, body: { received: true } };
    const payload = body();
    const sent = await send(payload);
    expect(sent.status).toBe(201);
    expect(sent.body.prescription.epsPrescriptionId).toMatch(/^[0-9A-F]{6}-A12345-/);
    expect(bridge.received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/eps/prescriptions',
      auth: 'Bearer eps-secret',
      body: {
        id: payload.requestId,
        shortFormId: sent.body.prescription.epsPrescriptionId,
        patient: { nhsNumber: expect.stringMatching(/^\d{10}$/), name: 'Oliver Bennett', dob: '1975-05-09' },
        prescriber: { name: 'James Whitaker', odsCode: 'A12345' },
        pharmacyOdsCode: 'FX001',
        items: [{ dmdCode: 'KON-DMD-007', name: 'Trimethoprim', quantity: 6, unit: 'tablet' }],
      },
    });
  });

  it("passes the Spine's refusals on as their keys, and anything else as eps_unavailable; nothing kept", async () => {
    for (const [answer, status, key] of [
      [{ status: 422, body: { error: 'patient_not_traced' } }, 422, 'patient_not_traced'],
      [{ status: 422, body: { error: 'nominated_pharmacy_unknown' } }, 422, 'nominated_pharmacy_unknown'],
      [{ status: 422, body: { error: 'something_else' } }, 503, 'eps_unavailable'],
      [{ status: 500, body: { oops: true } }, 503, 'eps_unavailable'],
    ] as const) {
      bridge.answer = answer;
      const payload = body();
      const refused = await send(payload);
      expect(refused.status).toBe(status);
      expect(refused.body).toMatchObject({ error: { key } });
      expect(await kept(payload.requestId)).toEqual([]);
      expect(await auditRowsOf(t, refused, 'failure')).toHaveLength(1);
    }
  });

  it('shows what the bridge reports (dispensed), and a cancellation it refuses as too late is 409', async () => {
    bridge.answer = { status: 201 };
    const payload = body();
    await send(payload);
    bridge.answer = {
      status: 200,
      body: { prescriptions: [{ id: payload.requestId, status: 'DISPENSED', at: '2026-11-27T10:00:00Z' }] },
    };
    const listed = await james.get<EpsMeetingResponse>(`/api/uk-eps/meeting/${meetingId}`);
    expect(bridge.received.at(-1)).toMatchObject({ url: '/eps/prescriptions/status' });
    expect(listed.body.prescriptions.find((p) => p.id === payload.requestId)).toMatchObject({
      status: 'DISPENSED',
      dispensedAt: Date.parse('2026-11-27T10:00:00Z'),
    });

    bridge.answer = { status: 201 };
    const other = body();
    await send(other);
    bridge.answer = { status: 409, body: { status: 'DISPENSED' } };
    const late = await james.post(`/api/uk-eps/meeting/${meetingId}/prescription/${other.requestId}/cancel`);
    expect(bridge.received.at(-1)).toMatchObject({ url: `/eps/prescriptions/${other.requestId}/cancel` });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: { key: 'eps_already_dispensed' } });
    expect((await kept(other.requestId))[0]?.status).toBe('DISPENSED');
  });

  it('tells a bridge that does not answer in time (eps_timeout) from one that cannot be reached', async () => {
    const order = {
      prescriptionId: randomUUID(),
      epsPrescriptionId: 'X',
      patient: { nhsNumber: '9434765919', name: 'Oliver Bennett', dob: '1975-05-09' },
      prescriber: { id: 'p', name: 'James Whitaker', odsCode: 'A12345' },
      pharmacyOdsCode: 'FX001',
      items: [],
    };
    bridge.answer = { status: 201, hang: true };
    const slow = new HttpEpsService({ url: bridge.url('/eps/'), token: null, timeoutMs: 300 });
    await expect(slow.send(order)).rejects.toEqual(new EpsError('eps_timeout'));
    const nobody = new HttpEpsService({ url: 'http://127.0.0.1:9/', token: null, timeoutMs: 300 });
    await expect(nobody.send(order)).rejects.toEqual(new EpsError('eps_unavailable'));
  });

  it('lists what it knows when the bridge cannot answer for the status', async () => {
    bridge.answer = { status: 503 };
    const listed = await james.get<EpsMeetingResponse>(`/api/uk-eps/meeting/${meetingId}`);
    expect(listed.status).toBe(200);
    expect(listed.body.eligibility.eligible).toBe(true);
  });
});
