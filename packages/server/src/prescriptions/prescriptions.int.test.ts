import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  EhmStatusResponse,
  EReceiptSessionResponse,
  FavouriteResponse,
  FavouritesResponse,
  FavouriteTagsResponse,
  EvaluationResponse,
  JanusmedResponse,
  Meeting,
  MedicationListResponse,
  PractitionerRoleLinksResponse,
  PrescriptionsResponse,
  PrescriptionStatusResponse,
  PrescriptionWarningsResponse,
  RecordEntriesResponse,
  SilProduct,
  TakenActionsResponse,
} from '@konsult/domain';
import { demoMeetingId } from '../demo/demo-ids';
import { ehmPrescriptions, prescriptions } from '../platform/db/schema';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import { meetingsOf, openMeeting } from '../test/consultation-api';
import { useTestApp } from '../test/file-app';
import { prescriptionCard, productNamed, sendPrescription } from '../test/prescriptions';

/**
 * Anna (se.doctor) prescribes for Lars Öberg in today's text meeting: the exchange takes prescriptions signed with
 * her PIN, a drug already on his list must be confirmed with a reason, a sent drug joins his medication list, and
 * the meeting's taken actions and evaluation learn of it. A pharmacy dispenses one; she cancels another. A wrong
 * PIN, an exchange that is down and one that times out send nothing twice. Nurses and psychologists do not sign;
 * a clinician without a care relationship is answered 404.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const maria = t.signedIn('se.nurse');
const fredrik = t.signedIn('se.psychologist');
const james = t.signedIn('gb.gp');
const base = '/api/prescriptions';
const FAULTS = '/api/dev/faults/ehm';
let lars: Meeting;
let alvedon: SilProduct;
let omeprazol: SilProduct;

beforeAll(async () => {
  lars = await openMeeting(anna, demoMeetingId('se.doctor', 'today-text'));
  alvedon = await productNamed(anna, 'Alvedon', 'Filmdragerad tablett 500 mg');
  omeprazol = await productNamed(anna, 'Omeprazol Teva', 'Enterokapsel, hård 20 mg');
});

const exchangeRows = async (id: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(ehmPrescriptions)
      .where(eq(ehmPrescriptions.medicationRequestId, id))
  )[0]!.n;
const ourRows = async (id: string) =>
  (await t.database.db.select({ n: count() }).from(prescriptions).where(eq(prescriptions.id, id)))[0]!.n;
const medicationList = async () =>
  (await anna.get<MedicationListResponse>(`${base}/medication-list/swe/patient/${lars.patientId}`)).body;
const meetingPrescriptions = async () =>
  (await anna.get<PrescriptionsResponse>(`${base}/prescriptions/meeting/${lars.id}`)).body.prescriptions;

describe('the exchange and the catalogue', () => {
  it('says the exchange is available and names the care unit Anna prescribes for', async () => {
    const status = await anna.get<EhmStatusResponse>(`${base}/ehm/status`);
    expect(status.body).toEqual({ available: true, checkedAt: expect.any(Number) });
    const links = await anna.get<PractitionerRoleLinksResponse>(`${base}/practitioners-role-links`);
    expect(links.body.links).toEqual([
      expect.objectContaining({ careUnitName: expect.any(String), prescriberCode: expect.stringMatching(/^\d{7}$/) }),
    ]);
    expect((await maria.get(`${base}/practitioners-role-links`)).status).toBe(403);
  });

  it('finds products with their packages, and their pregnancy and lactation texts', async () => {
    expect(alvedon.packages.map((p) => p.size)).toEqual(['30 tablett(er) blister', '100 tablett(er) blister']);
    expect(alvedon.packages.every((p) => /^\d{14}$/.test(p.nplPackId))).toBe(true);
    const one = await anna.get<SilProduct>(`${base}/sil/product/${alvedon.nplId}`);
    expect(one.body).toEqual(alvedon);
    const texts = await anna.get<JanusmedResponse>(`${base}/sil/product/${alvedon.nplId}/janusmed`);
    expect(texts.body.pregnancyDocs).toEqual([{ classification: 'A', text: expect.stringMatching(/\.$/) }]);
    expect(texts.body.lactationDocs).toEqual([{ classification: expect.any(String), text: expect.any(String) }]);
    expect((await anna.get(`${base}/sil/product/00000000000000`)).status).toBe(404);
    expect((await anna.get(`${base}/sil/product/00000000000000/janusmed`)).status).toBe(404);
  });
});

describe('prescribing for Lars', () => {
  it('warns that Alvedon is on his list already, and sends it once the warning is confirmed with a reason', async () => {
    const warnings = await anna.post<PrescriptionWarningsResponse>(
      `${base}/prescription/warnings?patientId=${lars.patientId}`,
      { nplId: alvedon.nplId },
    );
    expect(warnings.body.warnings).toEqual([{ kind: 'duplicate_therapy', matched: 'Alvedon' }]);

    const card = prescriptionCard(alvedon, { description: 'Mot smärta i knät' });
    const unconfirmed = await sendPrescription(anna, lars, card);
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body).toMatchObject({
      error: { key: 'prescription_warnings', issues: [{ code: 'duplicate_therapy', message: 'Alvedon' }] },
    });
    expect(await exchangeRows(card.requestId)).toBe(0);

    const listBefore = await medicationList();
    const confirmed = { kind: 'duplicate_therapy' as const, reason: 'Ersätter hans gamla förpackning.' };
    const sent = await sendPrescription(anna, lars, { ...card, acknowledgedWarnings: [confirmed] });
    expect(sent.status).toBe(201);
    expect(sent.body.prescription).toMatchObject({
      id: card.requestId,
      meetingId: lars.id,
      prescriberName: 'Anna Lindgren',
      product: { tradeName: 'Alvedon', nplId: alvedon.nplId },
      size: '30 tablett(er) blister',
      status: 'SENT',
      acknowledgedWarnings: [confirmed],
      cancellation: null,
    });
    expect(await exchangeRows(card.requestId)).toBe(1);
    expect(await auditRowsOf(t, sent, 'success')).toEqual([
      expect.objectContaining({
        action: 'prescription.send',
        resourceType: 'prescription',
        resourceId: card.requestId,
      }),
    ]);
    // Alvedon was on the list: it is not added twice.
    expect((await medicationList()).active.length).toBe(listBefore.active.length);
  });

  it('adds a drug that was not on his list, with the dosage of the prescription', async () => {
    const card = prescriptionCard(omeprazol, {
      reason: [{ code: 'K21.9', text: 'Gastroesofageal refluxsjukdom utan esofagit' }],
    });
    expect((await sendPrescription(anna, lars, card)).status).toBe(201);
    const added = (await medicationList()).active.find((m) => m.silDrug.drug.nplId === omeprazol.nplId);
    expect(added).toMatchObject({
      dosage: { type: 'DAILY', timeAmounts: [{ time: '08:00:00', amount: 1 }] },
      reason: [{ code: 'K21.9' }],
      latestModifiedBy: 'Anna Lindgren',
    });
  });

  it('shows the prescriptions in the meeting, its record entry, the patient, taken actions and the evaluation', async () => {
    const inMeeting = await meetingPrescriptions();
    expect(inMeeting.map((p) => p.product.tradeName)).toEqual(['Alvedon', 'Omeprazol Teva']);
    const inRecord = await anna.get<PrescriptionsResponse>(
      `/api/medicalrecord/prescription?meetingId=${lars.id}&patientId=${lars.patientId}`,
    );
    expect(inRecord.body.prescriptions).toEqual(inMeeting);
    const ofPatient = await anna.post<PrescriptionsResponse>(`${base}/prescriptions/patient`, {
      patientId: lars.patientId,
    });
    expect(ofPatient.body.prescriptions.map((p) => p.product.tradeName)).toEqual(['Omeprazol Teva', 'Alvedon']);

    const taken = await anna.get<TakenActionsResponse>(`/api/meeting/${lars.id}/taken-actions`);
    expect(taken.body.sections.find((s) => s.kind === 'e-prescriptions')).toEqual({
      kind: 'e-prescriptions',
      items: inMeeting.map(({ id, product, size, numberOfPackages, status, prescribedAt }) => ({
        id,
        product,
        size,
        numberOfPackages,
        status,
        prescribedAt,
      })),
    });
    const evaluation = await anna.get<EvaluationResponse>(`/api/medicalrecord/evaluation/${lars.id}`);
    expect(evaluation.body.context.hasPrescription).toBe(true);
    expect((await openMeeting(anna, lars.id)).gotPrescription).toBe(true);

    await anna.request('PUT', `/api/medicalrecord/v2/entry/${lars.id}`, { values: {}, version: 0 });
    const history = await anna.get<RecordEntriesResponse>(`/api/medicalrecord/v4/entries/${lars.patientId}`);
    const entry = history.body.entries.find((e) => e.meetingId === lars.id);
    expect(entry?.ePrescriptions).toEqual(
      inMeeting.map((p) => ({
        id: p.id,
        drugName: `${p.product.tradeName} ${p.product.drugFormTextSv}`,
        status: 'SENT',
        sentAt: p.prescribedAt,
      })),
    );
  });

  it('answers the prescription already sent when the same request is sent again', async () => {
    const card = prescriptionCard(omeprazol, { confirmAll: true });
    const first = await sendPrescription(anna, lars, card);
    const again = await sendPrescription(anna, lars, card);
    expect(again.status).toBe(201);
    expect(again.body.prescription).toEqual(first.body.prescription);
    expect(await exchangeRows(card.requestId)).toBe(1);
    expect(await ourRows(card.requestId)).toBe(1);
  });

  it('refuses a card that breaks the rules, naming each field, and sends nothing', async () => {
    const other = await productNamed(anna, 'Kåvepenin');
    const card = prescriptionCard(omeprazol, {
      nplPackId: other.packages[0]!.nplPackId,
      firstDispenseValidityEnd: '2020-01-01',
      confirmAll: true,
    });
    const refused = await sendPrescription(anna, lars, card);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: {
        key: 'invalid_input',
        issues: [
          { path: 'prescription.nplPackId', code: 'unknown_package' },
          { path: 'prescription.firstDispenseValidityEnd', code: 'validity_end_in_past' },
        ],
      },
    });
    const noPackage = await sendPrescription(anna, lars, { ...card, numberOfPackages: 0 });
    expect(noPackage.status).toBe(400);
    expect(noPackage.body).toMatchObject({ error: { issues: [{ path: 'body.prescription.numberOfPackages' }] } });
    const tooFar = prescriptionCard(omeprazol, { firstDispenseValidityEnd: '2099-01-01', confirmAll: true });
    expect((await sendPrescription(anna, lars, tooFar)).body).toMatchObject({
      error: { issues: [{ code: 'validity_end_too_far' }] },
    });
    expect(await exchangeRows(card.requestId)).toBe(0);
  });

  it('sends nothing with a wrong PIN, and records the refusal', async () => {
    const card = prescriptionCard(omeprazol, { confirmAll: true });
    const refused = await sendPrescription(anna, lars, card, '000000');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: { key: 'pin_refused' } });
    expect(await exchangeRows(card.requestId)).toBe(0);
    expect(await ourRows(card.requestId)).toBe(0);
    expect(await auditRowsOf(t, refused)).toEqual([
      expect.objectContaining({ action: 'prescription.send', outcome: 'failure' }),
    ]);
    const notAPin = await sendPrescription(anna, lars, card, '12');
    expect(notAPin.status).toBe(400);
  });

  it('follows the exchange as a pharmacy dispenses, and then refuses to cancel', async () => {
    const [first] = await meetingPrescriptions();
    expect((await anna.post(`/api/dev/ehm/prescriptions/${first!.id}/dispense`, {})).status).toBe(204);
    const status = await anna.get<PrescriptionStatusResponse>(`${base}/prescription/${first!.id}/status`);
    expect(status.body).toEqual({ id: first!.id, status: 'DISPENSED', statusAt: expect.any(Number) });
    expect((await meetingPrescriptions())[0]!.status).toBe('DISPENSED');
    const refused = await anna.post(`${base}/prescription/delete`, {
      patientId: lars.patientId,
      pinCode: '123456',
      cancellation: { medicationRequestIds: [first!.id], reason: 'treatment_changed', patientInformed: true },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { key: 'prescription_not_cancellable' } });
  });

  it('cancels a sent prescription with a reason, and wants a note for "other"', async () => {
    const card = prescriptionCard(omeprazol, { confirmAll: true });
    const sent = (await sendPrescription(anna, lars, card)).body.prescription;
    const cancel = (reason: string, note: string | null, pinCode = '123456') =>
      anna.post<PrescriptionsResponse>(`${base}/prescription/delete`, {
        patientId: lars.patientId,
        pinCode,
        cancellation: { medicationRequestIds: [sent.id], reason, note, patientInformed: true },
      });
    const noNote = await cancel('other', null);
    expect(noNote.status).toBe(400);
    expect(noNote.body).toMatchObject({ error: { issues: [{ path: 'body.cancellation.note' }] } });
    expect((await cancel('wrong_drug_or_dosage', null, '999999')).status).toBe(422);
    const done = await cancel('wrong_drug_or_dosage', 'Fel styrka.');
    expect(done.status).toBe(200);
    expect(done.body.prescriptions).toEqual([
      expect.objectContaining({
        id: sent.id,
        status: 'CANCELLED',
        cancellation: { reason: 'wrong_drug_or_dosage', note: 'Fel styrka.', patientInformed: true },
      }),
    ]);
    const status = await anna.get<PrescriptionStatusResponse>(`${base}/prescription/${sent.id}/status`);
    expect(status.body.status).toBe('CANCELLED');
  });
});

describe('the e-receipt session', () => {
  it('links Anna to what the exchange holds for Lars, for her alone', async () => {
    const session = await anna.get<EReceiptSessionResponse>(`${base}/ereceipt/session/${lars.id}`);
    expect(session.status).toBe(200);
    expect(session.body.expiresAt).toBeGreaterThan(Date.now());
    const page = await anna.get(session.body.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('Alvedon Filmdragerad tablett 500 mg');
    expect(page.text).toContain(lars.user.idNumber);
    expect((await james.get(session.body.url)).status).toBe(404);
    expect((await james.get(`${base}/ereceipt/session/${lars.id}`)).status).toBe(404);
  });
});

describe('when the exchange fails', () => {
  const setFault = (fault: string | null) => anna.request('PUT', FAULTS, { fault });

  it('says it is down, and sends nothing while it is', async () => {
    await setFault('ehm_unavailable');
    try {
      expect((await anna.get<EhmStatusResponse>(`${base}/ehm/status`)).body.available).toBe(false);
      const card = prescriptionCard(omeprazol, { confirmAll: true });
      const refused = await sendPrescription(anna, lars, card);
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ error: { key: 'ehm_unavailable' } });
      expect(await ourRows(card.requestId)).toBe(0);
    } finally {
      await setFault(null);
    }
  });

  it('after a timeout, sending again answers the prescription the exchange did receive, once', async () => {
    const card = prescriptionCard(omeprazol, { confirmAll: true });
    await setFault('ehm_timeout');
    try {
      const lost = await sendPrescription(anna, lars, card);
      expect(lost.status).toBe(503);
      expect(lost.body).toMatchObject({ error: { key: 'ehm_timeout' } });
    } finally {
      await setFault(null);
    }
    const again = await sendPrescription(anna, lars, card);
    expect(again.status).toBe(201);
    expect(await exchangeRows(card.requestId)).toBe(1);
    expect(await ourRows(card.requestId)).toBe(1);
  });
});

describe('who may prescribe', () => {
  it('refuses a nurse and a psychologist in their own meetings (403, audited), and 404s an outsider', async () => {
    const ownMeeting = async (client: typeof maria) =>
      (await meetingsOf(client)).find((m) => m.status === 'SCHEDULED' || m.status === 'STARTED')!;
    for (const client of [maria, fredrik]) {
      const meeting = await ownMeeting(client);
      const refused = await sendPrescription(client, meeting, prescriptionCard(omeprazol, { confirmAll: true }));
      expect(refused.status).toBe(403);
      expect(await auditRowsOf(t, refused)).toEqual([
        expect.objectContaining({ action: 'prescription.send', outcome: 'denied' }),
      ]);
    }
    const card = prescriptionCard(omeprazol, { confirmAll: true });
    const foreign = await sendPrescription(james, lars, card);
    const missing = await sendPrescription(james, { ...lars, id: '00000000-0000-4000-8000-000000000000' }, card);
    await expectDeniedAsMissing(t, foreign, missing, { action: 'prescription.send', resourceId: lars.id });
    const [first] = await meetingPrescriptions();
    const status = await james.get(`${base}/prescription/${first!.id}/status`);
    const noSuch = await james.get(`${base}/prescription/00000000-0000-4000-8000-000000000000/status`);
    await expectDeniedAsMissing(t, status, noSuch, { action: 'prescription.status', resourceType: 'prescription' });
  });

  it('answers 404 when the patient in the query is not the meeting’s', async () => {
    const other = (await meetingsOf(anna)).find((m) => m.patientId !== lars.patientId)!;
    const mixed = await sendPrescription(
      anna,
      { id: lars.id, patientId: other.patientId },
      prescriptionCard(omeprazol, { confirmAll: true }),
    );
    expect(mixed.status).toBe(404);
  });
});

describe("Anna's favourites", () => {
  const favourites = async (client = anna) => (await client.get<FavouritesResponse>(`${base}/favourites`)).body;

  it('lists her favourites with their tags, and every tag once', async () => {
    const { favourites: mine } = await favourites();
    expect(mine.map((f) => f.name)).toEqual([
      'Halsfluss, 10 dagar',
      'Nässpray vid pollenallergi',
      'Paracetamol vid behov',
      'Pollenallergi, säsong',
    ]);
    expect(mine[0]).toMatchObject({ product: { tradeName: 'Kåvepenin' }, tags: ['Infektion', 'Antibiotika'] });
    const tags = await anna.get<FavouriteTagsResponse>(`${base}/favourites/tags`);
    expect(tags.body.tags).toEqual(['Allergi', 'Antibiotika', 'Infektion', 'Pollen', 'Smärta']);
  });

  it('saves, edits, tags and deletes a favourite that is hers alone', async () => {
    const { card } = (await favourites()).favourites[2]!;
    const created = await anna.post<FavouriteResponse>(`${base}/favourite/new`, {
      name: 'Omeprazol',
      card: {
        ...card,
        nplId: omeprazol.nplId,
        nplPackId: omeprazol.packages[0]!.nplPackId,
        size: 'ignored: the package decides',
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.favourite.id;
    expect(created.body.favourite).toMatchObject({ product: { tradeName: 'Omeprazol Teva' }, tags: [] });
    expect(created.body.favourite.card.size).toBe(omeprazol.packages[0]!.size);

    const edited = await anna.post<FavouriteResponse>(`${base}/favourite/${id}/edit`, {
      name: 'Omeprazol 20 mg',
      card: created.body.favourite.card,
    });
    expect(edited.body.favourite.name).toBe('Omeprazol 20 mg');
    const tagged = await anna.request<FavouriteTagsResponse>('PUT', `${base}/favourite/${id}/tags`, {
      tags: ['Mage', 'mage', 'Reflux'],
    });
    expect(tagged.body.tags).toEqual(['mage', 'Reflux']);
    expect((await anna.get<FavouriteTagsResponse>(`${base}/favourite/${id}/tags`)).body.tags).toEqual([
      'mage',
      'Reflux',
    ]);

    expect((await james.get(`${base}/favourite/${id}/tags`)).status).toBe(403);
    expect((await anna.request('DELETE', `${base}/favourite/${id}`)).status).toBe(204);
    expect((await anna.request('DELETE', `${base}/favourite/${id}`)).status).toBe(404);
    expect((await favourites()).favourites.map((f) => f.id)).not.toContain(id);
  });

  it('refuses a favourite whose package is not the product’s, and is no nurse’s to keep', async () => {
    const { card } = (await favourites()).favourites[0]!;
    const refused = await anna.post(`${base}/favourite/new`, {
      name: 'Fel',
      card: { ...card, nplPackId: omeprazol.packages[0]!.nplPackId },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { issues: [{ path: 'card.nplPackId', code: 'unknown_package' }] } });
    expect((await maria.get(`${base}/favourites`)).status).toBe(403);
  });
});

// Last in the file: it leaves Anna's e-identity locked.
describe('a guessed PIN', () => {
  it('locks the e-identity after three wrong PINs in a row, the right one included, and says for how long', async () => {
    const attempt = (pin?: string) =>
      sendPrescription(anna, lars, prescriptionCard(omeprazol, { confirmAll: true }), pin);
    expect((await attempt('111111')).body).toMatchObject({ error: { key: 'pin_refused' } });
    expect((await attempt('222222')).body).toMatchObject({ error: { key: 'pin_refused' } });
    const third = await attempt('333333');
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ error: { key: 'pin_locked', retryAfterSeconds: 1800 } });
    expect(third.headers.get('retry-after')).toBe('1800');
    const right = await attempt();
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ error: { key: 'pin_locked' } });
  });
});
