import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dayKey,
  type ConversationMessagesResponse,
  type EvaluationResponse,
  type Meeting,
  type MeetingSickNotesResponse,
  type SickNoteInput,
  type SickNoteResponse,
  type TakenActionsResponse,
} from '@konsult/domain';
import { demoMeetingId } from '../demo/demo-ids';
import {
  certificateServiceCertificates,
  clinicians,
  conversationMessages,
  meetings,
  sickNotes,
} from '../platform/db/schema';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import type { TestClient } from '../test/client';
import { meetingsOf, openMeeting, patientLinkToken } from '../test/consultation-api';
import { useTestApp } from '../test/file-app';
import { pdfText } from '../test/pdf-text';

/**
 * Anna (se.doctor) writes a sick note for her patient in today's meeting: the form starts from the note's
 * diagnosis; half time for two weeks, then a quarter for two more, is signed at the certificate service, kept with
 * the meeting, listed in taken actions, known to the evaluation, printed as a PDF and sent to the patient, who reads
 * it on their link page. Overlapping periods and missing texts are refused at their fields (422) and nothing is
 * signed; a service that is down signs nothing (503), one that times out signs once however often she retries. A
 * nurse may not sign (403); James, in another country and without a care relationship, is answered 404. When a
 * meeting moves to Bertil, of another care unit, the PDF he downloads still names Anna's unit, which signed it.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const maria = t.signedIn('se.nurse');
const james = t.signedIn('gb.gp');
const bertil = t.signedIn('se.external');
const patientPage = t.browser();
const base = '/api/meeting/webcertsicknote';
const FAULTS = '/api/dev/faults/certificates';
const meetingId = demoMeetingId('se.doctor', 'today-current');
let meeting: Meeting;

const today = dayKey(Date.now(), 'Europe/Stockholm');
const day = (offset: number) => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
};

const sickNote = (change: Partial<SickNoteInput> = {}): SickNoteInput => ({
  request_id: randomUUID(),
  diagnosis_code: 'F43.2',
  diagnosis_text: 'Anpassningsstörning',
  basis: 'video',
  basis_date: today,
  function_impairment: 'Nedsatt koncentration, uthållighet och minne; sover dåligt.',
  activity_limitation: 'Klarar inte längre arbetspass, möten eller planering av andras arbete.',
  occupation: 'Projektledare på byggföretag',
  periods: [
    { degree: 50, from: today, to: day(13) },
    { degree: 25, from: day(14), to: day(27) },
  ],
  measures: ['work_adjustment', 'occupational_health'],
  measures_text: 'Kortare arbetsdagar, kontakt med företagshälsovården för samtal.',
  message_body: 'Hej! Här är ditt läkarintyg. Det är skickat till Försäkringskassan. Hälsningar Anna',
  ...change,
});

const sign = (client: TestClient, body: SickNoteInput | Record<string, unknown>, id = meetingId) =>
  client.post<SickNoteResponse>(`${base}/${id}`, body);
const ourRows = async (id: string) =>
  (await t.database.db.select({ n: count() }).from(sickNotes).where(eq(sickNotes.id, id)))[0]!.n;
const serviceRows = async (id: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(certificateServiceCertificates)
      .where(eq(certificateServiceCertificates.requestId, id))
  )[0]!.n;
const issues = (answer: { body: unknown }) =>
  (answer.body as { error: { issues?: { path: string; code: string }[] } }).error.issues?.map(
    (i) => `${i.path}:${i.code}`,
  );

beforeAll(async () => {
  meeting = await openMeeting(anna, meetingId);
});

describe('signing a sick note', () => {
  it('starts from the note’s diagnosis, and has no sick note yet', async () => {
    const entry = await anna.get<{ entry: { version: number } | null }>(`/api/medicalrecord/v2/entry/${meetingId}`);
    const saved = await anna.request('PUT', `/api/medicalrecord/v2/entry/${meetingId}`, {
      values: { primary_diagnosis: 'J06.9 Acute upper respiratory infection' },
      version: entry.body.entry?.version ?? 0,
    });
    expect(saved.status).toBe(200);
    const listed = await anna.get<MeetingSickNotesResponse>(`${base}/${meetingId}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      sickNotes: [],
      diagnosis: { code: 'J06.9', text: expect.stringMatching(/övre luftvägs/i) },
    });
    expect(await auditRowsOf(t, listed)).toEqual([
      expect.objectContaining({ action: 'sick_note.list', outcome: 'success', resourceId: meetingId }),
    ]);
  });

  it('signs half time for two weeks then a quarter: kept, in taken actions and known to the evaluation', async () => {
    const body = sickNote();
    const signed = await sign(anna, body);
    expect(signed.status).toBe(201);
    expect(signed.body.sickNote).toMatchObject({
      id: body.request_id,
      meetingId,
      patientId: meeting.patientId,
      status: 'SIGNED',
      certificateId: expect.stringMatching(/^FK7804-/),
      diagnosisCode: 'F43.2',
      periods: [
        { degree: 50, from: today, to: day(13) },
        { degree: 25, from: day(14), to: day(27) },
      ],
      measures: ['work_adjustment', 'occupational_health'],
      signedBy: 'Anna Lindgren',
      patientMessageId: expect.any(String),
    });
    expect(await serviceRows(body.request_id)).toBe(1);
    expect(await auditRowsOf(t, signed, 'success')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'sick_note.sign', resourceType: 'sick_note', resourceId: body.request_id }),
        expect.objectContaining({ action: 'message.send' }),
      ]),
    );

    const taken = await anna.get<TakenActionsResponse>(`/api/meeting/${meetingId}/taken-actions`);
    expect(taken.body.sections).toContainEqual({
      kind: 'sick-notes',
      items: [
        {
          id: body.request_id,
          meetingId,
          certificateId: signed.body.sickNote.certificateId,
          status: 'SIGNED',
          periods: signed.body.sickNote.periods,
          signedAt: signed.body.sickNote.signedAt,
          diagnosisCode: 'F43.2',
        },
      ],
    });
    const evaluation = await anna.get<EvaluationResponse>(`/api/medicalrecord/evaluation/${meetingId}`);
    expect(evaluation.body.context.hasSickNote).toBe(true);
    const other = await anna.get<EvaluationResponse>(
      `/api/medicalrecord/evaluation/${demoMeetingId('se.doctor', 'today-next')}`,
    );
    expect(other.body.context.hasSickNote).toBe(false);
  });

  it('answers the one already signed when the same request is sent again', async () => {
    const [first] = (await anna.get<MeetingSickNotesResponse>(`${base}/${meetingId}`)).body.sickNotes;
    const again = await sign(anna, sickNote({ request_id: first!.id }));
    expect(again.status).toBe(201);
    expect(again.body.sickNote.certificateId).toBe(first!.certificateId);
    expect(await ourRows(first!.id)).toBe(1);
    expect(await serviceRows(first!.id)).toBe(1);
  });

  it('signs the same request sent twice at once only once, and sends the patient one copy', async () => {
    const copies = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(conversationMessages)
          .where(eq(conversationMessages.subject, 'Läkarintyg för sjukpenning'))
      )[0]!.n;
    const before = await copies();
    const body = sickNote();
    const answers = await Promise.all([sign(anna, body), sign(anna, body)]);
    expect(answers.map((a) => a.status)).toContain(201);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(await ourRows(body.request_id)).toBe(1);
    expect(await serviceRows(body.request_id)).toBe(1);
    expect(await copies()).toBe(before + 1);
  });

  it('prints every field and both periods on the PDF, with å ä ö', async () => {
    const [note] = (await anna.get<MeetingSickNotesResponse>(`${base}/${meetingId}`)).body.sickNotes;
    const pdf = await fetch(`${t.baseUrl}${base}/${meetingId}/pdf?sick_note_id=${note!.id}`, {
      headers: { cookie: `konsult_session=${anna.cookie('konsult_session')}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of [
      'Läkarintyg för sjukpenning',
      'F43.2 Anpassningsstörning',
      'Min videokontakt med patienten',
      'Projektledare på byggföretag',
      'Nedsatt koncentration, uthållighet och minne; sover dåligt.',
      'Klarar inte längre arbetspass',
      `Hälften (50 %) ${today} ${day(13)} 14`,
      `En fjärdedel (25 %) ${day(14)} ${day(27)} 14`,
      'Arbetsanpassning, Kontakt med företagshälsovård',
      note!.certificateId,
      'Anna Lindgren',
    ]) {
      expect(text).toContain(expected);
    }
    const unknown = await anna.get(`${base}/${meetingId}/pdf?sick_note_id=${randomUUID()}`);
    expect(unknown.status).toBe(404);
  });

  it('sends the patient a copy: the message with the PDF on their link page', async () => {
    const token = await patientLinkToken(anna, meetingId);
    const seen = await patientPage.get<ConversationMessagesResponse>(`/api/join/${token}/messages`);
    const copy = seen.body.messages.find((m) => m.attachments.length > 0 && m.subject === 'Läkarintyg för sjukpenning');
    expect(copy).toMatchObject({
      message: 'Hej! Här är ditt läkarintyg. Det är skickat till Försäkringskassan. Hälsningar Anna',
      attachments: [
        expect.objectContaining({ fileName: 'Läkarintyg för sjukpenning.pdf', contentType: 'application/pdf' }),
      ],
    });
    const download = await fetch(`${t.baseUrl}/api/join/${token}/attachments/${copy!.attachments[0]!.id}`);
    expect(pdfText(new Uint8Array(await download.arrayBuffer()))).toContain('Läkarintyg för sjukpenning');
  });
});

describe('the demo', () => {
  it('has last week’s sick note in that meeting: a week full time, then two weeks half time', async () => {
    const lastWeek = await anna.get<MeetingSickNotesResponse>(`${base}/${demoMeetingId('se.doctor', 'past-week')}`);
    expect(lastWeek.status).toBe(200);
    expect(lastWeek.body.sickNotes).toEqual([
      expect.objectContaining({
        status: 'SIGNED',
        diagnosisCode: 'M54.5',
        periods: [expect.objectContaining({ degree: 100 }), expect.objectContaining({ degree: 50 })],
        patientMessageId: null,
      }),
    ]);
    const [note] = lastWeek.body.sickNotes;
    expect(await serviceRows(note!.id)).toBe(1);
  });
});

describe('the rules', () => {
  it('refuses overlapping periods at the later period, and signs nothing', async () => {
    const body = sickNote({
      periods: [
        { degree: 50, from: today, to: day(13) },
        { degree: 25, from: day(10), to: day(27) },
      ],
    });
    const refused = await sign(anna, body);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      error: {
        key: 'sick_note_invalid',
        issues: [{ path: 'body.periods.1.from', code: 'overlap', message: 'Overlaps period 1.' }],
      },
    });
    expect(await ourRows(body.request_id)).toBe(0);
    expect(await serviceRows(body.request_id)).toBe(0);
  });

  it('refuses missing texts, a degree FK does not pay, no period, and a period ending before it starts', async () => {
    const blank = await sign(anna, sickNote({ function_impairment: ' ', occupation: '', periods: [] }));
    expect(blank.status).toBe(422);
    expect(issues(blank)).toEqual([
      'body.function_impairment:required',
      'body.occupation:required',
      'body.periods:required',
    ]);
    const odd = await sign(anna, sickNote({ periods: [{ degree: 60, from: day(5), to: day(1) }] }));
    expect(issues(odd)).toEqual(['body.periods.0.degree:invalid_degree', 'body.periods.0.to:ends_before_start']);
    const backdated = await sign(anna, sickNote({ periods: [{ degree: 100, from: day(-8), to: day(3) }] }));
    expect(issues(backdated)).toEqual(['body.periods.0.from:too_early']);
  });

  it('answers 400 to a body that is not a sick note', async () => {
    for (const body of [
      {},
      sickNote({ basis: 'letter' as never }),
      sickNote({ periods: [{ degree: 50, from: '26/11/2026', to: day(3) }] }),
      sickNote({ request_id: 'not-a-uuid' }),
      { ...sickNote(), message_body: 42 },
      sickNote({ measures: ['massage' as never] }),
    ]) {
      const answer = await sign(anna, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('the certificate service', () => {
  it('signs nothing while it is down (503), and signs once when an answer was lost', async () => {
    expect((await anna.request('PUT', FAULTS, { fault: 'certificate_service_unavailable' })).status).toBe(200);
    const body = sickNote();
    const down = await sign(anna, body);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ error: { key: 'certificate_service_unavailable' } });
    expect(await ourRows(body.request_id)).toBe(0);
    expect(await auditRowsOf(t, down)).toEqual([
      expect.objectContaining({ action: 'sick_note.sign', outcome: 'failure' }),
    ]);

    await anna.request('PUT', FAULTS, { fault: 'certificate_service_timeout' });
    const lost = await sign(anna, body);
    expect(lost.status).toBe(503);
    expect(lost.body).toMatchObject({ error: { key: 'certificate_service_timeout' } });
    expect(await serviceRows(body.request_id)).toBe(1);
    expect(await ourRows(body.request_id)).toBe(0);

    await anna.request('PUT', FAULTS, { fault: 'certificate_rejected' });
    expect((await sign(anna, sickNote())).body).toMatchObject({ error: { key: 'certificate_rejected' } });

    await anna.request('PUT', FAULTS, { fault: null });
    const retried = await sign(anna, body);
    expect(retried.status).toBe(201);
    expect(await serviceRows(body.request_id)).toBe(1);
    expect(await ourRows(body.request_id)).toBe(1);
  });
});

describe('who may sign', () => {
  it('refuses a nurse in her own meeting (403, audited)', async () => {
    const own = (await meetingsOf(maria)).find((m) => m.status === 'SCHEDULED' || m.status === 'STARTED')!;
    const refused = await sign(maria, sickNote(), own.id);
    expect(refused.status).toBe(403);
    expect(await auditRowsOf(t, refused)).toEqual([
      expect.objectContaining({ action: 'sick_note.sign', outcome: 'denied' }),
    ]);
  });

  it('answers 404 to a clinician without a care relationship, as for a meeting that does not exist', async () => {
    const missingId = '00000000-0000-4000-8000-000000000000';
    await expectDeniedAsMissing(t, await sign(james, sickNote()), await sign(james, sickNote(), missingId), {
      action: 'sick_note.sign',
      resourceId: meetingId,
    });
    await expectDeniedAsMissing(t, await james.get(`${base}/${meetingId}`), await james.get(`${base}/${missingId}`), {
      action: 'sick_note.list',
    });
    const [note] = (await anna.get<MeetingSickNotesResponse>(`${base}/${meetingId}`)).body.sickNotes;
    await expectDeniedAsMissing(
      t,
      await james.get(`${base}/${meetingId}/pdf?sick_note_id=${note!.id}`),
      await james.get(`${base}/${missingId}/pdf?sick_note_id=${note!.id}`),
      { action: 'sick_note.pdf' },
    );
  });
});

describe('a sick note read by a colleague of another care unit', () => {
  it('names the unit that signed it, not the reader’s, after the meeting moved to Bertil', async () => {
    const nextId = demoMeetingId('se.doctor', 'today-next');
    const body = sickNote();
    expect((await sign(anna, body, nextId)).status).toBe(201);
    const [stored] = await t.database.db.select().from(sickNotes).where(eq(sickNotes.id, body.request_id));
    expect(stored!.careUnitName).toBe('Konsult Vårdcentral Sverige');

    const [external] = await t.database.db
      .select({ id: clinicians.id })
      .from(clinicians)
      .where(eq(clinicians.username, 'se.external'));
    await t.database.db.update(meetings).set({ clinicianId: external!.id }).where(eq(meetings.id, nextId));
    const path = `${base}/${nextId}/pdf?sick_note_id=${body.request_id}`;
    await expect.poll(async () => (await bertil.get(path)).status, { timeout: 1000, interval: 20 }).toBe(200);
    const pdf = await fetch(`${t.baseUrl}${path}`, {
      headers: { cookie: `konsult_session=${bertil.cookie('konsult_session')}` },
    });
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Konsult Vårdcentral Sverige');
    expect(text).toContain('Anna Lindgren');
    expect(text).not.toContain('Konsult Extern Bemanning');
  });
});
