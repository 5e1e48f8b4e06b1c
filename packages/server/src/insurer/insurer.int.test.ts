import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  InsuranceClaimInfoResponse,
  InsurerConsultationResponse,
  InsurerFormDataResponse,
  InsurerProfileResponse,
  InsurerReportsResponse,
  PatientEmailResponse,
} from '@konsult/domain';
import { DEMO_EPS } from '../demo/demo-eps';
import { DEMO_IDS } from '../demo/demo-ids';
import { DEMO_INSURER } from '../demo/demo-insurer';
import { EmbeddedInsurerSystem } from '../integrations/insurer/embedded';
import { InsurerError, type InsurerSystem } from '../integrations/insurer/insurer-system';
import { embeddedInsurerPatientEmails, embeddedInsurerReports } from '../platform/db/schema';
import { auditRowsOf } from '../test/audit-rows';
import type { Answer, TestClient } from '../test/client';
import { firstMeetingWith } from '../test/demo-meetings';
import { useTestApp } from '../test/file-app';

/**
 * gb.vitality (Sarah, a GP of the Vitality partnership) opens her members' insurer data in the record pane: Hannah
 * Clarke's MORI policy with its limits, claim and wellness, Aisha Okafor's FMU policy with empty values and her prehab claim.
 * Clinicians without a care relationship are answered as for a missing patient; a GB clinician outside the insurer
 * partnership is refused with his own patient. Each read and write is audited; with the insurer down (the injected
 * fault) nothing is changed and the answer says insurer_unavailable.
 */

const t = useTestApp();
const vitality = t.signedIn('gb.vitality');
const gbGp = t.signedIn('gb.gp');
const seDoctor = t.signedIn('se.doctor');

const hannah = DEMO_INSURER.mori.patientId;
const aisha = DEMO_INSURER.fmu.patientId;
let hannahMeeting: string;
let aishaMeeting: string;

const meetingOf = (patientId: string) => firstMeetingWith(t.database.db, DEMO_IDS.clinicians.gbVitality, patientId);

beforeAll(async () => {
  hannahMeeting = await meetingOf(hannah);
  aishaMeeting = await meetingOf(aisha);
});

const UNKNOWN = '00000000-0000-4000-8000-00000000dead';
const profilePath = (kryUserId: string) =>
  `/api/uk/vitality/clinician/user-profile-information?kryUserId=${kryUserId}&partnerID=VITALITY`;
const consultationPath = (kryUserId: string) =>
  `/api/uk/vitality/v1/clinician/consultation?kryUserId=${kryUserId}&partnerId=VITALITY`;
const claimPath = (kryUserId: string, meetingId: string) =>
  `/api/mental-health-b2b/insuranceClaimInfo/${kryUserId}/${meetingId}`;
const emailPath = (meetingId: string, userId: string) =>
  `/api/uk-identity/vitality/patient-email/meeting/${meetingId}/user/${userId}`;
const setEmailPath = (meetingId: string, userId: string) =>
  `/api/uk-identity/vitality/clinician/patient-email/meeting/${meetingId}/user/${userId}`;
const formDataPath = (meetingId: string) => `/api/uk/vitality/v1/meeting/${meetingId}/form_data`;

async function expectAudited(
  answer: Answer,
  action: string,
  outcome: 'success' | 'denied' | 'failure',
  patientId: string,
) {
  expect(await auditRowsOf(t, answer)).toEqual([expect.objectContaining({ action, outcome, patientId })]);
}

/** Every route, for a patient and a meeting of theirs. */
const everyRoute = (patientId: string, meetingId: string) => [
  { method: 'GET', path: profilePath(patientId) },
  { method: 'GET', path: consultationPath(patientId) },
  { method: 'GET', path: claimPath(patientId, meetingId) },
  { method: 'GET', path: emailPath(meetingId, patientId) },
  {
    method: 'PUT',
    path: setEmailPath(meetingId, patientId),
    body: { user_id: patientId, meeting_id: meetingId, email: 'someone@example.co.uk' },
  },
  { method: 'GET', path: formDataPath(meetingId) },
];

describe("the member's insurer profile", () => {
  it('shows the MORI member her policy, underwriting start date, limits and wellness, audited', async () => {
    const answer = await vitality.get<InsurerProfileResponse>(profilePath(hannah));
    expect(answer.status).toBe(200);
    const profile = answer.body.profile!;
    expect(profile.memberDetails).toMatchObject({
      firstName: 'Hannah',
      lastName: 'Clarke',
      dateOfBirth: '1983-12-01',
      entityNumber: DEMO_INSURER.mori.entityId,
      title: 'Ms',
    });
    expect(profile.policyDetails.underwriting).toEqual({
      underWritingType: 'MORI',
      description: 'Moratorium underwriting',
      underwritingStartDate: DEMO_INSURER.mori.underwritingStartDate,
    });
    expect(profile.policyDetails.limits.OpLimit).toEqual({ limitAmount: 1000, remainingLimitAmount: 650 });
    expect(profile.policyDetails.limits.VitalityGpLimit).toEqual({ limitAmount: 12, remainingLimitAmount: 9 });
    expect(profile.vitalityRiskDetails).toMatchObject({ vitalityAge: 39, selfReportedConditions: ['Migraine'] });
    // The health check's measurements (the vitals tab), one the check did not take as null.
    expect(profile.vitalityRiskDetails.vitals).toContainEqual(
      expect.objectContaining({ name: 'Blood pressure', value: '128/82', unit: 'mmHg' }),
    );
    expect(profile.vitalityRiskDetails.vitals).toContainEqual({
      name: 'HbA1c',
      value: null,
      unit: 'mmol/mol',
      measuredAt: null,
    });
    await expectAudited(answer, 'insurer_profile.read', 'success', hannah);
  });

  it('gives the FMU member her empty values as null and limits left out as 0', async () => {
    const { body } = await vitality.get<InsurerProfileResponse>(profilePath(aisha));
    const profile = body.profile!;
    expect(profile.policyDetails.underwriting).toEqual({
      underWritingType: 'FMU',
      description: 'Full medical underwriting',
      underwritingStartDate: null,
    });
    expect(profile.memberDetails).toMatchObject({ phone: null, title: null, staffSchemeIndicator: null });
    expect(profile.policyDetails.coverageExclusion).toBeNull();
    expect(profile.policyDetails.limits.VitalityGpLimit).toEqual({ limitAmount: 6, remainingLimitAmount: 0 });
    expect(profile.policyDetails.limits.PsychiatricLimit).toEqual({ limitAmount: 0, remainingLimitAmount: 0 });
    expect(profile.vitalityRiskDetails).toEqual({
      healthCheckDate: null,
      healthReviewComplete: null,
      vitalityAge: null,
      riskSections: [],
      selfReportedConditions: [],
    });
    expect(profile.productCode).toBeNull();
  });

  it('answers profile null for another entity than the member’s', async () => {
    const answer = await vitality.get<InsurerProfileResponse>(`${profilePath(hannah)}&entityID=VH-999`);
    expect(answer.body).toEqual({ profile: null });
  });
});

describe('the consultation and the insurance claim', () => {
  it('gives the policy, the entity numbers and past claims', async () => {
    const answer = await vitality.get<InsurerConsultationResponse>(consultationPath(hannah));
    expect(answer.status).toBe(200);
    expect(answer.body.consultation).toMatchObject({
      memberEntityNumber: DEMO_INSURER.mori.entityId,
      patientEntityNumber: DEMO_INSURER.mori.entityId,
      policyDetails: { policyNumber: DEMO_INSURER.mori.policyNumber, hasEssentials: true },
    });
    expect(answer.body.consultation!.claims).toHaveLength(2);
    await expectAudited(answer, 'insurer_consultation.read', 'success', hannah);
    const fmu = await vitality.get<InsurerConsultationResponse>(consultationPath(aisha));
    expect(fmu.body.consultation).toMatchObject({ claims: [], policyDetails: { hasVitalityAtWork: true } });
  });

  it('shows the claim with its triage note and two attachments, and claim null for a member without one', async () => {
    const answer = await vitality.get<InsuranceClaimInfoResponse>(claimPath(hannah, hannahMeeting));
    expect(answer.status).toBe(200);
    expect(answer.body.claim).toMatchObject({
      insuranceNumber: 'VHC-4417-2093',
      numberOfAppointments: -1,
      remainedAppointments: -1,
      triageNote: expect.stringContaining('Recurring headaches'),
    });
    expect(answer.body.claim!.attachments).toHaveLength(2);
    await expectAudited(answer, 'insurer_claim.read', 'success', hannah);
    // Aisha comes on a prehab claim: three appointments authorised, two of them left.
    expect((await vitality.get<InsuranceClaimInfoResponse>(claimPath(aisha, aishaMeeting))).body.claim).toMatchObject({
      insuranceNumber: 'VHC-5802-7719',
      numberOfAppointments: 3,
      remainedAppointments: 2,
    });
  });

  it("answers 404 when the path's user is not the meeting's patient", async () => {
    expect((await vitality.get(claimPath(aisha, hannahMeeting))).status).toBe(404);
    expect((await vitality.get(emailPath(hannahMeeting, aisha))).status).toBe(404);
  });
});

describe('the migration warning', () => {
  it('says whether the meeting’s insurer form data exists in another system', async () => {
    const aishas = await vitality.get<InsurerFormDataResponse>(formDataPath(aishaMeeting));
    expect(aishas.body).toEqual({ exists: true });
    await expectAudited(aishas, 'insurer_form_data.read', 'success', aisha);
    expect((await vitality.get(formDataPath(hannahMeeting))).body).toEqual({ exists: false });
  });
});

describe("the patient's e-mail", () => {
  const set = (client: TestClient, email: string, overrides: Record<string, string> = {}) =>
    client.request<PatientEmailResponse>('PUT', setEmailPath(hannahMeeting, hannah), {
      user_id: hannah,
      meeting_id: hannahMeeting,
      email,
      ...overrides,
    });

  it('is none at first, then what the clinician set, audited', async () => {
    expect((await vitality.get(emailPath(aishaMeeting, aisha))).body).toEqual({ email: null });
    const saved = await set(vitality, 'hannah.clarke@example.co.uk');
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ email: 'hannah.clarke@example.co.uk' });
    await expectAudited(saved, 'insurer_patient_email.set', 'success', hannah);
    const read = await vitality.get<PatientEmailResponse>(emailPath(hannahMeeting, hannah));
    expect(read.body).toEqual({ email: 'hannah.clarke@example.co.uk' });
    await expectAudited(read, 'insurer_patient_email.read', 'success', hannah);
  });

  it('refuses an invalid e-mail (422) and a body naming another user or meeting (400); nothing changed', async () => {
    await set(vitality, 'hannah@example.com');
    for (const email of ['not-an-email', 'a b@example.com', `${'x'.repeat(65)}@example.com`, 'hannah@example']) {
      const refused = await set(vitality, email);
      expect(refused.status, email).toBe(422);
      expect(refused.body).toMatchObject({ error: { key: 'invalid_email' } });
    }
    const other = await set(vitality, 'hannah@example.org', { user_id: aisha });
    expect(other.status).toBe(400);
    expect((await vitality.get(emailPath(hannahMeeting, hannah))).body).toEqual({ email: 'hannah@example.com' });
  });
});

describe('who may reach it', () => {
  it('answers clinicians without the care relationship as for a missing patient, the denial audited', async () => {
    for (const client of [gbGp, seDoctor]) {
      for (const route of everyRoute(hannah, hannahMeeting)) {
        const foreign = await client.request(route.method, route.path, route.body);
        const missing = await client.request(
          route.method,
          route.path.replaceAll(hannah, UNKNOWN).replaceAll(hannahMeeting, UNKNOWN),
          route.body,
        );
        expect(foreign.status, route.path).toBe(404);
        expect(foreign.text).toBe(missing.text);
        expect(await auditRowsOf(t, foreign)).toEqual([
          expect.objectContaining({ outcome: 'denied', patientId: hannah }),
        ]);
      }
    }
  });

  it('refuses a GB GP outside the insurer partnership with his own patient (403), the refusal audited', async () => {
    const oliver = DEMO_EPS.enabledPatientId;
    const meetingId = DEMO_EPS.enabledMeetingId;
    for (const route of everyRoute(oliver, meetingId)) {
      const refused = await gbGp.request(route.method, route.path, route.body);
      expect(refused.status, route.path).toBe(403);
      expect(await auditRowsOf(t, refused)).toEqual([
        expect.objectContaining({ outcome: 'denied', patientId: oliver }),
      ]);
    }
    const [stored] = await t.database.db
      .select()
      .from(embeddedInsurerPatientEmails)
      .where(eq(embeddedInsurerPatientEmails.kryUserId, oliver));
    expect(stored).toBeUndefined();
  });
});

describe('the consultation report sink', () => {
  it('receives a report once per idempotency key, and the development list shows it', async () => {
    const insurer: InsurerSystem = new EmbeddedInsurerSystem(t.database.db);
    const by = { requesterId: DEMO_IDS.clinicians.gbVitality, meetingId: hannahMeeting };
    const key = `report-${hannahMeeting}-1`;
    const first = await insurer.receiveReport(key, { consultation: 'first' }, by);
    const again = await insurer.receiveReport(key, { consultation: 'second' }, by);
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ report: first.report, duplicate: true });
    expect(
      await t.database.db.select().from(embeddedInsurerReports).where(eq(embeddedInsurerReports.idempotencyKey, key)),
    ).toHaveLength(1);
    const listed = await vitality.get<InsurerReportsResponse>('/api/dev/insurer/reports');
    expect(listed.body.reports.filter((r) => r.idempotencyKey === key)).toEqual([
      expect.objectContaining({ idempotencyKey: key, payload: { consultation: 'first' } }),
    ]);
  });
});

describe('with the insurer down', () => {
  it('answers 503 insurer_unavailable, stores nothing, audits the failure, and works again once it is back', async () => {
    const faults = '/api/dev/faults/insurer';
    expect((await vitality.request('PUT', faults, { fault: 'insurer_unavailable' })).status).toBe(200);
    try {
      expect((await vitality.request('PUT', faults, { fault: 'no_such_fault' })).status).toBe(400);
      const read = await vitality.get(profilePath(hannah));
      expect(read.status).toBe(503);
      expect(read.body).toMatchObject({ error: { key: 'insurer_unavailable' } });
      await expectAudited(read, 'insurer_profile.read', 'failure', hannah);

      const write = await vitality.request('PUT', setEmailPath(aishaMeeting, aisha), {
        user_id: aisha,
        meeting_id: aishaMeeting,
        email: 'aisha@example.com',
      });
      expect(write.status).toBe(503);
      expect(write.body).toMatchObject({ error: { key: 'insurer_unavailable' } });
      await expectAudited(write, 'insurer_patient_email.set', 'failure', aisha);

      const insurer: InsurerSystem = new EmbeddedInsurerSystem(t.database.db);
      const key = `report-${aishaMeeting}-down`;
      await expect(insurer.receiveReport(key, {}, { requesterId: 'x' })).rejects.toEqual(
        new InsurerError('insurer_unavailable'),
      );
      expect(
        await t.database.db.select().from(embeddedInsurerReports).where(eq(embeddedInsurerReports.idempotencyKey, key)),
      ).toEqual([]);
    } finally {
      expect((await vitality.request('PUT', faults, { fault: null })).body).toEqual({ fault: null });
    }
    expect((await vitality.get(emailPath(aishaMeeting, aisha))).body).toEqual({ email: null });
    expect((await vitality.get(profilePath(hannah))).status).toBe(200);
  });
});
