import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ErrorBody,
  MedicationListItem,
  MedicationListResponse,
  NewMedicationResponse,
  SilDrug,
  SilDrugSearchResponse,
  SilReasonsResponse,
  type DosageBody,
  type NewMedicationBody,
} from '@konsult/domain';
import { demoCatalogueDrug, demoMedicationItemId } from '../demo/demo-medication-list';
import { DEMO_IDS, demoPatientId } from '../demo/demo-ids';
import { meetings } from '../platform/db/schema';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import { TestClient, type Answer } from '../test/client';
import { pdfText } from '../test/pdf-text';
import { useTestApp } from '../test/file-app';

/**
 * The Swedish medication list beside a consultation. Anna (se.doctor) reads Astrid's list and prints it, adds a
 * painkiller for Elin, Maria (se.nurse) changes its dosage and Anna ends it: it moves to the past list. Fredrik
 * (se.psychologist) reads Karin's list but may not change it. Bertil (se.external) has no care relationship with
 * Astrid: every patient endpoint answers him 404, as for a patient who does not exist, and the attempt is audited.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const maria = t.signedIn('se.nurse');
const fredrik = t.signedIn('se.psychologist');
const bertil = t.signedIn('se.external');
const james = t.signedIn('gb.gp');

const P = {
  astrid: demoPatientId(0x101),
  johan: demoPatientId(0x102),
  elin: demoPatientId(0x103),
  karin: demoPatientId(0x106),
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const BASE = '/api/prescriptions';
const listPath = (patientId: string) => `${BASE}/medication-list/swe/patient/${patientId}`;
const pdfPath = (patientId: string) => `${listPath(patientId)}/pdf`;
const itemPath = (id: string, patientId: string) => `${BASE}/medication-list/swe/${id}?patientId=${patientId}`;
const endPath = (id: string, patientId: string) => `${BASE}/medication-list/swe/${id}/end?patientId=${patientId}`;
const NEW = `${BASE}/medication-list/swe/new`;

const DAY = 86_400_000;
/** A Stockholm midnight (23:00 UTC in winter): the wire's day. */
const today = () => Date.UTC(2026, 10, 2, 23);

const dailyDosage = (patch: Partial<DosageBody> = {}): DosageBody => ({
  type: 'DAILY',
  time_amounts: [{ time: '08:00:00', amount: 1 }],
  weekly_repeats: [],
  custom_dosage_text: null,
  as_needed_amount_interval_min: null,
  as_needed_amount_interval_max: null,
  as_needed_max_amount: null,
  additional_instructions: null,
  dosage_date_start: today(),
  dosage_date_end: null,
  ...patch,
});

const ipren = () => demoCatalogueDrug('Ipren', 'Filmdragerad tablett 400 mg');

const newBody = (patientId: string, patch: Partial<NewMedicationBody> = {}): NewMedicationBody => ({
  patient_id: patientId,
  dosage: dailyDosage({
    type: 'AS_NEEDED',
    time_amounts: [],
    as_needed_amount_interval_min: 1,
    as_needed_amount_interval_max: 2,
    as_needed_max_amount: 3,
  }),
  medication: { atc_code: ipren().atcCode, npl_id: ipren().nplId },
  reason: [{ code: 'M54.5', text: 'Low back pain' }],
  ...patch,
});

const list = async (client: TestClient, patientId: string) => {
  const answer = await client.get(listPath(patientId));
  expect(answer.status).toBe(200);
  return MedicationListResponse.parse(answer.body);
};

describe('the SIL catalogue', () => {
  it('finds drugs by the beginning of their trade name', async () => {
    const answer = await anna.post(`${BASE}/sil/drugs/search`, { query: 'alve' });
    expect(answer.status).toBe(200);
    const { results } = SilDrugSearchResponse.parse(answer.body);
    expect(results.length).toBeGreaterThan(3);
    expect(results.every((d) => d.tradeName.startsWith('Alvedon'))).toBe(true);
    expect(results.map((d) => d.drugFormTextSv)).toContain('Filmdragerad tablett 500 mg');
    expect(results.every((d) => /^\d{14}$/.test(d.nplId))).toBe(true);
  });

  it('finds drugs by ATC code, case and all', async () => {
    const { results } = SilDrugSearchResponse.parse(
      (await anna.post(`${BASE}/sil/drugs/search`, { query: 'c10aa' })).body,
    );
    expect(results.length).toBeGreaterThan(5);
    expect(results.every((d) => d.atcCode.startsWith('C10AA'))).toBe(true);
    expect(results.map((d) => d.tradeName)).toEqual(
      expect.arrayContaining(['Atorvastatin Krka', 'Simvastatin Actavis']),
    );
  });

  it('answers one drug by its NPL id, and 404 for an id it does not know', async () => {
    const drug = ipren();
    const answer = await anna.get(`${BASE}/sil/drug/${drug.nplId}`);
    expect(answer.status).toBe(200);
    expect(SilDrug.parse(answer.body)).toEqual(drug);
    expect(answer.body).toMatchObject({
      tradeName: 'Ipren',
      atcCode: 'M01AE01',
      dosages: [{ dosageUnit: 'tablett', dosageUnitPlural: 'tabletter' }],
      links: { dosageLink: 'https://www.fass.se/LIF/search?query=Ipren' },
    });
    expect((await anna.get(`${BASE}/sil/drug/19000101000000`)).status).toBe(404);
  });

  it("suggests the drug's usual indications, and finds reasons by code and by words", async () => {
    const atorvastatin = demoCatalogueDrug('Atorvastatin Krka', 'Filmdragerad tablett 40 mg');
    const usual = SilReasonsResponse.parse((await anna.get(`${BASE}/sil/reason/${atorvastatin.nplId}`)).body);
    expect(usual.reasons.map((r) => r.code)).toContain('E78.0');
    expect((await anna.get(`${BASE}/sil/reason/19000101000000`)).status).toBe(404);

    const byCode = SilReasonsResponse.parse((await anna.post(`${BASE}/sil/reason/search`, { query: 'j45' })).body);
    expect(byCode.reasons.length).toBeGreaterThan(0);
    expect(byCode.reasons.every((r) => r.code.startsWith('J45'))).toBe(true);
    const byText = SilReasonsResponse.parse(
      (await anna.post(`${BASE}/sil/reason/search`, { query: 'back pain' })).body,
    );
    expect(byText.reasons).toContainEqual({ code: 'M54.5', text: 'Low back pain' });
  });

  it('needs a signed-in clinician, and a query', async () => {
    expect((await new TestClient(t.baseUrl).post(`${BASE}/sil/drugs/search`, { query: 'alve' })).status).toBe(401);
    expect((await anna.post(`${BASE}/sil/drugs/search`, { query: '  ' })).status).toBe(400);
  });
});

describe('reading the list', () => {
  it("Anna sees Astrid's five active medications by name and two past ones, may edit, and the read is audited", async () => {
    const answer = await anna.get(listPath(P.astrid));
    const body = MedicationListResponse.parse(answer.body);
    expect(body.canEdit).toBe(true);
    expect(body.active.map((m) => m.silDrug.drug.tradeName)).toEqual([
      'Alvedon 665 mg',
      'Atorvastatin Krka',
      'Eliquis',
      'Fosamax',
      'Seloken ZOC',
    ]);
    expect(new Set(body.active.map((m) => m.dosage.type))).toEqual(new Set(['DAILY', 'WEEKLY', 'AS_NEEDED']));
    expect(body.past.map((m) => m.status.status)).toEqual(['ENDED', 'ENDED']);
    const ended = body.past.map((m) => m.status.createdAt);
    expect(ended).toEqual([...ended].sort((a, b) => b - a));
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'medication_list.read', outcome: 'success', patientId: P.astrid }),
    ]);
  });

  it('Johan has nothing active, only past medication (the warning state)', async () => {
    const body = await list(anna, P.johan);
    expect(body.active).toEqual([]);
    expect(body.past.length).toBeGreaterThan(0);
  });

  it('Fredrik, a psychologist, reads his patient Karin’s list but is not offered to change it', async () => {
    const body = await list(fredrik, P.karin);
    expect(body.active.length).toBeGreaterThan(0);
    expect(body.canEdit).toBe(false);
  });

  it('a clinician in another country is refused the Swedish list (403), even with a care relationship', async () => {
    const meetingId = randomUUID();
    await t.database.db.insert(meetings).values({
      id: meetingId,
      clinicianId: DEMO_IDS.clinicians.gbGp,
      patientId: P.johan,
      activityType: 'DEFAULT',
      interventionType: 'VIDEO',
      status: 'COMPLETED',
      bookedTime: new Date(Date.now() - 10 * DAY),
      scheduledStartTime: new Date(Date.now() - 9 * DAY),
      slotLengthMinutes: 20,
    });
    const answer = await james.get(listPath(P.johan));
    expect(answer.status).toBe(403);
    expect(ErrorBody.parse(answer.body).error.key).toBe('forbidden');
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'medication_list.read', outcome: 'denied', patientId: P.johan }),
    ]);
    expect((await james.post(NEW, newBody(P.johan))).status).toBe(403);
  });
});

describe('add, edit and end: the story of one medication', () => {
  let itemId: string;

  it('Anna adds Ipren as needed for Elin; the answer is the list with it', async () => {
    const before = await list(anna, P.elin);
    const answer = await anna.post<NewMedicationResponse>(NEW, newBody(P.elin));
    expect(answer.status).toBe(200);
    const { medications } = NewMedicationResponse.parse(answer.body);
    expect(medications.active).toHaveLength(before.active.length + 1);
    const added = medications.active.find((m) => m.silDrug.drug.tradeName === 'Ipren')!;
    expect(added).toMatchObject({
      silDrug: { drug: ipren() },
      dosage: {
        type: 'AS_NEEDED',
        asNeededAmountIntervalMin: 1,
        asNeededAmountIntervalMax: 2,
        asNeededMaxAmount: 3,
        timeAmounts: [],
        dosageDateStart: today(),
        dosageDateEnd: null,
      },
      reason: [{ code: 'M54.5', text: 'Low back pain' }],
      latestModifiedBy: 'Anna Lindgren',
      status: { status: 'ACTIVE' },
    });
    expect(Date.now() - added.status.createdAt).toBeLessThan(60_000);
    itemId = added.id;
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({
        action: 'medication_list.add',
        outcome: 'success',
        patientId: P.elin,
        resourceId: itemId,
      }),
    ]);
  });

  it('Maria, a nurse, changes it to one tablet morning and evening; the answer is the changed item', async () => {
    const answer = await maria.request<MedicationListItem>('PATCH', itemPath(itemId, P.elin), {
      dosage: dailyDosage({
        time_amounts: [
          { time: '20:00:00', amount: 1 },
          { time: '08:00:00', amount: 1 },
        ],
        additional_instructions: '  Tas med mat.  ',
        dosage_date_end: today() + 14 * DAY,
      }),
    });
    expect(answer.status).toBe(200);
    const item = MedicationListItem.parse(answer.body);
    expect(item).toMatchObject({
      id: itemId,
      dosage: {
        type: 'DAILY',
        timeAmounts: [
          { time: '08:00:00', amount: 1 },
          { time: '20:00:00', amount: 1 },
        ],
        asNeededAmountIntervalMin: null,
        additionalInstructions: 'Tas med mat.',
        dosageDateEnd: today() + 14 * DAY,
      },
      latestModifiedBy: 'Maria Ek',
      status: { status: 'ACTIVE' },
    });
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'medication_list.update', outcome: 'success', resourceId: itemId }),
    ]);
  });

  it('Anna ends it: ENDED from now, and it moves to the past list', async () => {
    const answer = await anna.post<MedicationListItem>(endPath(itemId, P.elin));
    expect(answer.status).toBe(200);
    const item = MedicationListItem.parse(answer.body);
    expect(item.status.status).toBe('ENDED');
    expect(Date.now() - item.status.createdAt).toBeLessThan(60_000);
    expect(item.latestModifiedBy).toBe('Anna Lindgren');
    const after = await list(anna, P.elin);
    expect(after.active.map((m) => m.id)).not.toContain(itemId);
    expect(after.past[0]).toMatchObject({ id: itemId, status: { status: 'ENDED', createdAt: item.status.createdAt } });
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'medication_list.end', outcome: 'success', resourceId: itemId }),
    ]);
  });

  it('past medication is read-only: ending or changing it again is 409', async () => {
    const again = await anna.post(endPath(itemId, P.elin));
    expect(again.status).toBe(409);
    expect(await auditRowsOf(t, again)).toEqual([
      expect.objectContaining({ action: 'medication_list.end', outcome: 'failure', resourceId: itemId }),
    ]);
    const change = await anna.request('PATCH', itemPath(itemId, P.elin), { dosage: dailyDosage() });
    expect(change.status).toBe(409);
  });
});

describe('who may change the list', () => {
  const karinsItem = demoMedicationItemId(0x106, 0);

  it('Fredrik, a psychologist, is refused adding, changing and ending (403), each refusal audited', async () => {
    const answers: Answer[] = [
      await fredrik.post(NEW, newBody(P.karin)),
      await fredrik.request('PATCH', itemPath(karinsItem, P.karin), { dosage: dailyDosage() }),
      await fredrik.post(endPath(karinsItem, P.karin)),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(ErrorBody.parse(answer.body).error.key).toBe('forbidden');
      expect(await auditRowsOf(t, answer)).toEqual([
        expect.objectContaining({ outcome: 'denied', patientId: P.karin }),
      ]);
    }
    const after = await list(fredrik, P.karin);
    expect(after.active.map((m) => m.id)).toContain(karinsItem);
  });
});

describe('what a save refuses', () => {
  it('an invalid dosage is 400 with each problem named in the body’s own terms', async () => {
    const answer = await anna.post(
      NEW,
      newBody(P.elin, {
        dosage: dailyDosage({
          type: 'WEEKLY',
          time_amounts: [
            { time: '08:00:00', amount: 1 },
            { time: '08:00:00', amount: 2 },
          ],
          weekly_repeats: [],
          dosage_date_end: today() - DAY,
        }),
      }),
    );
    expect(answer.status).toBe(400);
    const { error } = ErrorBody.parse(answer.body);
    expect(error.key).toBe('invalid_input');
    expect(error.issues?.map((i) => `${i.path}:${i.code}`)).toEqual([
      'dosage.dosage_date_end:end_before_start',
      'dosage.time_amounts.1.time:duplicate_time',
      'dosage.weekly_repeats:weekday_required',
    ]);
  });

  it('as-needed without an amount, and custom without text, are 400 too; nothing is added', async () => {
    const before = await list(anna, P.elin);
    const asNeeded = await anna.post(
      NEW,
      newBody(P.elin, { dosage: dailyDosage({ type: 'AS_NEEDED', time_amounts: [] }) }),
    );
    expect(ErrorBody.parse(asNeeded.body).error.issues).toEqual([
      expect.objectContaining({ path: 'dosage.as_needed_amount_interval_min', code: 'as_needed_min_required' }),
    ]);
    const custom = await anna.post(
      NEW,
      newBody(P.elin, { dosage: dailyDosage({ type: 'CUSTOM', time_amounts: [], custom_dosage_text: ' ' }) }),
    );
    expect(ErrorBody.parse(custom.body).error.issues).toEqual([
      expect.objectContaining({ path: 'dosage.custom_dosage_text', code: 'custom_text_required' }),
    ]);
    expect((await list(anna, P.elin)).active).toHaveLength(before.active.length);
  });

  it('a drug the catalogue does not know is 400, and so is an ATC code that is not the drug’s', async () => {
    const unknown = await anna.post(
      NEW,
      newBody(P.elin, { medication: { atc_code: 'M01AE01', npl_id: '19000101000000' } }),
    );
    expect(unknown.status).toBe(400);
    expect(ErrorBody.parse(unknown.body).error.issues).toEqual([
      expect.objectContaining({ path: 'medication.npl_id', code: 'unknown_drug' }),
    ]);
    const mismatch = await anna.post(
      NEW,
      newBody(P.elin, { medication: { atc_code: 'N02BE01', npl_id: ipren().nplId } }),
    );
    expect(mismatch.status).toBe(400);
    expect(ErrorBody.parse(mismatch.body).error.issues).toEqual([
      expect.objectContaining({ path: 'medication.atc_code', code: 'atc_mismatch' }),
    ]);
  });

  it('a medication needs a reason (400)', async () => {
    const answer = await anna.post(NEW, newBody(P.elin, { reason: [] }));
    expect(answer.status).toBe(400);
  });

  it("another patient's item is 404 through this patient, audited as denied on the item's patient", async () => {
    const astridsItem = demoMedicationItemId(0x101, 0);
    const answer = await anna.request('PATCH', itemPath(astridsItem, P.johan), { dosage: dailyDosage() });
    const missing = await anna.request('PATCH', itemPath(UNKNOWN_ID, P.johan), { dosage: dailyDosage() });
    await expectDeniedAsMissing(t, answer, missing, { action: 'medication_list.update', patientId: P.astrid });
  });
});

describe('the printed list', () => {
  it("Anna prints Astrid's list: a PDF with her name, personnummer, the medications, and å ä ö intact", async () => {
    const response = await fetch(`${t.baseUrl}${pdfPath(P.astrid)}`, {
      headers: { cookie: `konsult_session=${anna.cookie('konsult_session')}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^inline; filename="lakemedelslista-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(bytes);
    for (const expected of [
      'Läkemedelslista',
      'Astrid Lindqvist',
      'Stående läkemedel',
      'Vid behov',
      'Eliquis',
      'Seloken ZOC',
      'Atorvastatin Krka',
      'Fosamax',
      'Alvedon 665 mg',
      '1 tablett kl. 08:00 och 20:00',
      'Vid behov 1–2 tabletter, högst 6 per dygn',
      'måndag',
      'Tills vidare',
      'upprätt',
      'I48.9',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/\d{8}-\d{4}/);
    expect(text).not.toContain('Kåvepenin'); // ended: not on the printed list
    const rows = await auditRowsOf(t, {
      status: response.status,
      body: null,
      headers: response.headers,
      text: '',
    });
    expect(rows).toEqual([
      expect.objectContaining({ action: 'medication_list.pdf', outcome: 'success', patientId: P.astrid }),
    ]);
  });
});

describe('a clinician without a care relationship', () => {
  const astridsItem = demoMedicationItemId(0x101, 1);

  it('gets 404 on every patient endpoint, exactly as for a missing patient, and each attempt is audited', async () => {
    const calls: [string, (patientId: string) => Promise<Answer>][] = [
      ['list', (id) => bertil.get(listPath(id))],
      ['pdf', (id) => bertil.get(pdfPath(id))],
      ['new', (id) => bertil.post(NEW, newBody(id))],
      ['patch', (id) => bertil.request('PATCH', itemPath(astridsItem, id), { dosage: dailyDosage() })],
      ['end', (id) => bertil.post(endPath(astridsItem, id))],
    ];
    for (const [label, call] of calls) {
      const foreign = await call(P.astrid);
      const missing = await call(UNKNOWN_ID);
      expect(foreign.status, label).toBe(404);
      expect(foreign.text, label).toBe(missing.text);
      expect(await auditRowsOf(t, foreign), label).toEqual([
        expect.objectContaining({ outcome: 'denied', patientId: P.astrid, resourceType: 'patient' }),
      ]);
    }
    // Nothing changed for Astrid.
    const astrid = await list(anna, P.astrid);
    expect(astrid.active.map((m) => m.id)).toContain(astridsItem);
  });
});
