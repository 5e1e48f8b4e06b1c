import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  EvaluationResponse,
  LabQueueClinicsResponse,
  LabQueueItemResponse,
  LabQueueItemsResponse,
  LabReferralResponse,
  LabReferralsResponse,
  LabTest,
  LabTestCatalogueResponse,
  LabTestSitesResponse,
  LabTestsMetaResponse,
  Meeting,
  NewLabReferralInput,
  TakenActionsResponse,
} from '@konsult/domain';
import { interpretLabResult } from '@konsult/domain';
import { DEMO_LAB_QUEUE_ITEM_ID } from '../demo/demo-lab-referrals';
import { demoMeetingId } from '../demo/demo-ids';
import { auditEvents, embeddedLabOrders, labReferrals } from '../platform/db/schema';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import { openMeeting } from '../test/consultation-api';
import { useTestApp } from '../test/file-app';

/**
 * Anna (se.doctor) sends Lars Öberg, in today's text meeting, for a blood count and CRP at the lab on Södermalm: the
 * closed Kungsholmen site is listed but refused, tests outside the catalogue are a 400, and the lab being down sends
 * nothing. The lab delivers: the results land in his lab results, one of them out of range, and the referral says
 * its results arrived; the meeting's taken actions and evaluation know of it. At her clinic visit (`today-next`) she
 * puts the patient in Södermalm's lab queue; Maria (se.nurse), who works there, sees the queue oldest first and marks
 * the patient done. Fredrik (a psychologist) orders no lab test; James (gb.gp) and a nurse in the UK get 404.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const maria = t.signedIn('se.nurse');
const fredrik = t.signedIn('se.psychologist');
const james = t.signedIn('gb.gp');
const ukNurse = t.signedIn('gb.nurse');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let lars: Meeting;
let clinicVisit: Meeting;

beforeAll(async () => {
  lars = await openMeeting(anna, demoMeetingId('se.doctor', 'today-text'));
  clinicVisit = await openMeeting(anna, demoMeetingId('se.doctor', 'today-next'));
});

const referralBody = (overrides: Partial<NewLabReferralInput> = {}): NewLabReferralInput => ({
  testCodes: ['KON-BLODSTATUS', 'NPU19748'],
  siteId: 'lab-sodermalm',
  commentToLab: 'Fastande prov.',
  requestId: randomUUID(),
  ...overrides,
});
const send = (body: unknown, meetingId = lars.id, client = anna) =>
  client.post<LabReferralResponse>(`/api/lab-referral/meeting/${meetingId}`, body);

describe('the catalogue and the sites', () => {
  it('lists the tests we ship, each with a code and analytes with units and ranges', async () => {
    const { body } = await anna.get<LabTestCatalogueResponse>('/api/lab-referral/tests');
    const codes = body.tests.map((test) => test.code);
    expect(codes).toEqual(expect.arrayContaining(['KON-BLODSTATUS', 'NPU19748', 'KON-ELSTATUS', 'NPU27300']));
    const crp = body.tests.find((test) => test.code === 'NPU19748')!;
    expect(crp.names.sv).toBe('P-CRP');
    expect(crp.analytes).toEqual([
      { markerKey: 'crp', categoryKey: 'inflammation', npu: 'NPU19748', unit: 'mg/L', low: null, high: 5 },
    ]);
    expect(body.tests.every((test) => Object.values(test.names).every((name) => name.length > 0))).toBe(true);
  });

  it('lists the sites with the closed one marked inactive', async () => {
    const { body } = await anna.get<LabTestSitesResponse>('/api/lab-referral/sites');
    expect(body.sites).toContainEqual(expect.objectContaining({ id: 'lab-kungsholmen', active: false }));
    expect(body.sites).toContainEqual(
      expect.objectContaining({ id: 'lab-sodermalm', address: 'Götgatan 48, 118 26 Stockholm', active: true }),
    );
  });
});

describe('a lab referral for Lars', () => {
  it('refuses bad input with a 400 that names the field, and sends nothing', async () => {
    expect((await send(referralBody({ testCodes: [] }))).status).toBe(400);
    expect((await send({ ...referralBody(), requestId: 'not-a-uuid' })).status).toBe(400);
    expect((await send(referralBody({ commentToLab: 'x'.repeat(1001) }))).status).toBe(400);
    const unknown = await send(referralBody({ testCodes: ['NPU19748', 'NPU00000', 'NPU19748'] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      error: {
        key: 'invalid_input',
        issues: [
          { path: 'testCodes.1', code: 'unknown_test' },
          { path: 'testCodes.2', code: 'duplicate_test' },
        ],
      },
    });
    const noSite = await send(referralBody({ siteId: 'lab-nowhere' }));
    expect(noSite.status).toBe(400);
    expect(noSite.body).toMatchObject({ error: { issues: [{ path: 'siteId', code: 'unknown_site' }] } });
    const referrals = await t.database.db.select().from(labReferrals).where(eq(labReferrals.meetingId, lars.id));
    expect(referrals).toEqual([]);
  });

  it('refuses the closed site with 422 lab_site_inactive', async () => {
    const closed = await send(referralBody({ siteId: 'lab-kungsholmen' }));
    expect(closed.status).toBe(422);
    expect(closed.body).toMatchObject({ error: { key: 'lab_site_inactive' } });
  });

  it('sends nothing while the lab is down, and says so', async () => {
    await anna.request('PUT', '/api/dev/faults/lab', { fault: 'lab_unavailable' });
    const body = referralBody();
    const down = await send(body);
    await anna.request('PUT', '/api/dev/faults/lab', { fault: null });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ error: { key: 'lab_unavailable' } });
    expect(await t.database.db.select().from(labReferrals).where(eq(labReferrals.id, body.requestId))).toEqual([]);
    expect(await auditRowsOf(t, down, 'failure')).toEqual([
      expect.objectContaining({ action: 'lab_referral.send', resourceId: body.requestId }),
    ]);
  });

  it('sends the referral to the lab once, however often it is sent, and audits it', async () => {
    const body = referralBody();
    const sent = await send(body);
    expect(sent.status).toBe(201);
    expect(sent.body.referral).toMatchObject({
      id: body.requestId,
      meetingId: lars.id,
      patientId: lars.patientId,
      referrerName: 'Anna Lindgren',
      tests: ['KON-BLODSTATUS', 'NPU19748'],
      labTestSite: { id: 'lab-sodermalm', name: 'Provtagning Vårdcentral Södermalm', active: true },
      commentToLab: 'Fastande prov.',
      state: 'SENT',
      resultsArrivedAt: null,
      labTestId: null,
    });
    expect(await auditRowsOf(t, sent)).toEqual([
      expect.objectContaining({ action: 'lab_referral.send', outcome: 'success', patientId: lars.patientId }),
    ]);
    const again = await send(body);
    expect(again.status).toBe(201);
    expect(again.body.referral.id).toBe(body.requestId);
    const received = await t.database.db
      .select()
      .from(embeddedLabOrders)
      .where(eq(embeddedLabOrders.referralId, body.requestId));
    expect(received).toHaveLength(1);

    const listed = await anna.get<LabReferralsResponse>(`/api/lab-referral/meeting/${lars.id}`);
    expect(listed.body.referrals.map((r) => r.id)).toEqual([body.requestId]);
  });

  it('keeps one referral when the same request arrives twice at once (a double click): both answer it', async () => {
    const meetingId = demoMeetingId('se.doctor', 'upcoming-tomorrow');
    const body = referralBody();
    const answers = await Promise.all([send(body, meetingId), send(body, meetingId)]);
    expect(answers.map((a) => [a.status, a.body.referral.id])).toEqual([
      [201, body.requestId],
      [201, body.requestId],
    ]);
    const kept = await t.database.db.select().from(labReferrals).where(eq(labReferrals.id, body.requestId));
    expect(kept).toHaveLength(1);
  });

  it('delivers the results into his lab results, one out of range, and the referral says they arrived', async () => {
    const [referral] = (await anna.get<LabReferralsResponse>(`/api/lab-referral/meeting/${lars.id}`)).body.referrals;
    const delivered = await anna.post(`/api/dev/lab/referrals/${referral!.id}/deliver`);
    expect(delivered.status).toBe(204);
    expect((await anna.post(`/api/dev/lab/referrals/${referral!.id}/deliver`)).status).toBe(404);
    expect((await anna.post(`/api/dev/lab/referrals/${UNKNOWN}/deliver`)).status).toBe(404);

    const [arrived] = (await anna.get<LabReferralsResponse>(`/api/lab-referral/meeting/${lars.id}`)).body.referrals;
    expect(arrived).toMatchObject({ state: 'RESULTS_ARRIVED', resultsArrivedAt: expect.any(Number) });
    const tests = await anna.get<LabTestsMetaResponse>(
      `/api/lab-test/clinician/lab-tests?patientId=${lars.patientId}&source=VACCINA,DMS_SE`,
    );
    expect(tests.body.labTestsMetaData.map((m) => m.id)).toContain(arrived!.labTestId);
    const test = await anna.get<LabTest>(
      `/api/lab-test/clinician/lab-tests/${arrived!.labTestId}?patientId=${lars.patientId}`,
    );
    expect(test.body.status).toBe('COMPLETE');
    expect(test.body.results.map((r) => r.marker.localizationKey)).toEqual([
      'hemoglobin',
      'leukocytes',
      'platelets',
      'mcv',
      'crp',
    ]);
    const kinds = test.body.results.map((r) => interpretLabResult(r).kind);
    expect(kinds).toContain('out-of-range');
    expect(kinds).toContain('normal');
    expect(kinds).not.toContain('unknown');
  });

  it("tells the meeting's taken actions and its evaluation", async () => {
    const taken = await anna.get<TakenActionsResponse>(`/api/meeting/${lars.id}/taken-actions`);
    const section = taken.body.sections.find((s) => s.kind === 'lab-referrals');
    expect(section?.items).toEqual([expect.objectContaining({ state: 'RESULTS_ARRIVED', tests: expect.any(Array) })]);
    const evaluation = await anna.get<EvaluationResponse>(`/api/medicalrecord/evaluation/${lars.id}`);
    expect(evaluation.body.context.hasLabReferral).toBe(true);
  });

  it('is not for a psychologist (403), nor for a clinician without a care relationship (404)', async () => {
    const fredriksMeeting = (await fredrik.get<{ meetings: { id: string; status: string }[] }>('/api/meetings')).body
      .meetings[0]!;
    const refused = await send(referralBody(), fredriksMeeting.id, fredrik);
    expect(refused.status).toBe(403);
    expect(await auditRowsOf(t, refused, 'denied')).toHaveLength(1);

    const foreign = await send(referralBody(), lars.id, james);
    const missing = await send(referralBody(), UNKNOWN, james);
    await expectDeniedAsMissing(t, foreign, missing, { action: 'lab_referral.send', patientId: lars.patientId });
    const foreignList = await james.get(`/api/lab-referral/meeting/${lars.id}`);
    const missingList = await james.get(`/api/lab-referral/meeting/${UNKNOWN}`);
    await expectDeniedAsMissing(t, foreignList, missingList, { action: 'lab_referral.list' });
  });
});

describe("the clinic's lab queue", () => {
  let queued: string;

  it('refuses a digital meeting (422) and bad input (400)', async () => {
    const digital = await anna.post(`/api/lab-queue/meeting/${lars.id}`, {
      testCodes: ['NPU19748'],
      note: null,
      requestId: randomUUID(),
    });
    expect(digital.status).toBe(422);
    expect(digital.body).toMatchObject({ error: { key: 'lab_queue_not_at_clinic' } });
    expect((await anna.post(`/api/lab-queue/meeting/${clinicVisit.id}`, { testCodes: [] })).status).toBe(400);
    expect((await anna.post(`/api/lab-queue/meeting/${clinicVisit.id}`, { testCodes: ['nope'] })).status).toBe(400);
    const withoutId = await anna.post(`/api/lab-queue/meeting/${clinicVisit.id}`, { testCodes: ['NPU19748'] });
    expect(withoutId.status).toBe(400);
  });

  it("puts the clinic visit's patient in Södermalm's queue with the tests and a note", async () => {
    const body = {
      testCodes: ['KON-ELSTATUS', 'NPU27300'],
      note: 'Kreatinin och HbA1c inför årskontrollen.',
      requestId: randomUUID(),
    };
    const added = await anna.post<LabQueueItemResponse>(`/api/lab-queue/meeting/${clinicVisit.id}`, body);
    expect(added.status).toBe(201);
    queued = added.body.item.id;
    expect(queued).toBe(body.requestId);
    expect(added.body.item).toMatchObject({
      meetingId: clinicVisit.id,
      patient: { id: clinicVisit.patientId },
      careFacility: { id: 'se-vc-sodermalm' },
      tests: ['KON-ELSTATUS', 'NPU27300'],
      queuedByName: 'Anna Lindgren',
      doneAt: null,
    });
    expect(await auditRowsOf(t, added)).toEqual([
      expect.objectContaining({ action: 'lab_queue.add', outcome: 'success', patientId: clinicVisit.patientId }),
    ]);
    // The same request again (its answer lost, or a double click) queues her once.
    const again = await anna.post<LabQueueItemResponse>(`/api/lab-queue/meeting/${clinicVisit.id}`, body);
    expect([again.status, again.body.item.id]).toEqual([201, queued]);
    const mine = await anna.get<LabQueueItemsResponse>(`/api/lab-queue/meeting/${clinicVisit.id}`);
    expect(mine.body.items.filter((i) => i.id === queued)).toHaveLength(1);
    const taken = await anna.get<TakenActionsResponse>(`/api/meeting/${clinicVisit.id}/taken-actions`);
    expect(taken.body.sections.find((s) => s.kind === 'physical-lab-queue')?.items.map((i) => i.id)).toContain(queued);
  });

  it('shows Maria, who works at the clinic, its waiting patients oldest first, each read audited', async () => {
    const clinics = await maria.get<LabQueueClinicsResponse>('/api/lab-queue/clinics');
    expect(clinics.body.clinics).toContainEqual({ id: 'se-vc-sodermalm', name: expect.any(String), waiting: 2 });
    const queue = await maria.get<LabQueueItemsResponse>('/api/lab-queue');
    expect(queue.body.items.map((i) => i.id)).toEqual([DEMO_LAB_QUEUE_ITEM_ID, queued]);
    expect(await auditRowsOf(t, queue)).toHaveLength(2);
  });

  it('lets Maria mark the patient done, recording who and when; a second mark is 409', async () => {
    const done = await maria.post<LabQueueItemResponse>(`/api/lab-queue/item/${queued}/done`);
    expect(done.status).toBe(200);
    expect(done.body.item).toMatchObject({ doneAt: expect.any(Number), doneByName: expect.any(String) });
    expect(await auditRowsOf(t, done)).toEqual([
      expect.objectContaining({ action: 'lab_queue.done', outcome: 'success', patientId: clinicVisit.patientId }),
    ]);
    const twice = await maria.post(`/api/lab-queue/item/${queued}/done`);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: { key: 'lab_queue_item_done' } });
    const queue = await maria.get<LabQueueItemsResponse>('/api/lab-queue');
    expect(queue.body.items.map((i) => i.id)).toEqual([DEMO_LAB_QUEUE_ITEM_ID]);
  });

  it('shows a nurse outside the clinic nothing, and her mark is a 404 like a missing item, audited', async () => {
    expect((await ukNurse.get<LabQueueClinicsResponse>('/api/lab-queue/clinics')).body.clinics).toEqual([]);
    expect((await ukNurse.get<LabQueueItemsResponse>('/api/lab-queue')).body.items).toEqual([]);
    const foreign = await ukNurse.post(`/api/lab-queue/item/${DEMO_LAB_QUEUE_ITEM_ID}/done`);
    const missing = await ukNurse.post(`/api/lab-queue/item/${UNKNOWN}/done`);
    await expectDeniedAsMissing(t, foreign, missing, { action: 'lab_queue.done', patientId: clinicVisit.patientId });
    const stillWaiting = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'lab_queue.done'), eq(auditEvents.resourceId, DEMO_LAB_QUEUE_ITEM_ID)));
    expect(stillWaiting.every((row) => row.outcome === 'denied')).toBe(true);
    expect((await ukNurse.post('/api/lab-queue/item/not-an-id/done')).status).toBe(404);
  });

  it('is not for a psychologist (403), and a foreign meeting is 404', async () => {
    const fredriksMeeting = (await fredrik.get<{ meetings: { id: string }[] }>('/api/meetings')).body.meetings[0]!;
    const refused = await fredrik.post(`/api/lab-queue/meeting/${fredriksMeeting.id}`, {
      testCodes: ['NPU19748'],
      requestId: randomUUID(),
    });
    expect(refused.status).toBe(403);
    expect(await auditRowsOf(t, refused, 'denied')).toEqual([expect.objectContaining({ action: 'lab_queue.add' })]);
    const foreign = await james.post(`/api/lab-queue/meeting/${clinicVisit.id}`, { testCodes: ['NPU19748'] });
    const missing = await james.post(`/api/lab-queue/meeting/${UNKNOWN}`, { testCodes: ['NPU19748'] });
    await expectDeniedAsMissing(t, foreign, missing, { action: 'lab_queue.add' });
    const list = await james.get(`/api/lab-queue/meeting/${clinicVisit.id}`);
    expect(list.status).toBe(404);
  });
});
