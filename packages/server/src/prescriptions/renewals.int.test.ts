import { beforeAll, describe, expect, it } from 'vitest';
import {
  RENEWAL_REJECTION_MESSAGES,
  type EntryResponse,
  type Meeting,
  type PrescriptionWarningsResponse,
  type RenewalHistoryResponse,
  type RenewalResponse,
} from '@konsult/domain';
import { demoMeetingId } from '../demo/demo-ids';
import { DEMO_RENEWAL_ID } from '../demo/demo-prescribing';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import { meetingsOf, openMeeting, patientLinkToken } from '../test/consultation-api';
import { useTestApp } from '../test/file-app';
import { writeCompleteNote } from '../test/forms';
import { prescriptionCard, productNamed, sendPrescription } from '../test/prescriptions';

/**
 * Lars Öberg asked for four prescriptions to be renewed; Anna handles it in today's text meeting (seed 000 §4, §5):
 * she renews Metformin and Jardiance through the prescription flow, cancels the angina spray whose package is no
 * longer sold, and rejects the sleeping pill with a reason whose text reaches Lars's messages. The meeting cannot
 * end until every item is processed. Nurses do not process renewals; an outsider is answered 404.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const maria = t.signedIn('se.nurse');
const james = t.signedIn('gb.gp');
const base = '/api/medicalrecord/prnprescription';
let lars: Meeting;

beforeAll(async () => {
  lars = await openMeeting(anna, demoMeetingId('se.doctor', 'today-text'));
});

const renewal = async () =>
  (await anna.get<RenewalResponse>(`${base}/${lars.prescriptionRenewalId}?patientId=${lars.patientId}`)).body.renewal;
const itemOf = async (tradeName: string) =>
  (await renewal()).items.find((item) => item.distributedDrug.tradeName === tradeName)!;
const finish = () => anna.post(`/api/meeting/doctor/meeting/${lars.id}/finish`, { status: 'COMPLETED', sign: false });
const reject = (body: object) =>
  anna.post<RenewalResponse>(`${base}/${DEMO_RENEWAL_ID}/reject?meetingId=${lars.id}`, {
    patientId: lars.patientId,
    ...body,
  });

describe('Lars’s renewal', () => {
  it('is the renewal of his text meeting: four items to process, one whose package is no longer sold', async () => {
    expect(lars.prescriptionRenewalId).toBe(DEMO_RENEWAL_ID);
    const found = await renewal();
    expect(found.complete).toBe(false);
    expect(found.patientMessage).toMatch(/^Hej!/);
    expect(found.items.map((item) => [item.distributedDrug.tradeName, item.drugArticle.valid, item.state])).toEqual([
      ['Metformin Sandoz', true, 'PENDING'],
      ['Jardiance', true, 'PENDING'],
      ['Nitrolingual', false, 'PENDING'],
      ['Imovane', true, 'PENDING'],
    ]);
    expect(found.items[1]!.drugArticle.limitedReimbursement).toBe(true);
  });

  it('is written on the renewal form, whose drug, prescription and rejection fields finishing does not ask for', async () => {
    const entry = await anna.get<EntryResponse>(`/api/medicalrecord/v2/entry/${lars.id}`);
    expect(entry.body.templateId).toBe('medical-record/SE/prescription-renewal/v1');
    const refused = await finish();
    const fields = (refused.body as { error: { issues: { path: string }[] } }).error.issues.map((i) => i.path);
    expect(fields).toEqual(expect.arrayContaining(['renewal_question_1', 'primary_diagnosis']));
    expect(fields).not.toContain('drug_observable');
    expect(fields).not.toContain('reason_for_procedure_rejected_by_recipient');
  });

  it('keeps the meeting from ending while items are unprocessed', async () => {
    await writeCompleteNote(anna, lars.id);
    const refused = await finish();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: { key: 'missing_fields', issues: [{ path: 'prescription-renewal', code: 'required' }] },
    });
  });

  it('renews an item through the prescription flow, once, without warning of the drug it renews', async () => {
    const metformin = await itemOf('Metformin Sandoz');
    const product = await productNamed(anna, 'Metformin Sandoz', 'Filmdragerad tablett 500 mg');
    const card = prescriptionCard(product, {
      renewalItemId: metformin.medicationRequest.id,
      description: metformin.description,
    });
    // His own Metformin on the list is the therapy renewed, not a duplicate of it: nothing to confirm.
    const warnings = await anna.post<PrescriptionWarningsResponse>(
      `/api/prescriptions/prescription/warnings?patientId=${lars.patientId}`,
      { nplId: product.nplId, renewalItemId: metformin.medicationRequest.id },
    );
    expect(warnings.body.warnings).toEqual([]);
    const sent = await sendPrescription(anna, lars, card);
    expect(sent.status).toBe(201);
    expect(await itemOf('Metformin Sandoz')).toMatchObject({ state: 'RENEWED', prescriptionId: card.requestId });

    const again = await sendPrescription(anna, lars, { ...card, requestId: crypto.randomUUID() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { key: 'renewal_item_processed' } });
  });

  it('records another product for an item as a replacement', async () => {
    const jardiance = await itemOf('Jardiance');
    const other = await productNamed(anna, 'Jardiance', 'Filmdragerad tablett 25 mg');
    const card = prescriptionCard(other, { renewalItemId: jardiance.medicationRequest.id, confirmAll: true });
    expect((await sendPrescription(anna, lars, card)).status).toBe(201);
    expect((await itemOf('Jardiance')).state).toBe('REPLACED');
  });

  it('cancels the item whose package is no longer sold', async () => {
    const spray = await itemOf('Nitrolingual');
    const cancelled = await anna.post<RenewalResponse>(`${base}/${DEMO_RENEWAL_ID}/cancel?meetingId=${lars.id}`, {
      patientId: lars.patientId,
      itemIds: [spray.medicationRequest.id],
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.renewal.items[2]!.state).toBe('CANCELLED');
  });

  it('rejects the sleeping pill with a reason, whose text reaches Lars, and completes the renewal', async () => {
    const imovane = await itemOf('Imovane');
    const itemIds = [imovane.medicationRequest.id];
    const noReason = await reject({ itemIds, reason: null, message: 'Nej.' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ error: { issues: [{ path: 'body.reason' }] } });
    const emptyOther = await reject({ itemIds, reason: 'none_of_the_above', message: ' ' });
    expect(emptyOther.status).toBe(400);

    const rejected = await reject({
      itemIds,
      reason: 'addictive_medication',
      message: 'ignored: the reason has a text',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.renewal.complete).toBe(true);
    expect(rejected.body.renewal.items[3]!.state).toBe('REJECTED');
    expect(await auditRowsOf(t, rejected, 'success')).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'renewal.reject' })]),
    );

    const token = await patientLinkToken(anna, lars.id);
    const inbox = await t
      .browser()
      .get<{ messages: { subject: string; message: string }[] }>(`/api/join/${token}/messages`);
    expect(inbox.body.messages).toContainEqual(
      expect.objectContaining({
        subject: 'Din receptförnyelse',
        message: RENEWAL_REJECTION_MESSAGES.sv.addictive_medication,
      }),
    );

    expect((await reject({ itemIds, reason: 'treatment_given', message: 'x' })).status).toBe(409);
    expect((await finish()).status).toBe(200);
  });

  it('is in his renewal history', async () => {
    const history = await anna.get<RenewalHistoryResponse>(`${base}/history/${lars.patientId}`);
    expect(history.body.renewals.map((r) => [r.id, r.complete])).toEqual([[DEMO_RENEWAL_ID, true]]);
  });
});

describe('who may see and process it', () => {
  it('refuses a nurse processing it in her own meeting (403) and answers an outsider 404', async () => {
    const own = (await meetingsOf(maria)).find((m) => m.status === 'SCHEDULED' || m.status === 'STARTED')!;
    const refused = await maria.post(`${base}/${DEMO_RENEWAL_ID}/cancel?meetingId=${own.id}`, {
      patientId: own.patientId,
      itemIds: ['00000000-0000-4000-a017-000000000101'],
    });
    expect(refused.status).toBe(403);

    const foreign = await james.get(`${base}/${DEMO_RENEWAL_ID}?patientId=${lars.patientId}`);
    const missing = await james.get(`${base}/${DEMO_RENEWAL_ID}?patientId=00000000-0000-4000-8000-000000000000`);
    await expectDeniedAsMissing(t, foreign, missing, { action: 'renewal.read' });

    const wrongPatient = (await meetingsOf(anna)).find((m) => m.patientId !== lars.patientId)!;
    const notHis = await anna.get(`${base}/${DEMO_RENEWAL_ID}?patientId=${wrongPatient.patientId}`);
    expect(notHis.status).toBe(404);
  });
});
