import { describe, expect, it } from 'vitest';
import {
  ContactPerson,
  HealthObservationsResponse,
  PatientOverview,
  PatientWarningsResponse,
  ProrenataWarningsResponse,
  type ErrorBody,
} from '@konsult/domain';
import { demoMeetingId, demoPatientId } from '../demo/demo-ids';
import { EmbeddedRecordsSystem } from '../integrations/records-system/embedded';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import type { TestClient } from '../test/client';
import { useTestApp } from '../test/file-app';

/**
 * The patient tab beside a consultation. Anna (se.doctor) reads Astrid's warnings and reported health, the
 * overview of her meetings today, and what the records system says about reaching her patients' records. Claire
 * (fr.doctor) reads her patient's contact person. James (gb.gp) shares no patient with Anna: every route answers
 * him 404, as for a patient who does not exist, and the attempt is in the audit trail.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const maria = t.signedIn('se.nurse');
const claire = t.signedIn('fr.doctor');
const rebecca = t.signedIn('gb.vitality');
const james = t.signedIn('gb.gp');

const P = {
  astrid: demoPatientId(0x101),
  johan: demoPatientId(0x102),
  elin: demoPatientId(0x103),
  lars: demoPatientId(0x104),
  hannah: demoPatientId(0x205),
  aisha: demoPatientId(0x207),
  camille: demoPatientId(0x401),
  yasmine: demoPatientId(0x403),
  marie: demoPatientId(0x503),
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const warningsPath = (patientId: string) => `/api/medicalrecord/patient/warnings/${patientId}`;
const prorenataPath = (patientId: string) => `/api/medicalrecord/patient/prorenatawarnings/${patientId}`;
const contactPath = (meetingId: string, patientId: string) =>
  `/api/fr-patient-details/contact-person/${meetingId}/patient/${patientId}`;
const observationsPath = (patientId: string, history = 'true') =>
  `/api/facts/patients/${patientId}/observations?history=${history}&localisedValues=true`;
const overviewPath = (patientId: string, meetingId?: string) =>
  `/api/patient/${patientId}/overview${meetingId ? `?meetingId=${meetingId}` : ''}`;

describe('warnings', () => {
  it("Anna sees Astrid's four warnings, newest first, both kinds, and an audit row of her reading them", async () => {
    const answer = await anna.get<PatientWarningsResponse>(warningsPath(P.astrid));
    expect(answer.status).toBe(200);
    const { warnings } = PatientWarningsResponse.parse(answer.body);
    expect(warnings).toHaveLength(4);
    expect(new Set(warnings.map((w) => w.type))).toEqual(new Set(['WARNING', 'INFO']));
    const times = warnings.map((w) => w.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(warnings.find((w) => w.reason === 'Penicillinallergi')).toMatchObject({
      type: 'WARNING',
      clinicianName: 'Anna Lindgren',
      note: expect.stringContaining('penicillin'),
    });
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'patient_warnings.read', outcome: 'success', patientId: P.astrid }),
    ]);
  });

  it('Johan has none: an empty list', async () => {
    const answer = await anna.get<PatientWarningsResponse>(warningsPath(P.johan));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ warnings: [] });
  });
});

describe('the records system’s access warnings', () => {
  it("say the pool cannot reach Lars's house, fall back to middle storage for Johan, and nothing for Elin", async () => {
    const codes = async (patientId: string) =>
      ProrenataWarningsResponse.parse((await anna.get(prorenataPath(patientId))).body).codes;
    expect(await codes(P.lars)).toEqual(['prn_no_access_to_house_error']);
    expect(await codes(P.johan)).toEqual(['error_falling_back_to_middle_storage']);
    expect(await codes(P.elin)).toEqual([]);
  });

  it('with the house-access fault set, the embedded records system gives every patient that warning', async () => {
    const faulty = new EmbeddedRecordsSystem('prn_no_access_to_house_error', t.database.db);
    expect(await faulty.accessWarnings(P.elin)).toEqual(['prn_no_access_to_house_error']);
    expect(await faulty.accessWarnings(P.lars)).toEqual(['prn_no_access_to_house_error']);
    expect(await new EmbeddedRecordsSystem('prn_timeout_exceeded', t.database.db).accessWarnings(P.elin)).toEqual([]);
  });
});

describe('the French contact person', () => {
  const yasminesMeeting = demoMeetingId('fr.doctor', 'today-current');
  const camillesMeeting = demoMeetingId('fr.doctor', 'today-completed');

  it("Claire sees Yasmine's brother as her contact person", async () => {
    const answer = await claire.get<ContactPerson>(contactPath(yasminesMeeting, P.yasmine));
    expect(answer.status).toBe(200);
    expect(ContactPerson.parse(answer.body)).toEqual({
      firstName: 'Karim',
      lastName: 'Benali',
      phoneNumber: '+33 6 98 76 54 32',
      relationship: 'Frère',
    });
  });

  it('Camille has none: 404, which the client treats as no contact person', async () => {
    const answer = await claire.get<ErrorBody>(contactPath(camillesMeeting, P.camille));
    expect(answer.status).toBe(404);
    expect(answer.body.error.key).toBe('notFound');
  });

  it("asking Yasmine's meeting about another patient is 404 and audited as denied", async () => {
    const answer = await claire.get(contactPath(yasminesMeeting, P.camille));
    expect(answer.status).toBe(404);
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'contact_person.read', outcome: 'denied', patientId: P.camille }),
    ]);
  });

  it('a patient id that is not an id is 400', async () => {
    const answer = await claire.get<ErrorBody>(contactPath(yasminesMeeting, 'yasmine'));
    expect(answer.status).toBe(400);
    expect(answer.body.error.key).toBe('invalid_input');
  });
});

describe('health observations', () => {
  it("Anna sees Astrid's two sf_36 answers and her allergies; the latest only keeps one height and weight", async () => {
    const all = HealthObservationsResponse.parse((await anna.get(observationsPath(P.astrid))).body).observations;
    expect(all.filter((o) => o.sourceDetails.name === 'sf_36')).toHaveLength(4);
    expect(new Set(all.map((o) => o.responseSetId)).size).toBe(3);
    const times = all.map((o) => o.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const allergies = all.filter((o) => o.propertyName === 'allergy');
    expect(allergies.map((o) => o.values)).toContainEqual(['Penicillin', 'Hudtest', 'Utslag och svullnad']);
    expect(allergies.every((o) => o.sourceDetails.name === 'health_profile_allergies')).toBe(true);

    const latest = HealthObservationsResponse.parse(
      (await anna.get(observationsPath(P.astrid, 'false'))).body,
    ).observations;
    expect(latest.filter((o) => o.propertyName === 'body_height').map((o) => o.values)).toEqual([['168']]);
    expect(latest.filter((o) => o.propertyName === 'body_weight').map((o) => o.values)).toEqual([['71.5']]);
    expect(latest.filter((o) => o.propertyName === 'allergy')).toHaveLength(2);
  });

  it('a weight reported as "more than 150 kg" keeps its gt_ prefix', async () => {
    const de = await t.signInNow('de.doctor');
    const { observations } = HealthObservationsResponse.parse((await de.get(observationsPath(P.marie))).body);
    expect(observations.map((o) => [o.propertyName, o.values])).toEqual(
      expect.arrayContaining([
        ['body_height', ['170']],
        ['gt_body_weight', ['150']],
      ]),
    );
  });

  it('history that is neither true nor false is 400', async () => {
    expect((await anna.get(observationsPath(P.astrid, 'yes'))).status).toBe(400);
  });
});

describe('the patient overview', () => {
  const overview = async (client: TestClient, patientId: string, meetingId?: string) => {
    const answer = await client.get<PatientOverview>(overviewPath(patientId, meetingId));
    expect(answer.status).toBe(200);
    return PatientOverview.parse(answer.body);
  };

  it("Elin's current meeting: her health-check score and listing, no claim, no child", async () => {
    expect(await overview(anna, P.elin, demoMeetingId('se.doctor', 'today-current'))).toEqual({
      healthCheckScore: { totalScore: 82, physicalScore: 41, mentalScore: 41, maxScore: 100 },
      insuranceClaim: null,
      listing: { isListed: true, isBvcListed: true, healthCenter: 'Vårdcentralen Hornstull' },
      childRelationshipVerified: null,
    });
  });

  it("Astrid's revisit today is paid by her employer: a B2B claim, and her newest score", async () => {
    const answer = await overview(anna, P.astrid, demoMeetingId('se.doctor', 'today-next'));
    expect(answer.healthCheckScore?.totalScore).toBe(71);
    expect(answer.insuranceClaim).toMatchObject({
      company: 'Nordisk Företagshälsa',
      numberOfAppointments: 5,
      remainedAppointments: 3,
      isRevoked: false,
      validFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("Ella's relationship to Elin was never verified; Noah's was", async () => {
    expect((await overview(anna, P.elin, demoMeetingId('se.doctor', 'today-child'))).childRelationshipVerified).toBe(
      false,
    );
    expect((await overview(maria, P.elin, demoMeetingId('se.nurse', 'today-child'))).childRelationshipVerified).toBe(
      true,
    );
  });

  it('Vitality: Hannah comes on an insurance claim (-1), Aisha on prehab (3)', async () => {
    const hannah = await overview(rebecca, P.hannah, demoMeetingId('gb.vitality', 'today-current'));
    expect(hannah.insuranceClaim).toMatchObject({ numberOfAppointments: -1, remainedAppointments: -1 });
    expect(hannah.insuranceClaim?.attachments).toHaveLength(2);
    expect(hannah.listing).toBeNull();
    const aisha = await overview(rebecca, P.aisha, demoMeetingId('gb.vitality', 'today-text'));
    expect(aisha.insuranceClaim).toMatchObject({ numberOfAppointments: 3, remainedAppointments: 2 });
  });

  it('without a meeting (the meetingless view): no claim and no child', async () => {
    const answer = await overview(anna, P.astrid);
    expect(answer.insuranceClaim).toBeNull();
    expect(answer.childRelationshipVerified).toBeNull();
    expect(answer.healthCheckScore?.totalScore).toBe(71);
  });

  it("a meeting of another patient, or someone else's meeting, is 404 and audited as denied", async () => {
    const johansMeeting = demoMeetingId('se.doctor', 'today-cancelled');
    const other = await anna.get(overviewPath(P.elin, johansMeeting));
    expect(other.status).toBe(404);
    expect(await auditRowsOf(t, other)).toEqual([
      expect.objectContaining({ action: 'patient_overview.read', outcome: 'denied', patientId: P.johan }),
    ]);
    const marias = await anna.get(overviewPath(P.elin, demoMeetingId('se.nurse', 'today-child')));
    expect(marias.status).toBe(404);
    expect(marias.text).toBe((await anna.get(overviewPath(P.elin, UNKNOWN_ID))).text);
  });

  it('a meeting id that is not an id is 400', async () => {
    expect((await anna.get(overviewPath(P.elin, 'today'))).status).toBe(400);
  });
});

describe('a clinician without a care relationship', () => {
  const elinsMeeting = demoMeetingId('se.doctor', 'today-current');
  const probes = [
    ['warnings', warningsPath(P.elin), warningsPath(UNKNOWN_ID)],
    ['prorenata warnings', prorenataPath(P.elin), prorenataPath(UNKNOWN_ID)],
    ['contact person', contactPath(elinsMeeting, P.elin), contactPath(UNKNOWN_ID, P.elin)],
    ['observations', observationsPath(P.elin), observationsPath(UNKNOWN_ID)],
    ['overview', overviewPath(P.elin, elinsMeeting), overviewPath(UNKNOWN_ID, elinsMeeting)],
  ] as const;

  it.each(probes)(
    'James gets 404 for %s of Anna’s patient, as for nobody, and the denial is audited',
    async (_, path, missing) => {
      await expectDeniedAsMissing(t, await james.get(path), await james.get(missing), { patientId: P.elin });
    },
  );
});
