import { describe, expect, it } from 'vitest';
import type {
  ConversationMessagesResponse,
  DocumentTemplateFieldsResponse,
  DocumentTemplatesResponse,
  MessageToPatientTemplateResponse,
  PatientLinkResponse,
  SaveDocumentResponse,
  SavedDocument,
  SavedDocumentsResponse,
  TakenActionsResponse,
} from '@konsult/domain';
import { demoClinicianId, demoMeetingId } from '../demo/demo-ids';
import { auditRowsOf } from '../test/audit-rows';
import { TestClient } from '../test/client';
import { pdfText } from '../test/pdf-text';
import { useTestApp } from '../test/file-app';

/**
 * Anna (se.doctor) writes Elin a medical certificate from the Swedish templates: she previews it, is told what is
 * missing, saves it; the saved PDF reads back with her words, å, ä and ö included; it is in Elin's documents and
 * the meeting's taken actions, and the certificate is now Anna's most used template. James (gb.gp) gets English ones.
 * Then Anna sends Lars a care summary with a message: he reads it and downloads the PDF by his meeting link; Maria
 * (se.nurse) writing to Mohammed, who prefers English, is offered the message in English.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const meetingId = demoMeetingId('se.doctor', 'today-current');
const certificate = {
  meeting_id: meetingId,
  template_id: 'sv-intyg',
  fields: {
    purpose: 'Frånvaro från arbete',
    findings: 'Förkylning med feber. Åter i arbete om tre dagar; inga särskilda åtgärder.',
    validUntil: '2026-11-28',
  },
};

const post = (path: string, body: unknown) =>
  fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `konsult_session=${anna.cookie('konsult_session')}; csrf_token=${anna.cookie('csrf_token')}`,
      'x-csrf-token': anna.cookie('csrf_token')!,
    },
    body: JSON.stringify(body),
  });

describe('documents from templates', () => {
  it('offers Anna the four Swedish templates and their fields; James the English ones', async () => {
    const list = await anna.get<DocumentTemplatesResponse>('/api/medicaldocuments/templates/v2');
    expect(list.body.templates.map((tpl) => tpl.name)).toEqual([
      'Läkarintyg',
      'Remissbrev',
      'Reseintyg',
      'Vårdsammanfattning',
    ]);
    const fields = await anna.get<DocumentTemplateFieldsResponse>('/api/medicaldocuments/template-fields/sv-intyg');
    expect(fields.body.fields.map((f) => [f.name, f.required])).toEqual([
      ['purpose', true],
      ['findings', true],
      ['validUntil', false],
    ]);
    const james = await t.signInNow('gb.gp');
    expect(
      (await james.get<DocumentTemplatesResponse>('/api/medicaldocuments/templates/v2')).body.templates[0]!.name,
    ).toBe('Medical certificate');
    expect((await james.get('/api/medicaldocuments/template-fields/sv-intyg')).status).toBe(404);
  });

  it('previews a real PDF, and says which required field is missing', async () => {
    const preview = await post('/api/medicaldocuments/preview', certificate);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(pdfText(new Uint8Array(await preview.arrayBuffer()))).toContain('Intyget avser: Frånvaro från arbete.');

    const missing = await anna.post('/api/medicaldocuments/preview', {
      ...certificate,
      fields: { ...certificate.fields, purpose: ' ' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: {
        key: 'invalid_document',
        issues: [expect.objectContaining({ path: 'body.fields.purpose', code: 'required' })],
      },
    });
  });

  it('saves it: the PDF holds the filled fields, Elin’s documents and the taken actions list it, audited', async () => {
    const saved = await anna.post<SavedDocument>('/api/medicaldocuments/save', certificate);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ title: 'Läkarintyg', templateName: 'Läkarintyg', meetingId });
    expect(await auditRowsOf(t, saved)).toEqual([
      expect.objectContaining({ action: 'document.save', outcome: 'success' }),
    ]);

    const pdf = await fetch(`${t.baseUrl}/api/medicaldocuments/finalised-document/${saved.body.id}`, {
      headers: { cookie: `konsult_session=${anna.cookie('konsult_session')}` },
    });
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Härmed intygas att Elin Nyström, personnummer 19910621-0462');
    expect(text).toContain('Bedömning: Förkylning med feber. Åter i arbete om tre dagar; inga särskilda åtgärder.');
    expect(text).toContain('Intyget gäller till och med 2026-11-28.');
    expect(text).toContain('Anna Lindgren');

    const meeting = await anna.get<{ patientId: string }>(`/api/meeting/doctor/meeting/${meetingId}`);
    const documents = await anna.get<SavedDocumentsResponse>(
      `/api/medicaldocuments/finalised-documents/${meetingId}?patientId=${meeting.body.patientId}`,
    );
    expect(documents.body.documents[0]).toMatchObject({ id: saved.body.id, title: 'Läkarintyg' });
    // The meeting opens its own patient's documents only.
    const otherPatient = await anna.get(
      `/api/medicaldocuments/finalised-documents/${meetingId}?patientId=${demoClinicianId('se.nurse')}`,
    );
    expect(otherPatient.status).toBe(404);
    // A clinician without a care relationship with Elin cannot read the PDF.
    const james = await t.signInNow('gb.gp');
    expect((await james.get(`/api/medicaldocuments/finalised-document/${saved.body.id}`)).status).toBe(404);
    const taken = await anna.get<TakenActionsResponse>(`/api/meeting/${meetingId}/taken-actions`);
    expect(taken.body.sections).toEqual([
      { kind: 'documents', items: [expect.objectContaining({ id: saved.body.id, templateName: 'Läkarintyg' })] },
    ]);
    expect(taken.body.count).toBe(1);

    await anna.post('/api/medicaldocuments/save', {
      meeting_id: meetingId,
      template_id: 'sv-vardsammanfattning',
      fields: { summary: 'Förkylning.', advice: 'Vila.' },
    });
    await anna.post('/api/medicaldocuments/save', certificate);
    const list = await anna.get<DocumentTemplatesResponse>('/api/medicaldocuments/templates/v2');
    expect(list.body.templates.map((tpl) => [tpl.name, tpl.usedCount]).slice(0, 2)).toEqual([
      ['Läkarintyg', 2],
      ['Vårdsammanfattning', 1],
    ]);
    const mostUsed = await anna.get<DocumentTemplatesResponse>('/api/medicaldocuments/templates/most-used');
    expect(mostUsed.body.templates.map((tpl) => tpl.name)).toEqual(['Läkarintyg', 'Vårdsammanfattning']);
  });

  it('refuses a template of another market and a field the template does not have', async () => {
    const english = await anna.post('/api/medicaldocuments/save', { ...certificate, template_id: 'en-certificate' });
    expect(english.status).toBe(400);
    const stray = await anna.post('/api/medicaldocuments/save', {
      ...certificate,
      fields: { ...certificate.fields, signature: 'x' },
    });
    expect(stray.body).toMatchObject({ error: { issues: [expect.objectContaining({ code: 'unknown_field' })] } });
  });
});

describe('sending a document to the patient', () => {
  const larsMeeting = demoMeetingId('se.doctor', 'today-text');
  const summary = {
    meeting_id: larsMeeting,
    template_id: 'sv-vardsammanfattning',
    fields: {
      summary: 'Övre luftvägsinfektion sedan fem dagar, ingen andningspåverkan.',
      advice: 'Vila, drick mycket och hör av dig om febern stiger över 39 grader.',
    },
  };
  const letter = {
    subject: 'Sammanfattning av ditt besök',
    message: 'Hej Lars, här är sammanfattningen av vårt samtal. Hör av dig om något är oklart. Anna',
  };
  const templateOf = (client: TestClient, templateId: string, meeting: string) =>
    client.get<MessageToPatientTemplateResponse>(
      `/api/medicaldocuments/message-to-patient-template/${templateId}?meetingId=${meeting}`,
    );

  it('offers the template’s message filled in for the patient, in their language, audited', async () => {
    const offered = await templateOf(anna, 'sv-vardsammanfattning', larsMeeting);
    expect(offered.status).toBe(200);
    expect(offered.body.subject).toBe('Sammanfattning av ditt besök');
    expect(offered.body.message).toMatch(/^Hej Lars,\n\nhär är en sammanfattning av vårt samtal/);
    expect(offered.body.message).toMatch(/Vänliga hälsningar\nAnna Lindgren$/);
    expect(await auditRowsOf(t, offered)).toEqual([
      expect.objectContaining({ action: 'document.message_template', outcome: 'success' }),
    ]);

    // Mohammed is Swedish Maria's patient, and prefers English: the certificate is Swedish, the message English.
    const maria = await t.signInNow('se.nurse');
    const english = await templateOf(maria, 'sv-intyg', demoMeetingId('se.nurse', 'upcoming-tomorrow'));
    expect(english.body.subject).toBe('Your medical certificate');
    expect(english.body.message).toMatch(/^Hello Mohammed,\n\nhere is your medical certificate/);
    expect(english.body.message).toMatch(/\nMaria Ek$/);
  });

  it('answers 404 for a patient the clinician has no care relationship with, and for a template not of the market', async () => {
    const james = await t.signInNow('gb.gp');
    const foreign = await templateOf(james, 'en-certificate', larsMeeting);
    expect(foreign.status).toBe(404);
    expect(await auditRowsOf(t, foreign)).toEqual([expect.objectContaining({ outcome: 'denied' })]);
    expect(foreign.text).not.toContain('Lars');
    expect((await templateOf(anna, 'en-certificate', larsMeeting)).status).toBe(404);
    expect((await anna.get('/api/medicaldocuments/message-to-patient-template/sv-intyg')).status).toBe(404);
  });

  it('refuses a send without its message, a message without the send, and a bad message, keeping nothing', async () => {
    for (const body of [
      { ...summary, send_to_patient: true },
      { ...summary, message_to_patient: letter },
      { ...summary, send_to_patient: true, message_to_patient: { ...letter, subject: ' ' } },
      { ...summary, send_to_patient: true, message_to_patient: { ...letter, message: 'x'.repeat(10_001) } },
      { ...summary, send_to_patient: 'yes', message_to_patient: letter },
    ]) {
      const refused = await anna.post<{ error: { key: string; issues: { path: string }[] } }>(
        '/api/medicaldocuments/save',
        body,
      );
      expect(refused.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(refused.body.error.key).toBe('invalid_input');
    }
    const missing = await anna.post<{ error: { issues: { path: string }[] } }>('/api/medicaldocuments/save', {
      ...summary,
      send_to_patient: true,
    });
    expect(missing.body.error.issues).toEqual([expect.objectContaining({ path: 'body.message_to_patient' })]);
    const incomplete = await anna.post('/api/medicaldocuments/save', {
      ...summary,
      fields: { summary: summary.fields.summary },
      send_to_patient: true,
      message_to_patient: letter,
    });
    expect(incomplete.status).toBe(400);
    expect((await anna.get<TakenActionsResponse>(`/api/meeting/${larsMeeting}/taken-actions`)).body).toEqual({
      count: 0,
      sections: [],
    });
  });

  it('saves the document and sends it: Lars reads the message and downloads the PDF by his link', async () => {
    const sent = await anna.post<SaveDocumentResponse>('/api/medicaldocuments/save', {
      ...summary,
      send_to_patient: true,
      message_to_patient: letter,
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      title: 'Sammanfattning av vårdkontakt',
      templateName: 'Vårdsammanfattning',
      sentMessage: { fileName: 'Vårdsammanfattning.pdf' },
    });
    expect((await auditRowsOf(t, sent)).map((row) => row.action).sort()).toEqual(['document.save', 'message.send']);

    const link = (await anna.post<PatientLinkResponse>(`/api/meeting/${larsMeeting}/patient-link`)).body.path;
    const base = link.replace('/join/', '/api/join/');
    const lars = new TestClient(t.baseUrl);
    const seen = await lars.get<ConversationMessagesResponse>(`${base}/messages`);
    expect(seen.body.messages).toEqual([
      expect.objectContaining({
        senderRole: 'CLINICIAN',
        senderName: 'Anna Lindgren',
        subject: letter.subject,
        message: letter.message,
        attachments: [
          expect.objectContaining({
            id: sent.body.sentMessage!.attachmentId,
            fileName: 'Vårdsammanfattning.pdf',
            contentType: 'application/pdf',
          }),
        ],
      }),
    ]);
    const download = await fetch(`${t.baseUrl}${base}/attachments/${sent.body.sentMessage!.attachmentId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent('Vårdsammanfattning.pdf'));
    const text = pdfText(new Uint8Array(await download.arrayBuffer()));
    expect(text).toContain('Sammanfattning av din vårdkontakt');
    expect(text).toContain('Lars Öberg');
    expect(text).toContain('Övre luftvägsinfektion sedan fem dagar, ingen andningspåverkan.');

    // Two things were done: a document made and a message sent, each in its own section.
    const taken = await anna.get<TakenActionsResponse>(`/api/meeting/${larsMeeting}/taken-actions`);
    expect(taken.body.sections).toEqual([
      {
        kind: 'sent-messages',
        items: [expect.objectContaining({ id: sent.body.sentMessage!.messageId, subject: letter.subject })],
      },
      { kind: 'documents', items: [expect.objectContaining({ id: sent.body.id, templateName: 'Vårdsammanfattning' })] },
    ]);
    expect(taken.body.count).toBe(2);
  });

  it('saves without a message when not asked to send', async () => {
    const kept = await anna.post<SaveDocumentResponse>('/api/medicaldocuments/save', {
      ...summary,
      send_to_patient: false,
    });
    expect(kept.status).toBe(201);
    expect(kept.body.sentMessage).toBeNull();
    const taken = await anna.get<TakenActionsResponse>(`/api/meeting/${larsMeeting}/taken-actions`);
    expect(taken.body.count).toBe(3);
    expect(taken.body.sections.find((s) => s.kind === 'sent-messages')?.items).toHaveLength(1);
  });
});
