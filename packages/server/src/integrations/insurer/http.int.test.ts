import { describe, expect, it } from 'vitest';
import type { InsurerProfile, InsurerProfileResponse } from '@konsult/domain';
import { DEMO_IDS } from '../../demo/demo-ids';
import { DEMO_INSURER } from '../../demo/demo-insurer';
import { auditRowsOf } from '../../test/audit-rows';
import { useTestApp } from '../../test/file-app';
import { useJsonService } from '../../test/loopback-server';
import { HttpInsurerSystem } from './http';
import { InsurerError } from './insurer-system';

/**
 * With INSURER_URL set, gb.vitality's record pane reads the member's profile from the insurer's API — here one on
 * loopback that records what it receives — at the seed's paths, with its token and the seed's headers requesterId,
 * meetingId and kryUserId. Another answer, or an answer not of the contract's shape, is 503 insurer_unavailable.
 * There is no time limit: only the caller's AbortSignal ends a call the insurer does not answer.
 */

const insurerApi = useJsonService();
const t = useTestApp(() => ({ insurerUrl: insurerApi.url('/api/'), insurerToken: 'insurer-secret' }));
const vitality = t.signedIn('gb.vitality');
const hannah = DEMO_INSURER.mori.patientId;
const requesterId = DEMO_IDS.clinicians.gbVitality;

const limit = { limitAmount: 100, remainingLimitAmount: 40 };
const person = {
  address: ['1 Deansgate'],
  age: 42,
  dateOfBirth: '1983-12-01',
  entityNumber: 'VH-1',
  firstName: 'Hannah',
  lastName: 'Clarke',
  phone: null,
  staffSchemeIndicator: null,
  title: 'Ms',
};
const profile: InsurerProfile = {
  memberDetails: person,
  patientDetails: person,
  policyDetails: {
    policyNumber: 'P-1',
    productType: null,
    policyEndDate: null,
    hospitalListDescription: null,
    hasVitalityAtWork: false,
    hasEssentials: true,
    coverageExclusion: null,
    excess: { excessAmount: null, excessType: null, remainingExcess: null },
    underwriting: { underWritingType: 'MORIPLUS', description: null, underwritingStartDate: '2025-01-01' },
    limits: {
      OpLimit: limit,
      PsychiatricLimit: limit,
      OpDiagnosticLimit: limit,
      VitalityGpLimit: limit,
      AlternativeTherapiesLimit: limit,
    },
  },
  vitalityRiskDetails: {
    healthCheckDate: null,
    healthReviewComplete: null,
    vitalityAge: null,
    riskSections: [],
    selfReportedConditions: [],
  },
  productCode: 'X',
};

const direct = () => new HttpInsurerSystem({ url: insurerApi.url('/api'), token: 'insurer-secret' });

describe('the HTTP insurer', () => {
  it("reads the profile at the seed's path with the token and the requester's headers", async () => {
    insurerApi.answer = { status: 200, body: profile };
    const answer = await vitality.get<InsurerProfileResponse>(
      `/api/uk/vitality/clinician/user-profile-information?entityID=VH-1&partnerID=VITALITY&kryUserId=${hannah}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.profile).toEqual(profile);
    const call = insurerApi.received.at(-1)!;
    expect(call).toMatchObject({
      method: 'GET',
      url: `/api/uk/vitality/clinician/user-profile-information?entityID=VH-1&partnerID=VITALITY&kryUserId=${hannah}`,
      auth: 'Bearer insurer-secret',
    });
    expect(call.headers).toMatchObject({ requesterid: requesterId, kryuserid: hannah });
  });

  it('answers a refusal or a body not of the contract as 503 insurer_unavailable, audited as a failure', async () => {
    for (const answer of [
      { status: 500, body: { oops: true } },
      { status: 200, body: { memberDetails: 'x' } },
    ]) {
      insurerApi.answer = answer;
      const refused = await vitality.get(`/api/uk/vitality/clinician/user-profile-information?kryUserId=${hannah}`);
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ error: { key: 'insurer_unavailable' } });
      expect(await auditRowsOf(t, refused, 'failure')).toHaveLength(1);
    }
  });

  it('calls every path of the seed with the meeting and the member in its headers', async () => {
    const insurer = direct();
    const by = { requesterId, meetingId: 'meeting-1' };
    insurerApi.answer = { status: 404 };
    expect(await insurer.getConsultation('VH-1', 'VITALITY', hannah, by)).toBeNull();
    expect(insurerApi.received.at(-1)).toMatchObject({
      url: `/api/uk/vitality/v1/clinician/consultation?entityId=VH-1&partnerId=VITALITY&kryUserId=${hannah}`,
    });
    expect(await insurer.getInsuranceClaimInfo(hannah, 'meeting-1', by)).toBeNull();
    expect(insurerApi.received.at(-1)).toMatchObject({
      url: `/api/mental-health-b2b/insuranceClaimInfo/${hannah}/meeting-1`,
    });
    expect(await insurer.formDataExists('meeting-1', by)).toBe(false);
    expect(insurerApi.received.at(-1)).toMatchObject({ url: '/api/uk/vitality/v1/meeting/meeting-1/form_data' });

    insurerApi.answer = { status: 200, body: { email: 'h@example.com' } };
    expect(await insurer.getPatientEmail('meeting-1', hannah, by)).toBe('h@example.com');
    expect(insurerApi.received.at(-1)).toMatchObject({
      method: 'GET',
      url: `/api/uk-identity/vitality/patient-email/meeting/meeting-1/user/${hannah}`,
    });
    expect(await insurer.formDataExists('meeting-1', by)).toBe(true);

    insurerApi.answer = { status: 204 };
    await insurer.setPatientEmail('meeting-1', hannah, 'h@example.com', by);
    expect(insurerApi.received.at(-1)).toMatchObject({
      method: 'PUT',
      url: `/api/uk-identity/vitality/clinician/patient-email/meeting/meeting-1/user/${hannah}`,
      body: { user_id: hannah, meeting_id: 'meeting-1', email: 'h@example.com' },
    });
    expect(insurerApi.received.at(-1)!.headers).toMatchObject({
      requesterid: requesterId,
      meetingid: 'meeting-1',
      kryuserid: hannah,
    });

    await insurer.sembleSync(
      { kryUserId: hannah, patientId: 'VH-1', encounterId: 'e-1', meetingFinished: true },
      { requesterId, meetingId: 'meeting-1' },
    );
    expect(insurerApi.received.at(-1)).toMatchObject({ method: 'PUT', url: '/api/uk/vitality/semble/patient' });
    expect(insurerApi.received.at(-1)!.headers).toMatchObject({
      requestpurpose: 'MEETING_FINISHED',
      kryuserid: hannah,
      'content-type': 'application/json',
    });

    insurerApi.answer = { status: 201 };
    const sent = await insurer.receiveReport('key-1', { a: 1 }, by);
    expect(sent.duplicate).toBe(false);
    expect(insurerApi.received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/uk/vitality/clinician/consultation/v2',
      body: { a: 1 },
    });
    expect(insurerApi.received.at(-1)!.headers).toMatchObject({ 'idempotency-key': 'key-1', meetingid: 'meeting-1' });
    insurerApi.answer = { status: 409 };
    expect((await insurer.receiveReport('key-1', { a: 1 }, by)).duplicate).toBe(true);
  });

  it('waits for the insurer without a time limit until the caller aborts; an unreachable one is unavailable', async () => {
    insurerApi.answer = { status: 200, hang: true };
    const controller = new AbortController();
    const waiting = direct().formDataExists('meeting-1', { requesterId, signal: controller.signal });
    const before = insurerApi.received.length;
    await expect.poll(() => insurerApi.received.length).toBe(before + 1);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });

    const nobody = new HttpInsurerSystem({ url: 'http://127.0.0.1:9/', token: null });
    await expect(nobody.formDataExists('m', { requesterId })).rejects.toEqual(new InsurerError('insurer_unavailable'));
  });
});
