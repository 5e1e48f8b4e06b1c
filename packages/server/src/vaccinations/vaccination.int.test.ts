import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BodySitesResponse,
  EnterImmunizationInErrorResponse,
  ImmunizationSeriesResponse,
  isUnfinishedSeries,
  LotNumbersResponse,
  MeetingCareFacilityResponse,
  NewImmunizationResponse,
  NewImmunizationSeriesResponse,
  ProgramsResponse,
  Reporter,
  VaccinesResponse,
  type ErrorBody,
  type ImmunizationSeries,
  type NewImmunizationBody,
} from '@konsult/domain';
import { DEMO_CARE_FACILITIES } from '../demo/demo-care-facilities';
import { demoImmunizationId } from '../demo/demo-vaccinations';
import { demoClinicianId, demoMeetingId, demoPatientId } from '../demo/demo-ids';
import { immunizations } from '../platform/db/schema';
import { auditRowsOf } from '../test/audit-rows';
import { TestClient, type Answer } from '../test/client';
import { useTestApp } from '../test/file-app';

/**
 * The vaccination list. Anna (se.doctor) sees Astrid at the clinic on Södermalm today (her revisit): Astrid's TBE
 * series stopped at dose 2 of 3. Anna registers dose 3, and the server refuses every registration the seed's rules
 * forbid (a 2-character lot number, a dose above the series, a dose number already given, catalogue ids it does not
 * know, another patient's series). Elin's meeting is digital: no care facility, so no registration. Maria
 * (se.nurse) removes a dose with a reason. Fredrik, the psychologist, may read but not register. James (gb.gp) has
 * no care relationship with Astrid: every patient endpoint answers him 404, as for nobody, and audits the denial.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const maria = t.signedIn('se.nurse');
const fredrik = t.signedIn('se.psychologist');
const james = t.signedIn('gb.gp');

const ASTRID = demoPatientId(0x101);
const JOHAN = demoPatientId(0x102);
const KARIN = demoPatientId(0x106);
const CLINIC_VISIT = demoMeetingId('se.doctor', 'today-next');
const DIGITAL = demoMeetingId('se.doctor', 'today-current');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const BASE = '/api/vaccination/clinician';
const DAY = 86_400_000;

const seriesPath = (patientId: string) => `${BASE}/immunization-series?patientId=${patientId}`;

async function seriesOf(client: TestClient, patientId: string): Promise<ImmunizationSeries[]> {
  const answer = await client.get(seriesPath(patientId));
  expect(answer.status).toBe(200);
  return ImmunizationSeriesResponse.parse(answer.body).immunizationSeries;
}

const programOf = (list: ImmunizationSeries[], programId: string) => list.find((s) => s.program.id === programId)!;

/** Astrid's TBE dose 3 at today's clinic visit, as the add modal sends it. */
function doseBody(seriesId: string, overrides: Partial<NewImmunizationBody> = {}): NewImmunizationBody {
  return {
    series_id: seriesId,
    vaccine_id: 'fsme-immun',
    meeting_id: CLINIC_VISIT,
    care_facility_id: DEMO_CARE_FACILITIES.sodermalm.id,
    performer_id: demoClinicianId('se.doctor'),
    dose_number: 3,
    body_site_id: 'left-upper-arm',
    dose_quantity_value: 0.5,
    dose_quantity_unit: 'ml',
    lot_number: 'JF2153',
    occurred_at: Date.now() - 60_000,
    ...overrides,
  };
}

function issuesOf(answer: Answer): { path: string; code: string }[] {
  expect(answer.status).toBe(400);
  return (answer.body as ErrorBody).error.issues!.map(({ path, code }) => ({ path, code }));
}

describe('the catalogues (any signed-in clinician)', () => {
  it('list the body sites in SNOMED CT, the TBE vaccines, the programmes of a vaccine, and suggested lots', async () => {
    const sites = BodySitesResponse.parse((await anna.get(`${BASE}/body-sites`)).body).bodySites;
    expect(sites).toContainEqual({ id: 'left-upper-arm', code: '368208006' });

    const tbe = VaccinesResponse.parse((await anna.get(`${BASE}/vaccines?programId=tbe-primary`)).body).vaccines;
    expect(tbe.map((v) => v.name)).toEqual(['FSME-Immun', 'FSME-Immun Junior', 'Encepur', 'Encepur Barn']);
    expect(tbe[0]).toMatchObject({
      manufacturerName: 'Pfizer',
      doseQuantities: [{ value: 0.5, unit: 'ml' }],
      targetDiseases: [{ code: '712986001', system: 'http://snomed.info/sct' }],
    });
    const all = VaccinesResponse.parse((await anna.get(`${BASE}/vaccines`)).body).vaccines;
    expect(all.length).toBeGreaterThan(tbe.length);

    const programs = ProgramsResponse.parse((await anna.get(`${BASE}/programs?vaccineId=fsme-immun`)).body).programs;
    expect(programs).toEqual([
      { id: 'tbe-primary', lokaliseKeySuffix: 'tbe-primary', seriesDoses: 3 },
      { id: 'tbe-booster', lokaliseKeySuffix: 'tbe-booster' },
    ]);

    const lots = LotNumbersResponse.parse((await anna.get(`${BASE}/lot-numbers?vaccineId=fsme-immun`)).body);
    expect(lots.lotNumbers.slice(0, 3)).toEqual(['FR4893', 'JF2153', 'KX8071']);
    expect(lots.lotNumbers).toContain('263411'); // Encepur: the same target disease
    expect(lots.lotNumbers).not.toContain('X3G361V'); // Vaxigrip Tetra: influenza
    expect((await anna.get(`${BASE}/lot-numbers?vaccineId=nothing`)).body).toEqual({ lotNumbers: [] });
    expect((await anna.get(`${BASE}/lot-numbers`)).status).toBe(400);
  });

  it('answer James too, who has no Swedish patient, and nobody without a session', async () => {
    expect((await james.get(`${BASE}/body-sites`)).status).toBe(200);
    for (const path of ['body-sites', 'programs', 'vaccines', 'lot-numbers?vaccineId=fsme-immun']) {
      expect((await new TestClient(t.baseUrl).get(`${BASE}/${path}`)).status, path).toBe(401);
    }
  });

  it("name an immunization's reporter, and nobody for an unknown id", async () => {
    const answer = await anna.get(`${BASE}/reporters/${demoClinicianId('se.nurse')}`);
    expect(Reporter.parse(answer.body)).toEqual({ id: demoClinicianId('se.nurse'), name: 'Maria Ek' });
    expect((await anna.get(`${BASE}/reporters/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await anna.get(`${BASE}/reporters/maria`)).status).toBe(404);
  });
});

describe("Astrid's vaccinations at her clinic visit", () => {
  it('are four series: TBE 2 of 3 and influenza unfinished, hepatitis A+B done, a Boostrix dose removed', async () => {
    const answer = await anna.get(seriesPath(ASTRID));
    const list = ImmunizationSeriesResponse.parse(answer.body).immunizationSeries;
    expect(list.map((s) => s.program.id).sort()).toEqual(
      ['diphtheria-tetanus-booster', 'hepatitis-a-b', 'influenza-seasonal', 'tbe-primary'].sort(),
    );
    const tbe = programOf(list, 'tbe-primary');
    expect(tbe.program.seriesDoses).toBe(3);
    expect(tbe.immunizations.map((i) => [i.doseNumber, i.status, i.vaccine.name, i.lotNumber])).toEqual([
      [1, 'completed', 'FSME-Immun', 'FR4893'],
      [2, 'completed', 'FSME-Immun', 'FR4893'],
    ]);
    expect(tbe.immunizations[0]!.bodySite).toEqual({ id: 'left-upper-arm', code: '368208006' });
    expect(
      list
        .filter(isUnfinishedSeries)
        .map((s) => s.program.id)
        .sort(),
    ).toEqual(['influenza-seasonal', 'tbe-primary']);
    expect(programOf(list, 'influenza-seasonal').program.seriesDoses).toBeUndefined();
    const removed = programOf(list, 'diphtheria-tetanus-booster').immunizations[0]!;
    expect(removed).toMatchObject({ status: 'entered-in-error', note: expect.stringMatching(/fel patient/) });
    expect(removed.lastUpdatedAt).toBeGreaterThan(removed.occurredAt);
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'immunization_series.read', outcome: 'success', patientId: ASTRID }),
    ]);
  });

  it('is at Konsult Vårdcentral Södermalm; Elin’s video meeting has no care facility', async () => {
    const clinic = await anna.get(`${BASE}/care-facility?meetingId=${CLINIC_VISIT}`);
    expect(MeetingCareFacilityResponse.parse(clinic.body)).toEqual({
      careFacility: { id: 'se-vc-sodermalm', name: 'Konsult Vårdcentral Södermalm' },
    });
    expect(await auditRowsOf(t, clinic)).toEqual([
      expect.objectContaining({ action: 'vaccination_care_facility.read', outcome: 'success', patientId: ASTRID }),
    ]);
    expect((await anna.get(`${BASE}/care-facility?meetingId=${DIGITAL}`)).body).toEqual({ careFacility: null });
  });

  it('refuses what the rules forbid, each with its issue, and audits the failure', async () => {
    const tbe = programOf(await seriesOf(anna, ASTRID), 'tbe-primary');
    const johansTbe = programOf(await seriesOf(anna, JOHAN), 'tbe-primary');
    const post = (overrides: Partial<NewImmunizationBody>) =>
      anna.post(`${BASE}/immunization`, doseBody(tbe.id, overrides));

    const shortLot = await post({ lot_number: 'AB' });
    expect(issuesOf(shortLot)).toEqual([{ path: 'body.lot_number', code: 'lot_number_too_short' }]);
    expect(await auditRowsOf(t, shortLot)).toEqual([
      expect.objectContaining({ action: 'immunization.create', outcome: 'failure', patientId: ASTRID }),
    ]);
    expect(issuesOf(await post({ lot_number: 'X'.repeat(129) }))).toEqual([
      { path: 'body.lot_number', code: 'lot_number_too_long' },
    ]);
    expect(issuesOf(await post({ dose_number: 4 }))).toEqual([
      { path: 'body.dose_number', code: 'dose_number_above_series' },
    ]);
    expect(issuesOf(await post({ dose_number: 2 }))).toEqual([
      { path: 'body.dose_number', code: 'dose_number_completed' },
    ]);
    expect(issuesOf(await post({ vaccine_id: 'no-such-vaccine' }))).toEqual([
      { path: 'body.vaccine_id', code: 'unknown' },
    ]);
    // Vaxigrip Tetra exists, but not in the TBE programme.
    expect(issuesOf(await post({ vaccine_id: 'vaxigrip-tetra' }))).toEqual([
      { path: 'body.vaccine_id', code: 'unknown' },
    ]);
    expect(issuesOf(await post({ body_site_id: 'left-ear' }))).toEqual([
      { path: 'body.body_site_id', code: 'unknown' },
    ]);
    expect(issuesOf(await post({ dose_quantity_value: 0.25 }))).toEqual([
      { path: 'body.dose_quantity_value', code: 'unknown' },
    ]);
    expect(issuesOf(await post({ occurred_at: Date.now() + 2 * DAY }))).toEqual([
      { path: 'body.occurred_at', code: 'date_in_future' },
    ]);
    expect(issuesOf(await post({ series_id: johansTbe.id }))).toEqual([{ path: 'body.series_id', code: 'unknown' }]);
    expect((await post({ series_id: johansTbe.id })).text).toBe((await post({ series_id: UNKNOWN_ID })).text);
    expect(issuesOf(await post({ performer_id: demoClinicianId('se.nurse') }))).toEqual([
      { path: 'body.performer_id', code: 'not_signed_in_clinician' },
    ]);
    expect(issuesOf(await post({ care_facility_id: DEMO_CARE_FACILITIES.vaccinationCentre.id }))).toEqual([
      { path: 'body.care_facility_id', code: 'not_meeting_facility' },
    ]);
    expect((await post({ dose_number: 'three' as unknown as number })).status).toBe(400);

    expect(programOf(await seriesOf(anna, ASTRID), 'tbe-primary').immunizations).toHaveLength(2);
  });

  it('registers dose 3 of the TBE series, which finishes it, and audits the registration', async () => {
    const tbe = programOf(await seriesOf(anna, ASTRID), 'tbe-primary');
    const answer = await anna.post(`${BASE}/immunization`, doseBody(tbe.id, { lot_number: '  jf2153  ' }));
    expect(answer.status).toBe(201);
    const { immunization } = NewImmunizationResponse.parse(answer.body);
    expect(immunization).toMatchObject({
      status: 'completed',
      doseNumber: 3,
      lotNumber: 'jf2153',
      vaccine: { id: 'fsme-immun', name: 'FSME-Immun' },
      bodySite: { id: 'left-upper-arm', code: '368208006' },
      reporterId: demoClinicianId('se.doctor'),
      note: null,
    });
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({
        action: 'immunization.create',
        outcome: 'success',
        patientId: ASTRID,
        resourceType: 'immunization',
        resourceId: immunization.id,
      }),
    ]);
    const after = programOf(await seriesOf(anna, ASTRID), 'tbe-primary');
    expect(after.immunizations.map((i) => i.doseNumber)).toEqual([1, 2, 3]);
    expect(isUnfinishedSeries(after)).toBe(false);
  });

  it('starts a new series only for a programme the catalogue knows, and fills it', async () => {
    const unknown = await anna.post(`${BASE}/immunization-series`, { patient_id: ASTRID, program_id: 'smallpox' });
    expect(issuesOf(unknown)).toEqual([{ path: 'body.program_id', code: 'unknown' }]);

    const created = await anna.post(`${BASE}/immunization-series`, { patient_id: ASTRID, program_id: 'hepatitis-b' });
    expect(created.status).toBe(201);
    const { seriesId } = NewImmunizationSeriesResponse.parse(created.body);
    expect(await auditRowsOf(t, created)).toEqual([
      expect.objectContaining({ action: 'immunization_series.create', outcome: 'success', resourceId: seriesId }),
    ]);
    // A new series without doses is not unfinished: the chooser does not offer it.
    const fresh = programOf(await seriesOf(anna, ASTRID), 'hepatitis-b');
    expect(fresh).toMatchObject({ id: seriesId, immunizations: [] });
    expect(isUnfinishedSeries(fresh)).toBe(false);

    // Two clinicians' tabs save dose 1 at the same moment: one wins, the other hears the number is taken.
    const body = doseBody(seriesId, {
      vaccine_id: 'engerix-b',
      dose_number: 1,
      dose_quantity_value: 1,
      lot_number: 'AHBVD014AA',
    });
    const [a, b] = await Promise.all([
      anna.post(`${BASE}/immunization`, body),
      anna.post(`${BASE}/immunization`, body),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    const refused = a.status === 400 ? a : b;
    expect(issuesOf(refused)).toEqual([{ path: 'body.dose_number', code: 'dose_number_completed' }]);
    expect(isUnfinishedSeries(programOf(await seriesOf(anna, ASTRID), 'hepatitis-b'))).toBe(true);
  });

  it('never answers a request body with a server error', async () => {
    const tbe = programOf(await seriesOf(anna, ASTRID), 'tbe-primary');
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            dose_number: fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double(), fc.string()),
            lot_number: fc.oneof(fc.string({ maxLength: 300 }), fc.constant(null)),
            occurred_at: fc.oneof(fc.integer(), fc.double(), fc.constant(-1)),
            dose_quantity_value: fc.oneof(fc.double(), fc.integer()),
            vaccine_id: fc.oneof(fc.constantFrom('fsme-immun', 'encepur', ''), fc.string()),
            body_site_id: fc.oneof(fc.constant('left-thigh'), fc.string()),
          },
          { requiredKeys: [] },
        ),
        async (overrides) => {
          const answer = await anna.post(`${BASE}/immunization`, {
            ...doseBody(tbe.id, { dose_number: 3 }),
            ...overrides,
          });
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('a digital meeting', () => {
  it('has no care facility: registering there is 409 no_care_facility', async () => {
    const elinsSeries = await seriesOf(anna, demoPatientId(0x103));
    const answer = await anna.post(
      `${BASE}/immunization`,
      doseBody(elinsSeries[0]!.id, { meeting_id: DIGITAL, care_facility_id: 'se-vc-sodermalm' }),
    );
    expect(answer.status).toBe(409);
    expect((answer.body as ErrorBody).error.key).toBe('no_care_facility');
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'immunization.create', outcome: 'failure' }),
    ]);
  });
});

describe('removing a vaccination', () => {
  const astridsFluDose = demoImmunizationId(0x101, 3); // influenza dose 2, 40 days ago
  const removePath = (id: string) => `${BASE}/immunization/${id}`;

  it('needs a reason', async () => {
    for (const note of ['', '   ']) {
      const answer = await maria.request('PUT', removePath(astridsFluDose), { status: 'entered-in-error', note });
      expect(answer.status, JSON.stringify(note)).toBe(400);
    }
    expect((await maria.request('PUT', removePath(astridsFluDose), { status: 'completed', note: 'x' })).status).toBe(
      400,
    );
  });

  it('enters the dose in error with the reason, once; it then shows as removed', async () => {
    const answer = await maria.request('PUT', removePath(astridsFluDose), {
      status: 'entered-in-error',
      note: '  Fel vaccin registrerat  ',
    });
    expect(answer.status).toBe(200);
    const { immunization } = EnterImmunizationInErrorResponse.parse(answer.body);
    expect(immunization).toMatchObject({
      id: astridsFluDose,
      status: 'entered-in-error',
      note: 'Fel vaccin registrerat',
    });
    expect(immunization.lastUpdatedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'immunization.enter_in_error', outcome: 'success', patientId: ASTRID }),
    ]);

    const again = await maria.request('PUT', removePath(astridsFluDose), { status: 'entered-in-error', note: 'x' });
    expect(again.status).toBe(409);
    expect((again.body as ErrorBody).error.key).toBe('already_entered_in_error');

    const flu = programOf(await seriesOf(anna, ASTRID), 'influenza-seasonal');
    expect(flu.immunizations.map((i) => i.status)).toEqual(['completed', 'entered-in-error']);
  });

  it('is the only change the database lets a dose have', async () => {
    const id = demoImmunizationId(0x101, 0);
    await expect(
      t.database.db.update(immunizations).set({ lotNumber: 'CHANGED' }).where(eq(immunizations.id, id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(immunizations).where(eq(immunizations.id, id))).rejects.toThrow();
  });
});

describe('professions', () => {
  it('let Fredrik, a psychologist, read his patient’s vaccinations but neither start a series nor register', async () => {
    expect(await seriesOf(fredrik, KARIN)).toEqual([]);
    const series = await fredrik.post(`${BASE}/immunization-series`, { patient_id: KARIN, program_id: 'hpv' });
    expect(series.status).toBe(403);
    expect(await auditRowsOf(t, series)).toEqual([
      expect.objectContaining({ action: 'immunization_series.create', outcome: 'denied', patientId: KARIN }),
    ]);
    const dose = await fredrik.post(
      `${BASE}/immunization`,
      doseBody(UNKNOWN_ID, { meeting_id: demoMeetingId('se.psychologist', 'today-current') }),
    );
    expect(dose.status).toBe(403);
  });
});

describe('a clinician without a care relationship', () => {
  const astridsDose = demoImmunizationId(0x101, 1);

  const probes: [string, (id: string, meetingId: string) => Promise<Answer>][] = [
    ['the immunization series', (id) => james.get(seriesPath(id))],
    ['the meeting’s care facility', (_, meetingId) => james.get(`${BASE}/care-facility?meetingId=${meetingId}`)],
    ['a new series', (id) => james.post(`${BASE}/immunization-series`, { patient_id: id, program_id: 'tbe-booster' })],
    [
      'a new immunization',
      (_, meetingId) =>
        james.post(`${BASE}/immunization`, doseBody(UNKNOWN_ID, { meeting_id: meetingId, dose_number: 1 })),
    ],
  ];

  it.each(probes)('James gets 404 for %s of Astrid, as for nobody, and the denial is audited', async (_, probe) => {
    const answer = await probe(ASTRID, CLINIC_VISIT);
    expect(answer.status).toBe(404);
    expect(answer.text).toBe((await probe(UNKNOWN_ID, UNKNOWN_ID)).text);
    expect(await auditRowsOf(t, answer)).toEqual([expect.objectContaining({ outcome: 'denied', patientId: ASTRID })]);
  });

  it('James gets 404 for removing one of Astrid’s doses, as for no dose, and the denial is audited', async () => {
    const body = { status: 'entered-in-error', note: 'Trying' };
    const answer = await james.request('PUT', `${BASE}/immunization/${astridsDose}`, body);
    expect(answer.status).toBe(404);
    expect(answer.text).toBe((await james.request('PUT', `${BASE}/immunization/${UNKNOWN_ID}`, body)).text);
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'immunization.enter_in_error', outcome: 'denied', patientId: ASTRID }),
    ]);
    expect(programOf(await seriesOf(anna, ASTRID), 'tbe-primary').immunizations[1]!.status).toBe('completed');
  });
});
