import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorBody,
  interpretLabResult,
  type LabReferralResponse,
  type LabReferralsResponse,
  type LabResultsBody,
  type LabTest,
  type Meeting,
  type NewLabReferralInput,
} from '@konsult/domain';
import { buildApp } from '../../app';
import { demoMeetingId } from '../../demo/demo-ids';
import { loadConfig } from '../../platform/config';
import { labReferrals, labTests } from '../../platform/db/schema';
import { auditRowsOf } from '../../test/audit-rows';
import { brokenBody, type JsonSchema } from '../../test/body-arbitrary';
import { TestClient } from '../../test/client';
import { openMeeting } from '../../test/consultation-api';
import { useTestApp } from '../../test/file-app';
import { useJsonService } from '../../test/loopback-server';
import type { OpenApiDocument } from '../../test/patient-data-targets';
import { toLabDelivery } from '../../lab-referrals/mapper';
import { storeResults } from '../../lab-referrals/repo';
import { startOtherInstance } from '../../test/test-app';

/**
 * With LAB_URL set, Anna (se.doctor) sends Lars Öberg's blood count and CRP to a real lab portal — here one on
 * loopback that records what it receives. A portal that is down, answers nonsense or cannot be reached is 503
 * lab_unavailable on her screen, and nothing is kept. The portal then posts the results back to POST /api/lab/results
 * with its own token (LAB_RESULTS_TOKEN): a wrong or missing token is 401, a bad body 400, a referral we never sent
 * 404; the results land in Lars's lab results with their interpretation, and the lab retrying the same answer is told
 * 409 lab_results_already_received, nothing stored twice, even when both copies arrive at once.
 */

const RESULTS_TOKEN = 'lab-results-secret';
const portal = useJsonService();
const t = useTestApp(() => ({
  labUrl: portal.url('/lab/'),
  labToken: 'portal-secret',
  labResultsToken: RESULTS_TOKEN,
}));
const anna = t.signedIn('se.doctor');
/** The lab portal itself, calling us: no cookie, no CSRF token, no Origin. */
const lab = t.browser();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let lars: Meeting;

beforeAll(async () => {
  lars = await openMeeting(anna, demoMeetingId('se.doctor', 'today-text'));
});

const referralBody = (): NewLabReferralInput => ({
  testCodes: ['KON-BLODSTATUS', 'NPU19748'],
  siteId: 'lab-sodermalm',
  commentToLab: 'Fastande prov.',
  requestId: randomUUID(),
});
const send = (body: NewLabReferralInput, client = anna) =>
  client.post<LabReferralResponse>(`/api/lab-referral/meeting/${lars.id}`, body);
const referralsKept = async (id: string) => t.database.db.select().from(labReferrals).where(eq(labReferrals.id, id));

/** A referral the portal took, waiting for its results. */
async function sentReferral(): Promise<string> {
  portal.answer = { status: 202, body: { received: true } };
  const body = referralBody();
  const sent = await send(body);
  expect(sent.status).toBe(201);
  return body.requestId;
}

/** The lab's answer: Hb inside its range, CRP far above, platelets below a detection limit, one sample haemolysed. */
const resultsFor = (referralId: string): LabResultsBody => ({
  referralId,
  reportedAt: '2026-11-26T09:30:00+01:00',
  results: [
    r('NPU28309', 'hemoglobin', 'blood_count', 141, null, 'g/L', 117, 153),
    r('NPU19748', 'crp', 'inflammation', 38, null, 'mg/L', null, 5),
    r('NPU03568', 'platelets', 'blood_count', 10, '<', '10^9/L', 165, 387),
    { ...r('NPU02593', 'leukocytes', 'blood_count', null, null, '10^9/L', 3.5, 8.8), dataMissingReason: 'Hemolys' },
  ],
});
function r(
  markerId: string,
  markerKey: string,
  categoryKey: string,
  value: number | null,
  comparator: '<' | null,
  unit: string,
  low: number | null,
  high: number | null,
): LabResultsBody['results'][number] {
  return { markerId, markerKey, categoryKey, value, comparator, unit, low, high, dataMissingReason: null };
}

const post = (body: unknown, token: string | null = RESULTS_TOKEN) =>
  lab.post('/api/lab/results', body, token === null ? {} : { authorization: `Bearer ${token}` });
const labTestsOfLars = async () =>
  t.database.db
    .select({ id: labTests.id })
    .from(labTests)
    .where(and(eq(labTests.patientId, lars.patientId), eq(labTests.typeKey, 'lab_referral')));

describe('the HTTP lab portal', () => {
  it('receives the referral at /referrals with its token, the referral’s id and what was ordered', async () => {
    const id = await sentReferral();
    expect(portal.received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/lab/referrals',
      auth: 'Bearer portal-secret',
      body: {
        id,
        patient: { idNumber: expect.any(String), name: expect.stringContaining('Öberg') },
        referrer: { name: 'Anna Lindgren' },
        site: { id: 'lab-sodermalm' },
        tests: ['KON-BLODSTATUS', 'NPU19748'],
        comment: 'Fastande prov.',
      },
    });
    expect(await referralsKept(id)).toEqual([expect.objectContaining({ state: 'SENT' })]);
  });

  it('is lab_unavailable for Anna when the portal fails or answers nonsense, and nothing is kept', async () => {
    for (const answer of [{ status: 503 }, { status: 500, body: 'oops' }, { status: 404, body: '<html>' }]) {
      portal.answer = answer;
      const body = referralBody();
      const refused = await send(body);
      expect(refused.status, JSON.stringify(answer)).toBe(503);
      expect(refused.body).toMatchObject({ error: { key: 'lab_unavailable' } });
      expect(await referralsKept(body.requestId)).toEqual([]);
      expect(await auditRowsOf(t, refused, 'failure')).toEqual([
        expect.objectContaining({ action: 'lab_referral.send', resourceId: body.requestId }),
      ]);
    }
  });

  it('is lab_unavailable for Anna when nothing listens at LAB_URL, and nothing is kept', async () => {
    const unreachable = await startOtherInstance(t, { labUrl: 'http://127.0.0.1:9/', labToken: null });
    try {
      const sameBrowser = new TestClient(unreachable.baseUrl);
      for (const name of ['konsult_session', 'csrf_token']) sameBrowser.setCookie(name, anna.cookie(name)!);
      const body = referralBody();
      const refused = await send(body, sameBrowser);
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ error: { key: 'lab_unavailable' } });
      expect(await referralsKept(body.requestId)).toEqual([]);
    } finally {
      await unreachable.close();
    }
  });
});

describe('the lab posting results back', () => {
  it('is refused without the right bearer token (401), whatever the body', async () => {
    const id = await sentReferral();
    for (const token of [null, '', 'wrong', `${RESULTS_TOKEN}x`, RESULTS_TOKEN.slice(0, -1)]) {
      const refused = await post(resultsFor(id), token);
      expect(refused.status, String(token)).toBe(401);
      expect(refused.body).toMatchObject({ error: { key: 'unauthorized' } });
    }
    const basic = await lab.post('/api/lab/results', resultsFor(id), { authorization: `Basic ${RESULTS_TOKEN}` });
    expect(basic.status).toBe(401);
    // The route is found by its decoded path, so another spelling meets the same check.
    expect((await lab.post('/%61pi/lab/results', resultsFor(id))).status).toBe(401);
    const denied = await post({ nonsense: true }, 'wrong');
    expect(denied.status).toBe(401);
    expect(await auditRowsOf(t, denied)).toEqual([
      expect.objectContaining({ action: 'lab_referral.results', outcome: 'denied', subject: 'lab-portal' }),
    ]);
    expect(await referralsKept(id)).toEqual([expect.objectContaining({ state: 'SENT' })]);
  });

  it('refuses a body of the wrong shape with a 400 that names the field', async () => {
    const good = resultsFor(await sentReferral());
    const [first] = good.results;
    const bad: [unknown, string][] = [
      [{ ...good, referralId: 'not-a-uuid' }, 'body.referralId'],
      [{ ...good, reportedAt: '26/11/2026' }, 'body.reportedAt'],
      [{ ...good, results: [] }, 'body.results'],
      [{ ...good, results: Array(201).fill(first) }, 'body.results'],
      [{ ...good, results: [{ ...first, value: null }] }, 'body.results.0.value'],
      [{ ...good, results: [{ ...first, comparator: '~' }] }, 'body.results.0.comparator'],
      [{ ...good, results: [{ ...first, markerKey: 'x'.repeat(101) }] }, 'body.results.0.markerKey'],
      [{ ...good, results: [{ ...first, low: 10, high: 1 }] }, 'body.results.0.low'],
      [{ ...good, results: [{ ...first, unit: undefined }] }, 'body.results.0.unit'],
    ];
    for (const [body, path] of bad) {
      const refused = await post(body);
      expect(refused.status, path).toBe(400);
      expect(refused.body).toMatchObject({
        error: { key: 'invalid_input', issues: [expect.objectContaining({ path })] },
      });
    }
    expect((await post('not json at all')).status).toBe(400);
    expect(await referralsKept(good.referralId)).toEqual([expect.objectContaining({ state: 'SENT' })]);
  });

  it('answers 404 for a referral we never sent', async () => {
    const unknown = await post(resultsFor(UNKNOWN));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { key: 'notFound' } });
  });

  it('stores the results as Lars’s lab test, read with their interpretation in the record pane', async () => {
    const id = await sentReferral();
    const before = await labTestsOfLars();
    const stored = await post(resultsFor(id));
    expect(stored.status).toBe(204);
    expect(await auditRowsOf(t, stored)).toEqual([
      expect.objectContaining({
        action: 'lab_referral.results',
        outcome: 'success',
        patientId: lars.patientId,
        resourceId: id,
        actorClinicianId: null,
        subject: 'lab-portal',
      }),
    ]);

    const referral = (await anna.get<LabReferralsResponse>(`/api/lab-referral/meeting/${lars.id}`)).body.referrals.find(
      (candidate) => candidate.id === id,
    );
    expect(referral).toMatchObject({
      state: 'RESULTS_ARRIVED',
      resultsArrivedAt: Date.parse('2026-11-26T08:30:00Z'),
      labTestId: expect.any(String),
    });
    const test = await anna.get<LabTest>(
      `/api/lab-test/clinician/lab-tests/${referral!.labTestId}?patientId=${lars.patientId}`,
    );
    expect(test.status).toBe(200);
    expect(test.body).toMatchObject({ status: 'COMPLETE', source: 'DMS_SE', updatedAt: referral!.resultsArrivedAt });
    expect(test.body.results[1]).toEqual({
      marker: { id: 'NPU19748', localizationKey: 'crp', categoryLocalizationKey: 'inflammation' },
      valueQuantity: { value: 38, comparator: null, unit: 'mg/L' },
      referenceRange: { low: null, high: 5 },
      dataMissingReason: null,
    });
    expect(test.body.results[3]).toMatchObject({ valueQuantity: null, dataMissingReason: 'Hemolys' });
    expect(test.body.results.map((result) => interpretLabResult(result))).toEqual([
      { kind: 'normal' },
      { kind: 'out-of-range', side: 'high' },
      { kind: 'out-of-range', side: 'low' },
      { kind: 'unknown' },
    ]);
    expect(await labTestsOfLars()).toHaveLength(before.length + 1);
  });

  it('tells the lab delivering the same results again 409, and stores nothing twice', async () => {
    const id = await sentReferral();
    expect((await post(resultsFor(id))).status).toBe(204);
    const stored = await labTestsOfLars();
    const again = await post(resultsFor(id));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { key: 'lab_results_already_received' } });
    expect(await auditRowsOf(t, again)).toEqual([
      expect.objectContaining({ action: 'lab_referral.results', outcome: 'failure', patientId: lars.patientId }),
    ]);
    expect(await labTestsOfLars()).toEqual(stored);
  });

  it('stores two copies of one answer arriving at once only once', async () => {
    const id = await sentReferral();
    const before = await labTestsOfLars();
    const answers = await Promise.all([post(resultsFor(id)), post(resultsFor(id)), post(resultsFor(id))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409, 409]);
    expect(await labTestsOfLars()).toHaveLength(before.length + 1);
    const [referral] = await referralsKept(id);
    expect(before.map((row) => row.id)).not.toContain(referral!.labTestId);
  });

  it('stores once when two deliveries both found the referral waiting (the state guarded in the update)', async () => {
    const id = await sentReferral();
    const before = await labTestsOfLars();
    const { results, reportedAt } = toLabDelivery(resultsFor(id));
    const store = () =>
      storeResults(
        t.database.db,
        { id, patientId: lars.patientId },
        { labTestId: randomUUID(), encounterId: randomUUID(), reportedAt, results },
      );
    expect((await Promise.all([store(), store()])).sort()).toEqual([false, true]);
    expect(await labTestsOfLars()).toHaveLength(before.length + 1);
  });

  it('answers no 5xx to bodies built from its own schema and broken, and refuses in the one error shape', async () => {
    // The platform's fuzz walk runs without LAB_RESULTS_TOKEN, where this route does not exist: it is fuzzed here.
    const document = (await anna.get<OpenApiDocument>('/api/openapi.json')).body;
    const operation = document.paths['/api/lab/results']?.post;
    const schema = operation?.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
    expect(schema).toBeDefined();
    const id = await sentReferral();
    await fc.assert(
      fc.asyncProperty(brokenBody(schema), fc.boolean(), async (generated, aimed) => {
        // Half the bodies name a referral waiting for results, so that those that pass validation are stored.
        const body =
          aimed && generated && typeof generated === 'object' && !Array.isArray(generated)
            ? { ...generated, referralId: id }
            : generated;
        const answer = await post(body);
        return answer.status < 500 && (answer.status < 400 || ErrorBody.safeParse(answer.body).success);
      }),
      { numRuns: 100 },
    );
  });

  it('does not exist without LAB_RESULTS_TOKEN', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test' }), webDist: null, labUrl: portal.url('/lab/') };
    const without = await buildApp({ config, database: t.database, logger: false });
    try {
      expect(without.hasRoute({ method: 'POST', url: '/api/lab/results' })).toBe(false);
    } finally {
      await without.close();
    }
    expect(t.app.hasRoute({ method: 'POST', url: '/api/lab/results' })).toBe(true);
  });
});
