import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ConversationMessagesResponse,
  EvaluationResponse,
  Meeting,
  MeetingPaygPrescriptionsResponse,
  PaygPrescriptionResponse,
  PharmaciesResponse,
  TakenActionsResponse,
} from '@konsult/domain';
import { demoMeetingId } from '../demo/demo-ids';
import { conversationMessages, ukPaygPrescriptions } from '../platform/db/schema';
import { renderPdf } from '../platform/pdf';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import type { TestClient } from '../test/client';
import { meetingsOf, openMeeting, patientLinkToken } from '../test/consultation-api';
import { useTestApp } from '../test/file-app';
import { pdfText } from '../test/pdf-text';

/**
 * James (gb.gp) uploads Oliver's signed private prescription as a PDF, previews it, ticks that the signature and the
 * patient's name are right and sends it: it is in taken actions, the evaluation knows a prescription was made, and
 * Oliver finds it in his messages on his link page. An 11 MB file, a PNG named .pdf and a send without both boxes
 * ticked are refused and keep nothing; sent twice, one message. Another clinician, or a user id that is not the
 * meeting's patient, is answered 404; a nurse may not issue it (403). The pharmacies near a postcode, nearest first.
 */

const t = useTestApp();
const james = t.signedIn('gb.gp');
const nurse = t.signedIn('gb.nurse');
const anna = t.signedIn('se.doctor');
const patientPage = t.browser();
const meetingId = demoMeetingId('gb.gp', 'today-next');
const base = `/api/uk/payg-prescription/meeting/${meetingId}`;
let meeting: Meeting;
let prescriptionPdf: Uint8Array<ArrayBuffer>;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const upload = (
  client: TestClient,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type = 'application/pdf',
  userId?: string,
  requestId: string = randomUUID(),
  meetingBase = base,
) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return client.post<PaygPrescriptionResponse>(
    `${meetingBase}/user/${userId ?? meeting.patientId}/pdf?requestId=${requestId}`,
    form,
  );
};
const preview = (id: string) =>
  fetch(`${t.baseUrl}${base}/${id}/pdf`, { headers: { cookie: `konsult_session=${james.cookie('konsult_session')}` } });
const paygSection = async () =>
  (await james.get<TakenActionsResponse>(`/api/meeting/${meetingId}/taken-actions`)).body.sections.find(
    (s) => s.kind === 'payg-prescriptions',
  );
const send = (client: TestClient, id: string, body: unknown) =>
  client.post<PaygPrescriptionResponse>(`${base}/${id}/send`, body);
const rows = async () => (await t.database.db.select({ n: count() }).from(ukPaygPrescriptions))[0]!.n;
const prescriptionMessages = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(conversationMessages)
      .where(eq(conversationMessages.subject, 'Your prescription'))
  )[0]!.n;
const issues = (answer: { body: unknown }) =>
  (answer.body as { error: { issues?: { path: string; code: string }[] } }).error.issues?.map(
    (i) => `${i.path}:${i.code}`,
  );

beforeAll(async () => {
  meeting = await openMeeting(james, meetingId);
  prescriptionPdf = new Uint8Array(
    await renderPdf({
      content: [
        { text: 'Private prescription', fontSize: 16 },
        'Patient: Oliver Bennett',
        'Amoxicillin 500 mg capsules, one three times a day for 5 days (15)',
        'Signed: Dr James Whitaker',
      ],
    }),
  );
});

describe('a pay-as-you-go prescription', () => {
  let id: string;

  it('keeps the uploaded PDF unsent, with its page count, and audits it', async () => {
    const before = await rows();
    const uploaded = await upload(james, prescriptionPdf, 'rx-oliver.pdf');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.prescription).toMatchObject({
      meetingId,
      patientId: meeting.patientId,
      fileName: 'rx-oliver.pdf',
      byteSize: prescriptionPdf.byteLength,
      pageCount: 1,
      status: 'UPLOADED',
      sentAt: null,
      patientMessageId: null,
    });
    id = uploaded.body.prescription.id;
    expect(await rows()).toBe(before + 1);
    expect(await auditRowsOf(t, uploaded)).toEqual([
      expect.objectContaining({
        action: 'payg_prescription.upload',
        outcome: 'success',
        patientId: meeting.patientId,
        resourceType: 'payg_prescription',
        resourceId: id,
      }),
    ]);
    const listed = await james.get<MeetingPaygPrescriptionsResponse>(base);
    expect(listed.body.prescriptions.map((p) => [p.id, p.status])).toEqual([[id, 'UPLOADED']]);
    // Not sent is no action taken: taken actions do not list it.
    expect(await paygSection()).toBeUndefined();
  });

  it('keeps a retried upload once: the same request id answers the stored row', async () => {
    const requestId = randomUUID();
    const first = await upload(james, prescriptionPdf, 'rx-oliver.pdf', 'application/pdf', undefined, requestId);
    const before = await rows();
    const again = await upload(james, prescriptionPdf, 'rx-oliver.pdf', 'application/pdf', undefined, requestId);
    expect(again.status).toBe(201);
    expect(again.body.prescription).toEqual(first.body.prescription);
    expect(again.body.prescription.id).toBe(requestId);
    expect(await rows()).toBe(before);
    id = requestId;
  });

  it('answers 409 to a request id of another meeting’s upload, and stores nothing', async () => {
    const other = (await meetingsOf(james)).find(
      (m) => m.id !== meetingId && (m.status === 'SCHEDULED' || m.status === 'STARTED'),
    )!;
    const before = await rows();
    const refused = await upload(
      james,
      prescriptionPdf,
      'rx.pdf',
      'application/pdf',
      other.patientId,
      id,
      `/api/uk/payg-prescription/meeting/${other.id}`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { key: 'conflict' } });
    expect(await rows()).toBe(before);
    expect((await upload(james, prescriptionPdf, 'rx.pdf', 'application/pdf', undefined, 'not-a-uuid')).status).toBe(
      400,
    );
  });

  it('replaces the meeting’s unsent upload with a new one: nothing half-done lingers', async () => {
    const replaced = id;
    const newer = await upload(james, prescriptionPdf, 'rx-oliver.pdf');
    id = newer.body.prescription.id;
    const listed = await james.get<MeetingPaygPrescriptionsResponse>(base);
    expect(listed.body.prescriptions.map((p) => [p.id, p.status])).toEqual([[id, 'UPLOADED']]);
    expect((await james.get(`${base}/${replaced}/pdf`)).status).toBe(404);
  });

  it('serves the PDF inline for the preview, framable by the app only', async () => {
    const pdf = await preview(id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline/);
    // The app frames it on its own page; no other site may.
    expect(pdf.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('Amoxicillin 500 mg');
    expect((await james.get(`${base}/00000000-0000-4000-8000-000000000000/pdf`)).status).toBe(404);
  });

  it('is not sent until both boxes are ticked (422 naming each), and nothing reaches the patient', async () => {
    const messages = await prescriptionMessages();
    const neither = await send(james, id, { signatureVerified: false, patientNameVerified: false });
    expect(neither.status).toBe(422);
    expect(neither.body).toMatchObject({ error: { key: 'payg_prescription_not_verified' } });
    expect(issues(neither)).toEqual(['body.signatureVerified:not_ticked', 'body.patientNameVerified:not_ticked']);
    const one = await send(james, id, { signatureVerified: true, patientNameVerified: false });
    expect(issues(one)).toEqual(['body.patientNameVerified:not_ticked']);
    expect((await send(james, id, { signatureVerified: true })).status).toBe(400);
    expect(await prescriptionMessages()).toBe(messages);
    const [row] = await t.database.db.select().from(ukPaygPrescriptions).where(eq(ukPaygPrescriptions.id, id));
    expect(row!.status).toBe('UPLOADED');
  });

  it('sends it: SENT, in taken actions, known to the evaluation, and the PDF in the patient’s messages', async () => {
    const messages = await prescriptionMessages();
    const sent = await send(james, id, { signatureVerified: true, patientNameVerified: true });
    expect(sent.status).toBe(200);
    expect(sent.body.prescription).toMatchObject({
      id,
      status: 'SENT',
      sentAt: expect.any(Number),
      sentBy: 'James Whitaker',
      patientMessageId: expect.any(String),
    });
    expect(await prescriptionMessages()).toBe(messages + 1);
    expect(await auditRowsOf(t, sent, 'success')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'payg_prescription.send',
          resourceType: 'payg_prescription',
          resourceId: id,
        }),
        expect.objectContaining({ action: 'message.send' }),
      ]),
    );

    expect(await paygSection()).toEqual({
      kind: 'payg-prescriptions',
      items: [
        {
          id,
          meetingId,
          status: 'SENT',
          fileName: 'rx-oliver.pdf',
          uploadedAt: expect.any(Number),
          sentAt: sent.body.prescription.sentAt,
        },
      ],
    });
    const evaluation = await james.get<EvaluationResponse>(`/api/medicalrecord/evaluation/${meetingId}`);
    expect(evaluation.body.context.hasPrescription).toBe(true);

    const token = await patientLinkToken(james, meetingId);
    const seen = await patientPage.get<ConversationMessagesResponse>(`/api/join/${token}/messages`);
    const copy = seen.body.messages.find((m) => m.id === sent.body.prescription.patientMessageId);
    expect(copy).toMatchObject({
      senderRole: 'CLINICIAN',
      subject: 'Your prescription',
      message: expect.stringContaining('pharmacy'),
      attachments: [expect.objectContaining({ fileName: 'Prescription.pdf', contentType: 'application/pdf' })],
    });
    const download = await fetch(`${t.baseUrl}/api/join/${token}/attachments/${copy!.attachments[0]!.id}`);
    expect(download.status).toBe(200);
    expect(pdfText(new Uint8Array(await download.arrayBuffer()))).toContain('Amoxicillin 500 mg');

    // One copy kept: the patient's attachment; the preview still shows it, from there.
    const [row] = await t.database.db.select().from(ukPaygPrescriptions).where(eq(ukPaygPrescriptions.id, id));
    expect(row).toMatchObject({ bytes: null, attachmentId: copy!.attachments[0]!.id });
    const pdf = await preview(id);
    expect(pdf.status).toBe(200);
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('Amoxicillin 500 mg');
  });

  it('answers the same when sent again, or twice at once, and sends one message each', async () => {
    const messages = await prescriptionMessages();
    const first = (await james.get<MeetingPaygPrescriptionsResponse>(base)).body.prescriptions[0]!;
    const again = await send(james, id, { signatureVerified: true, patientNameVerified: true });
    expect(again.status).toBe(200);
    expect(again.body.prescription).toEqual(first);
    const second = (await upload(james, prescriptionPdf, 'second.pdf')).body.prescription.id;
    const twice = await Promise.all(
      [second, second].map((p) => send(james, p, { signatureVerified: true, patientNameVerified: true })),
    );
    expect(twice.map((a) => a.status)).toEqual([200, 200]);
    expect(twice[0]!.body.prescription.patientMessageId).toBe(twice[1]!.body.prescription.patientMessageId);
    expect(await prescriptionMessages()).toBe(messages + 1);
  });
});

describe('refused uploads keep nothing', () => {
  it('refuses more than 10,000,000 bytes (413 file_too_large), audited', async () => {
    const before = await rows();
    const big = new Uint8Array(10_000_001);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const refused = await upload(james, big, 'huge.pdf');
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ error: { key: 'file_too_large' } });
    expect(await rows()).toBe(before);
    expect(await auditRowsOf(t, refused)).toEqual([
      expect.objectContaining({ action: 'payg_prescription.upload', outcome: 'failure' }),
    ]);
  });

  it('takes exactly 10,000,000 bytes', async () => {
    const most = new Uint8Array(10_000_000);
    most.set(prescriptionPdf);
    const taken = await upload(james, most, 'padded.pdf');
    expect(taken.status).toBe(201);
    expect(taken.body.prescription.byteSize).toBe(10_000_000);
  });

  it('refuses a PNG named .pdf and declared a PDF (415 not_a_pdf)', async () => {
    const before = await rows();
    const refused = await upload(james, PNG, 'prescription.pdf', 'application/pdf');
    expect(refused.status).toBe(415);
    expect(refused.body).toMatchObject({ error: { key: 'not_a_pdf' } });
    expect(await rows()).toBe(before);
  });

  it('takes a PDF whatever its name or declared type', async () => {
    const odd = await upload(james, prescriptionPdf, 'scan.png', 'image/png');
    expect(odd.status).toBe(201);
  });

  it('answers 400 to a body that is not one file in "file"', async () => {
    const form = new FormData();
    form.append('document', new Blob([prescriptionPdf]), 'rx.pdf');
    const path = `${base}/user/${meeting.patientId}/pdf?requestId=${randomUUID()}`;
    expect((await james.post(path, form)).status).toBe(400);
    expect((await james.post(path, { file: 'x' })).status).toBe(400);
  });
});

describe('who may', () => {
  it('answers 404 when the user id is not the meeting’s patient, audited as denied', async () => {
    const before = await rows();
    const other = (await meetingsOf(james)).find((m) => m.patientId !== meeting.patientId)!;
    const wrong = await upload(james, prescriptionPdf, 'rx.pdf', 'application/pdf', other.patientId);
    expect(wrong.status).toBe(404);
    expect(await rows()).toBe(before);
    expect(await auditRowsOf(t, wrong)).toEqual([
      expect.objectContaining({ action: 'payg_prescription.upload', outcome: 'denied' }),
    ]);
  });

  it('answers another clinician 404, as for a meeting that does not exist', async () => {
    const [first] = (await james.get<MeetingPaygPrescriptionsResponse>(base)).body.prescriptions;
    const missing = await anna.get(`/api/uk/payg-prescription/meeting/00000000-0000-4000-8000-000000000000`);
    await expectDeniedAsMissing(t, await anna.get(base), missing, { action: 'payg_prescription.list' });
    expect((await send(nurse, first!.id, { signatureVerified: true, patientNameVerified: true })).status).toBe(404);
    expect((await nurse.get(`${base}/${first!.id}/pdf`)).status).toBe(404);
  });

  it('refuses a nurse in her own meeting (403, audited)', async () => {
    const own = (await meetingsOf(nurse)).find((m) => m.status === 'SCHEDULED' || m.status === 'STARTED')!;
    const form = new FormData();
    form.append('file', new Blob([prescriptionPdf], { type: 'application/pdf' }), 'rx.pdf');
    const refused = await nurse.post(
      `/api/uk/payg-prescription/meeting/${own.id}/user/${own.patientId}/pdf?requestId=${randomUUID()}`,
      form,
    );
    expect(refused.status).toBe(403);
    expect(await auditRowsOf(t, refused)).toEqual([
      expect.objectContaining({ action: 'payg_prescription.upload', outcome: 'denied' }),
    ]);
  });
});

describe('pharmacies near the patient', () => {
  it('lists the demo pharmacies nearest a postcode first, within reach', async () => {
    const near = await james.get<PharmaciesResponse>('/api/uk/pharmacies?postcode=nw19lr');
    expect(near.status).toBe(200);
    expect(near.body.postcode).toBe('NW1 9LR');
    expect(near.body.origin).toMatchObject({ district: 'NW1' });
    const names = near.body.pharmacies.map((p) => p.name);
    expect(names.slice(0, 2).sort()).toEqual(['Camden Road Pharmacy', 'Parkway Chemists']);
    expect(near.body.pharmacies.find((p) => p.name === 'Camden Road Pharmacy')).toMatchObject({
      odsCode: 'FX001',
      postcode: 'NW1 9EE',
    });
    const distances = near.body.pharmacies.map((p) => p.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(names).not.toContain('Headingley Pharmacy');
    const leeds = await james.get<PharmaciesResponse>('/api/uk/pharmacies?postcode=LS6%201BN');
    expect(leeds.body.pharmacies[0]!.name).toBe('Headingley Pharmacy');
  });

  it('places an unknown district of a known area at the area, and answers none for a place it cannot', async () => {
    const area = await james.get<PharmaciesResponse>('/api/uk/pharmacies?postcode=SE22%208AA');
    expect(area.body.origin).toMatchObject({ district: 'SE' });
    expect(area.body.pharmacies.length).toBeGreaterThan(0);
    const nowhere = await james.get<PharmaciesResponse>('/api/uk/pharmacies?postcode=ZE1%200AA');
    expect(nowhere.body).toEqual({ postcode: 'ZE1 0AA', origin: null, pharmacies: [] });
    expect((await james.get('/api/uk/pharmacies')).status).toBe(400);
    expect((await patientPage.get('/api/uk/pharmacies?postcode=NW1')).status).toBe(401);
  });
});
