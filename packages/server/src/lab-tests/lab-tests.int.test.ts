import { describe, expect, it } from 'vitest';
import { interpretLabResult, LabMeasurements, LabTest, LabTestsMetaResponse, type ErrorBody } from '@konsult/domain';
import { demoLabEncounterId, demoLabTestId } from '../demo/demo-lab-tests';
import { demoPatientId } from '../demo/demo-ids';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import { TestClient } from '../test/client';
import { useTestApp } from '../test/file-app';

/**
 * The health-check tab. Anna (se.doctor) reads Elin's completed lab tests, opens the newest health check with its
 * doctor's comment, results and health form, and the measurements of that lab visit. Tests still at the lab or
 * cancelled are never listed nor opened. Asking for Lars's test with Elin's id is refused; James (gb.gp) shares no
 * patient with Anna and gets 404 from every route, as for a patient who does not exist, with the denial audited.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const james = t.signedIn('gb.gp');

const ELIN = 0x103;
const P = { elin: demoPatientId(ELIN), lars: demoPatientId(0x104), astrid: demoPatientId(0x101) };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const listPath = (patientId: string, source: string | null = 'VACCINA,DMS_SE') =>
  `/api/lab-test/clinician/lab-tests?patientId=${patientId}${source === null ? '' : `&source=${source}`}`;
const testPath = (labTestId: string, patientId: string) =>
  `/api/lab-test/clinician/lab-tests/${labTestId}?patientId=${patientId}`;
const measurementsPath = (patientId: string, encounterId: string) =>
  `/api/lab-test/clinician/measurements?patientId=${patientId}&encounterId=${encounterId}`;

describe('the list of lab tests', () => {
  it('Anna sees Elin’s five completed tests from both sources, newest first, and her reading is audited', async () => {
    const answer = await anna.get(listPath(P.elin));
    expect(answer.status).toBe(200);
    const { labTestsMetaData } = LabTestsMetaResponse.parse(answer.body);
    expect(labTestsMetaData.map((test) => test.id)).toEqual([5, 4, 3, 2, 1].map((n) => demoLabTestId(ELIN, n)));
    expect(labTestsMetaData.every((test) => test.status === 'COMPLETE')).toBe(true);
    const times = labTestsMetaData.map((test) => test.updatedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(labTestsMetaData[1]).toEqual({
      id: demoLabTestId(ELIN, 4),
      type: { localizationKey: 'health_check_extended' },
      status: 'COMPLETE',
      updatedAt: expect.any(Number),
      encounterId: demoLabEncounterId(ELIN, 4),
      source: 'DMS_SE',
    });
    expect(labTestsMetaData[0]!.encounterId).toBeNull();
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'lab_tests.read', outcome: 'success', patientId: P.elin }),
    ]);
  });

  it('never lists the tests in progress, cancelled or only registered', async () => {
    const ids = LabTestsMetaResponse.parse((await anna.get(listPath(P.elin))).body).labTestsMetaData.map((x) => x.id);
    for (const n of [6, 7, 8]) expect(ids).not.toContain(demoLabTestId(ELIN, n));
  });

  it('filters by source: VACCINA alone gives the two iron-status tests, DMS_SE the other three', async () => {
    const only = async (source: string) =>
      LabTestsMetaResponse.parse((await anna.get(listPath(P.elin, source))).body).labTestsMetaData;
    expect((await only('VACCINA')).map((x) => [x.id, x.source])).toEqual([
      [demoLabTestId(ELIN, 3), 'VACCINA'],
      [demoLabTestId(ELIN, 2), 'VACCINA'],
    ]);
    expect((await only('DMS_SE')).every((x) => x.source === 'DMS_SE')).toBe(true);
    expect(await only('DMS_SE')).toHaveLength(3);
    expect(await only('DMS_SE,VACCINA')).toHaveLength(5);
  });

  it('without a source, every source', async () => {
    expect(LabTestsMetaResponse.parse((await anna.get(listPath(P.elin, null))).body).labTestsMetaData).toHaveLength(5);
  });

  it('an unknown source, or an empty one, is 400', async () => {
    for (const source of ['LABPORTAL', 'VACCINA,', '', 'vaccina']) {
      const answer = await anna.get<ErrorBody>(listPath(P.elin, source));
      expect(answer.status, source).toBe(400);
      expect(answer.body.error.key).toBe('invalid_input');
    }
  });
});

describe('one lab test', () => {
  it("Elin's newest health check: the doctor's comment, results with their ranges, and her health form", async () => {
    const answer = await anna.get(testPath(demoLabTestId(ELIN, 4), P.elin));
    expect(answer.status).toBe(200);
    const test = LabTest.parse(answer.body);
    expect(test.conclusion).toContain('TSH');
    expect(test.reviewerFullName).toBe('Anna Lindgren');
    expect(test.healthForm?.questions[0]).toEqual({ question: 'Röker du?', answer: 'Nej' });
    expect(test.healthForm?.questions.some((q) => q.answers?.includes('Huvudvärk'))).toBe(true);

    const byMarker = new Map(test.results.map((r) => [r.marker.localizationKey, r]));
    expect(byMarker.get('hemoglobin')).toEqual({
      marker: { id: 'hemoglobin', localizationKey: 'hemoglobin', categoryLocalizationKey: 'blood_count' },
      valueQuantity: { value: 131, comparator: null, unit: 'g/L' },
      referenceRange: { low: 117, high: 153 },
      dataMissingReason: null,
    });
    expect(byMarker.get('egfr')?.valueQuantity).toEqual({ value: 90, comparator: '>', unit: 'mL/min/1,73 m²' });
    expect(byMarker.get('potassium')).toMatchObject({ valueQuantity: null, dataMissingReason: expect.any(String) });
    const kinds = Object.fromEntries(test.results.map((r) => [r.marker.localizationKey, interpretLabResult(r).kind]));
    expect(kinds).toMatchObject({
      hemoglobin: 'normal',
      egfr: 'normal',
      tsh: 'out-of-range',
      ldl: 'out-of-range',
      crp: 'out-of-range',
      potassium: 'unknown',
    });
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'lab_test.read', outcome: 'success', patientId: P.elin }),
    ]);
  });

  it('CRP "<5" is normal; Lars\'s ">200" is out of range', async () => {
    const first = LabTest.parse((await anna.get(testPath(demoLabTestId(ELIN, 1), P.elin))).body);
    const crp = first.results.find((r) => r.marker.id === 'crp')!;
    expect(crp.valueQuantity).toMatchObject({ value: 5, comparator: '<' });
    expect(interpretLabResult(crp)).toEqual({ kind: 'normal' });
    const lars = LabTest.parse((await anna.get(testPath(demoLabTestId(0x104, 2), P.lars))).body);
    const high = lars.results.find((r) => r.marker.id === 'crp')!;
    expect(high.valueQuantity).toMatchObject({ value: 200, comparator: '>' });
    expect(interpretLabResult(high)).toEqual({ kind: 'out-of-range', side: 'high' });
  });

  it('a test that is not complete is 404, as an unknown one or a malformed id', async () => {
    for (const id of [demoLabTestId(ELIN, 6), demoLabTestId(ELIN, 7), UNKNOWN_ID, 'health-check']) {
      const answer = await anna.get<ErrorBody>(testPath(id, P.elin));
      expect(answer.status, id).toBe(404);
      expect(answer.body.error.key).toBe('notFound');
    }
  });

  it("Lars's test asked for as Elin's is 404, the same bytes as an unknown one, and audited as denied", async () => {
    const answer = await anna.get(testPath(demoLabTestId(0x104, 1), P.elin));
    expect(answer.status).toBe(404);
    expect(answer.text).toBe((await anna.get(testPath(UNKNOWN_ID, P.elin))).text);
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'lab_test.read', outcome: 'denied', patientId: P.lars }),
    ]);
  });
});

describe('the measurements of a lab visit', () => {
  it('blood pressure, pulse, height, weight, waist and the BMI from them', async () => {
    const answer = await anna.get(measurementsPath(P.elin, demoLabEncounterId(ELIN, 4)));
    expect(answer.status).toBe(200);
    expect(LabMeasurements.parse(answer.body)).toEqual({
      encounterId: demoLabEncounterId(ELIN, 4),
      measuredAt: expect.any(Number),
      bloodPressure: { systolic: 142, diastolic: 91, unit: 'mmHg' },
      pulse: { value: 76, unit: '/min' },
      height: { value: 167, unit: 'cm' },
      weight: { value: 63.2, unit: 'kg' },
      waist: { value: 79, unit: 'cm' },
      bmi: { value: 22.7, unit: 'kg/m²' },
    });
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'lab_measurements.read', outcome: 'success', patientId: P.elin }),
    ]);
  });

  it('what was not measured is null, and without height there is no BMI', async () => {
    const m = LabMeasurements.parse((await anna.get(measurementsPath(P.elin, demoLabEncounterId(ELIN, 2)))).body);
    expect(m).toMatchObject({ bloodPressure: { systolic: 121, diastolic: 78 }, height: null, waist: null, bmi: null });
  });

  it("an unknown visit is 404; Astrid's visit asked for as Elin's is 404 too, and audited as denied", async () => {
    const unknown = await anna.get<ErrorBody>(measurementsPath(P.elin, UNKNOWN_ID));
    expect(unknown.status).toBe(404);
    const foreign = await anna.get(measurementsPath(P.elin, demoLabEncounterId(0x101, 1)));
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(unknown.text);
    expect(await auditRowsOf(t, foreign)).toEqual([
      expect.objectContaining({ action: 'lab_measurements.read', outcome: 'denied', patientId: P.astrid }),
    ]);
  });

  it('without an encounter id it is 400', async () => {
    expect((await anna.get(`/api/lab-test/clinician/measurements?patientId=${P.elin}`)).status).toBe(400);
  });
});

describe('a clinician without a care relationship', () => {
  const probes = [
    ['the lab-test list', listPath(P.elin), listPath(UNKNOWN_ID)],
    ['a lab test', testPath(demoLabTestId(ELIN, 4), P.elin), testPath(demoLabTestId(ELIN, 4), UNKNOWN_ID)],
    [
      'the measurements',
      measurementsPath(P.elin, demoLabEncounterId(ELIN, 4)),
      measurementsPath(UNKNOWN_ID, demoLabEncounterId(ELIN, 4)),
    ],
  ] as const;

  it.each(probes)(
    'James gets 404 for %s of Anna’s patient, as for nobody, and the denial is audited',
    async (_, path, missing) => {
      await expectDeniedAsMissing(t, await james.get(path), await james.get(missing), { patientId: P.elin });
    },
  );

  it('without a session every route is 401', async () => {
    for (const [, path] of probes) expect((await new TestClient(t.baseUrl).get(path)).status).toBe(401);
  });
});
