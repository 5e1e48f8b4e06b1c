import { describe, expect, it } from 'vitest';
import type {
  KbvStateResponse,
  LatestIdentityVerificationResponse,
  PhotoIdCheckResponse,
  ScrMissingResponse,
} from '@konsult/domain';
import { desc, eq } from 'drizzle-orm';
import { ukKbvSessions, ukPdsTraces } from '../platform/db/schema';
import { DEMO_UK_IDENTITY } from '../demo/demo-uk-identity';
import { demoPatientId } from '../demo/demo-ids';
import { useTestApp } from '../test/file-app';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import { UNKNOWN_ID } from '../test/patient-data-targets';

/**
 * James (gb.gp) opens the patient tab's identity panel for his patients: Oliver is fully verified, Charlotte's Summary
 * Care Record is missing after tracing and her KBV failed, Priya has no KBV session and no photo-ID check (her
 * tracing is read as stored: the EPS demo may trace her). Sarah
 * (gb.nurse) finds George, whom nobody traced, never traced. Anna (se.doctor), who cares for
 * none of them, is answered as for a patient who does not exist.
 */

const t = useTestApp();
const james = t.signedIn('gb.gp');
const anna = t.signedIn('se.doctor');
const sarah = t.signedIn('gb.nurse');
const { oliver, charlotte, priya } = DEMO_UK_IDENTITY;

const latestPath = (patientId: string) => `/api/user/${patientId}/identity-verification/method/latest`;
const kbvPath = (patientId: string, kbvId: string) => `/api/uk-identity/user/${patientId}/kbv/state/${kbvId}`;
const scrPath = (patientId: string) => `/api/user/doctor/tracing/${patientId}/scr_missing`;
const onfidoPath = (patientId: string) => `/api/user/doctor/onfido/${patientId}`;

describe('knowledge-based verification', () => {
  it('names the latest session in the latest-method answer, and tells its state and questions answered', async () => {
    const latest = await james.get<LatestIdentityVerificationResponse>(latestPath(oliver.patientId));
    expect(latest.status).toBe(200);
    expect(latest.body.kbvSessionId).toBe(oliver.kbvId);
    expect(latest.body.latest).toMatchObject({ outcome: 'Accept', verifyingClinician: { name: 'James Whitaker' } });

    const answer = await james.get<KbvStateResponse>(kbvPath(oliver.patientId, oliver.kbvId));
    expect(answer.status).toBe(200);
    expect(answer.body.kbv).toMatchObject({
      kbvId: oliver.kbvId,
      state: 'PASSED',
      questionsAnswered: 5,
      questionsTotal: 5,
    });
    expect(answer.body.kbv.completedAt).toBeGreaterThan(answer.body.kbv.startedAt!);
    expect(await auditRowsOf(t, answer)).toMatchObject([
      { action: 'identity_kbv.read', outcome: 'success', patientId: oliver.patientId },
    ]);

    const failed = await james.get<KbvStateResponse>(kbvPath(charlotte.patientId, charlotte.kbvId));
    expect(failed.body.kbv).toMatchObject({ state: 'FAILED', questionsAnswered: 5 });
  });

  it('has no session for a patient never asked, and 404s a session id that is not the patient’s', async () => {
    const latest = await james.get<LatestIdentityVerificationResponse>(latestPath(priya.patientId));
    expect(latest.body).toEqual({ latest: null, kbvSessionId: null });

    const other = await james.get(kbvPath(priya.patientId, oliver.kbvId));
    const missing = await james.get(kbvPath(priya.patientId, UNKNOWN_ID));
    expect(other.status).toBe(404);
    expect(other.text).toBe(missing.text);
    expect(await auditRowsOf(t, other)).toEqual([
      expect.objectContaining({
        action: 'identity_kbv.read',
        outcome: 'denied',
        patientId: priya.patientId,
        resourceType: 'kbv-session',
        resourceId: oliver.kbvId,
      }),
    ]);
    const malformed = await james.get(kbvPath(priya.patientId, 'not-a-session'));
    expect(malformed.status).toBe(404);
    expect(await auditRowsOf(t, malformed)).toMatchObject([{ action: 'identity_kbv.read', outcome: 'denied' }]);
  });

  it('reads an unfinished session past its expiry as expired, with the questions answered so far', async () => {
    const kbvId = '1d3b0000-0000-4000-8000-0000000000aa';
    const hour = 3_600_000;
    await t.database.db.insert(ukKbvSessions).values({
      id: kbvId,
      patientId: priya.patientId,
      status: 'IN_PROGRESS',
      questionsTotal: 5,
      questionsAnswered: 2,
      createdAt: new Date(Date.now() - 30 * hour),
      startedAt: new Date(Date.now() - 30 * hour),
      completedAt: null,
      expiresAt: new Date(Date.now() - 6 * hour),
    });
    const latest = await james.get<LatestIdentityVerificationResponse>(latestPath(priya.patientId));
    expect(latest.body.kbvSessionId).toBe(kbvId);
    const answer = await james.get<KbvStateResponse>(kbvPath(priya.patientId, kbvId));
    expect(answer.body.kbv).toMatchObject({ state: 'EXPIRED', questionsAnswered: 2, completedAt: null });
  });
});

describe('NHS tracing and the Summary Care Record', () => {
  it('tells a traced patient’s NHS number and that the Summary Care Record was found', async () => {
    const answer = await james.get<ScrMissingResponse>(scrPath(oliver.patientId));
    expect(answer.status).toBe(200);
    expect(answer.body.trace).toMatchObject({ outcome: 'traced', scrMissing: false });
    expect(answer.body.trace!.nhsNumber).toMatch(/^\d{10}$/);
    expect(await auditRowsOf(t, answer)).toMatchObject([
      { action: 'identity_tracing.read', outcome: 'success', patientId: oliver.patientId },
    ]);
  });

  it('tells that Charlotte’s Summary Care Record is missing after tracing', async () => {
    const answer = await james.get<ScrMissingResponse>(scrPath(charlotte.patientId));
    expect(answer.body.trace).toMatchObject({ outcome: 'traced', scrMissing: true });
    expect(answer.body.trace!.tracedAt).toBeLessThan(Date.now());
  });

  it('tells Priya’s tracing as it was stored: traced with her Summary Care Record, or never traced', async () => {
    const [stored] = await t.database.db
      .select()
      .from(ukPdsTraces)
      .where(eq(ukPdsTraces.patientId, priya.patientId))
      .orderBy(desc(ukPdsTraces.tracedAt))
      .limit(1);
    const answer = await james.get<ScrMissingResponse>(scrPath(priya.patientId));
    expect(answer.body.trace).toEqual(
      stored
        ? {
            tracedAt: stored.tracedAt.getTime(),
            outcome: stored.tracedNhsNumber ? 'traced' : 'no_match',
            nhsNumber: stored.tracedNhsNumber,
            scrMissing: !stored.scrAvailable,
          }
        : null,
    );
  });

  it('answers "never traced" for George (Sarah, gb.nurse), audited as a read', async () => {
    const answer = await sarah.get<ScrMissingResponse>(scrPath(demoPatientId(0x204)));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ trace: null });
    expect(await auditRowsOf(t, answer)).toMatchObject([{ action: 'identity_tracing.read', outcome: 'success' }]);
  });
});

describe('photo ID (Onfido)', () => {
  it('tells the result, the document and when, and never an image', async () => {
    const clear = await james.get<PhotoIdCheckResponse>(onfidoPath(oliver.patientId));
    expect(clear.status).toBe(200);
    expect(clear.body.check).toMatchObject({ status: 'clear', documentType: 'passport' });
    expect(clear.body.check!.checkedAt).toBeGreaterThanOrEqual(clear.body.check!.requestedAt);
    expect(Object.keys(clear.body.check!).sort()).toEqual(['checkedAt', 'documentType', 'requestedAt', 'status']);
    expect(await auditRowsOf(t, clear)).toMatchObject([
      { action: 'identity_photo_id.read', outcome: 'success', patientId: oliver.patientId },
    ]);

    const consider = await james.get<PhotoIdCheckResponse>(onfidoPath(charlotte.patientId));
    expect(consider.body.check).toMatchObject({ status: 'consider', documentType: 'driving_licence' });
  });

  it('answers "never checked" for Priya', async () => {
    const answer = await james.get<PhotoIdCheckResponse>(onfidoPath(priya.patientId));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ check: null });
  });
});

describe('without a care relationship', () => {
  it('answers Anna (se.doctor) each route for Oliver as for a missing patient, and audits the denial', async () => {
    const probes: [string, string][] = [
      [kbvPath(oliver.patientId, oliver.kbvId), kbvPath(UNKNOWN_ID, oliver.kbvId)],
      [scrPath(oliver.patientId), scrPath(UNKNOWN_ID)],
      [onfidoPath(oliver.patientId), onfidoPath(UNKNOWN_ID)],
    ];
    for (const [foreignPath, missingPath] of probes) {
      const foreign = await anna.get(foreignPath);
      const missing = await anna.get(missingPath);
      await expectDeniedAsMissing(t, foreign, missing, { patientId: oliver.patientId });
    }
  });

  it('refuses Anna her own patient’s identity records: the checks are for UK clinicians', async () => {
    const astrid = demoPatientId(0x101);
    const refusals: [string, string][] = [
      [scrPath(astrid), 'identity_tracing.read'],
      [onfidoPath(astrid), 'identity_photo_id.read'],
      [kbvPath(astrid, UNKNOWN_ID), 'identity_kbv.read'],
    ];
    for (const [path, action] of refusals) {
      const refused = await anna.get(path);
      expect(refused.status).toBe(403);
      expect(await auditRowsOf(t, refused)).toEqual([
        expect.objectContaining({ action, outcome: 'denied', patientId: astrid, resourceType: 'patient' }),
      ]);
    }
  });
});
