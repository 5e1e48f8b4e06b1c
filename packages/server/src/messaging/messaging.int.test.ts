import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ConversationListResponse,
  ConversationMessage,
  ConversationMessagesResponse,
  MessageAttachment,
  ParticipantsResponse,
  PatientLinkResponse,
  SendPatientMessageResponse,
  TakenActionsResponse,
  UnreadsResponse,
} from '@konsult/domain';
import { demoMeetingId } from '../demo/demo-ids';
import { auditRowsOf } from '../test/audit-rows';
import type { TestClient } from '../test/client';
import { patientLinkToken } from '../test/consultation-api';
import { useTestApp } from '../test/file-app';

/**
 * Anna (se.doctor) writes to Elin after today's meeting. Elin opens the meeting's one-time link, reads it (which
 * marks it read on Anna's side of the story) and answers; Anna sees one unread message, reads it, marks it unread
 * again, then none as read. Gemma (gb.gp) reaches none of it, and a used-up link reads nothing.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const elin = t.browser();
let token: string;
let conversationId: string;
const meetingId = demoMeetingId('se.doctor', 'today-current');

beforeAll(async () => {
  token = await patientLinkToken(anna, meetingId);
});

const unreadCount = async () =>
  (
    await anna.post<UnreadsResponse>('/api/async-messaging/conversations/unreads', {
      conversationIds: [conversationId],
    })
  ).body.unreads[0]?.count;

describe('messages between Anna and Elin', () => {
  it('Anna sends one from the meeting: the conversation starts, and the send is audited', async () => {
    const none = await anna.get<ConversationListResponse>(
      `/api/async-messaging/conversation?include=unreads&meetingId=${meetingId}`,
    );
    expect(none.body.conversations).toEqual([]);
    // Finding none is a reading of the meeting's messages all the same.
    expect(await auditRowsOf(t, none)).toEqual([
      expect.objectContaining({ action: 'conversation.list', outcome: 'success', resourceId: meetingId }),
    ]);
    const sent = await anna.post<SendPatientMessageResponse>(`/api/meeting/${meetingId}/patient-message`, {
      message_subject: 'Provsvar',
      message: 'Dina prover ser bra ut. Hör av dig om besvären kommer tillbaka.',
    });
    expect(sent.status).toBe(201);
    conversationId = sent.body.conversationId;
    expect(sent.body.message).toMatchObject({
      senderRole: 'CLINICIAN',
      senderName: 'Anna Lindgren',
      subject: 'Provsvar',
      readAt: null,
    });
    expect(await auditRowsOf(t, sent)).toEqual([
      expect.objectContaining({ action: 'message.send', outcome: 'success', resourceId: conversationId }),
    ]);
    const list = await anna.get<ConversationListResponse>(
      `/api/async-messaging/conversation?include=unreads&meetingId=${meetingId}`,
    );
    expect(list.body.conversations).toEqual([
      expect.objectContaining({ id: conversationId, meetingId, state: 'active', unreads: 0 }),
    ]);
  });

  it('Elin reads it by her link, which marks it read, and answers', async () => {
    const read = await elin.get<ConversationMessagesResponse>(`/api/join/${token}/messages`);
    expect(read.status).toBe(200);
    expect(read.body.messages.map((m) => [m.senderRole, m.subject, m.message])).toEqual([
      ['CLINICIAN', 'Provsvar', 'Dina prover ser bra ut. Hör av dig om besvären kommer tillbaka.'],
    ]);
    const answer = await elin.post<ConversationMessage>(`/api/join/${token}/messages`, {
      message: 'Tack! Ska jag boka ett nytt besök om två veckor?',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ senderRole: 'PATIENT', senderName: 'Elin Nyström', readAt: null });

    const seen = await anna.get<ConversationMessagesResponse>(
      `/api/async-messaging/conversation/${conversationId}/message`,
    );
    expect(seen.body.messages.map((m) => [m.senderRole, m.readAt === null])).toEqual([
      ['CLINICIAN', false],
      ['PATIENT', true],
    ]);
  });

  it('Anna sees one unread, reads it, marks it unread again, then none as read', async () => {
    expect(await unreadCount()).toBe(1);
    const messages = (
      await anna.get<ConversationMessagesResponse>(`/api/async-messaging/conversation/${conversationId}/message`)
    ).body.messages;
    const fromElin = messages.find((m) => m.senderRole === 'PATIENT')!;
    const fromAnna = messages.find((m) => m.senderRole === 'CLINICIAN')!;
    const base = `/api/async-messaging/conversation/${conversationId}/message`;

    expect((await anna.post(`${base}/${fromElin.id}/read`)).status).toBe(204);
    expect(await unreadCount()).toBe(0);
    expect((await anna.post(`${base}/${fromElin.id}/read?markUnread=true`)).status).toBe(204);
    expect(await unreadCount()).toBe(1);
    expect((await anna.post(`${base}/${fromElin.id}/read`)).status).toBe(204);
    expect((await anna.post(`/api/async-messaging/conversation/${conversationId}/mark-none-as-read`)).status).toBe(204);
    expect(await unreadCount()).toBe(1);
    // Her own message is not hers to mark read: the patient's side does that.
    expect((await anna.post(`${base}/${fromAnna.id}/read`)).status).toBe(404);
  });

  it('Anna writes on in the conversation; the participants are the two of them', async () => {
    const more = await anna.post<ConversationMessage>(`/api/async-messaging/conversation/${conversationId}/message`, {
      message: 'Ja, boka gärna en tid om två veckor.',
    });
    expect(more.status).toBe(201);
    const people = await anna.get<ParticipantsResponse>(
      `/api/async-messaging/conversation/${conversationId}/participant?include=roles`,
    );
    expect(people.body.participants.map((p) => [p.role, p.name])).toEqual([
      ['CLINICIAN', 'Anna Lindgren'],
      ['PATIENT', 'Elin Nyström'],
    ]);
  });

  it('refuses empty and oversized messages with 400, keeping nothing', async () => {
    const before = (
      await anna.get<ConversationMessagesResponse>(`/api/async-messaging/conversation/${conversationId}/message`)
    ).body.messages.length;
    for (const body of [
      { message_subject: 'Hej', message: '   ' },
      { message_subject: '', message: 'Hej' },
      { message_subject: 'Hej', message: 'x'.repeat(10_001) },
      { message: 'no subject' },
    ]) {
      expect((await anna.post(`/api/meeting/${meetingId}/patient-message`, body)).status).toBe(400);
    }
    expect((await elin.post(`/api/join/${token}/messages`, { message: '' })).status).toBe(400);
    expect(
      (await anna.get<ConversationMessagesResponse>(`/api/async-messaging/conversation/${conversationId}/message`)).body
        .messages,
    ).toHaveLength(before);
  });
});

describe('taken actions', () => {
  it('list what Anna sent in the meeting, with the count the action bar shows; another meeting has none', async () => {
    const taken = await anna.get<TakenActionsResponse>(`/api/meeting/${meetingId}/taken-actions`);
    expect(taken.body.count).toBe(2);
    expect(taken.body.sections).toEqual([
      {
        kind: 'sent-messages',
        items: [
          expect.objectContaining({ subject: 'Provsvar', senderName: 'Anna Lindgren' }),
          expect.objectContaining({ subject: null, message: 'Ja, boka gärna en tid om två veckor.' }),
        ],
      },
    ]);
    const other = await anna.get<TakenActionsResponse>(
      `/api/meeting/${demoMeetingId('se.doctor', 'upcoming-tomorrow')}/taken-actions`,
    );
    expect(other.body).toEqual({ count: 0, sections: [] });
  });
});

describe('what others reach', () => {
  it('Gemma gets 404 for the conversation and no unread count for it', async () => {
    const gemma = await t.signInNow('gb.gp');
    const theirs = await gemma.get(`/api/async-messaging/conversation/${conversationId}/message`);
    expect(theirs.status).toBe(404);
    expect(await auditRowsOf(t, theirs)).toEqual([expect.objectContaining({ outcome: 'denied' })]);
    const counts = await gemma.post<UnreadsResponse>('/api/async-messaging/conversations/unreads', {
      conversationIds: [conversationId],
    });
    expect(counts.body.unreads).toEqual([]);
  });

  it('a retired link reads and writes nothing', async () => {
    await anna.post<PatientLinkResponse>(`/api/meeting/${meetingId}/patient-link`);
    expect((await elin.get(`/api/join/${token}/messages`)).status).toBe(404);
    expect((await elin.post(`/api/join/${token}/messages`, { message: 'Hallå?' })).status).toBe(404);
  });
});

describe('attachments', () => {
  const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  const upload = (client: TestClient, name: string, bytes: Uint8Array, meeting = meetingId) => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(bytes)]), name);
    return client.request<MessageAttachment & { error?: { key: string; issues: { code: string }[] } }>(
      'POST',
      `/api/meeting/${meeting}/message-attachments`,
      form,
    );
  };
  const issueOf = (answer: { status: number; body: unknown }) =>
    [answer.status, (answer.body as { error: { issues?: { code: string }[] } }).error.issues?.[0]?.code] as const;

  it('Anna attaches a PDF; Elin sees it on the message and downloads the same bytes', async () => {
    const link = (await anna.post<PatientLinkResponse>(`/api/meeting/${meetingId}/patient-link`)).body.path;
    const file = await upload(anna, 'Remiss fysioterapi.pdf', PDF);
    expect(file.status).toBe(201);
    expect(file.body).toMatchObject({ fileName: 'Remiss fysioterapi.pdf', contentType: 'application/pdf' });
    const sent = await anna.post<SendPatientMessageResponse>(`/api/meeting/${meetingId}/patient-message`, {
      message_subject: 'Remiss',
      message: 'Här är remissen.',
      attachment_ids: [file.body.id],
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message.attachments).toEqual([expect.objectContaining({ id: file.body.id })]);

    const seen = await elin.get<ConversationMessagesResponse>(`${link.replace('/join/', '/api/join/')}/messages`);
    const withFile = seen.body.messages.find((m) => m.attachments.length > 0)!;
    expect(withFile.attachments[0]).toMatchObject({ fileName: 'Remiss fysioterapi.pdf' });
    const download = await fetch(`${t.baseUrl}${link.replace('/join/', '/api/join/')}/attachments/${file.body.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
  });

  it('refuses a bad name, content that is not what the name says, and more files than configured', async () => {
    expect(issueOf(await upload(anna, 'brev<1>.pdf', PDF))).toEqual([400, 'name_characters']);
    expect(issueOf(await upload(anna, 'program.exe', PDF))).toEqual([400, 'name_extension']);
    expect(issueOf(await upload(anna, 'brev.pdf', new TextEncoder().encode('MZ not a pdf')))).toEqual([
      400,
      'content_mismatch',
    ]);
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await upload(anna, `bilaga ${i}.pdf`, PDF)).body.id);
    const tooMany = await anna.post(`/api/meeting/${meetingId}/patient-message`, {
      message_subject: 'Bilagor',
      message: 'Fyra bilagor.',
      attachment_ids: ids,
    });
    expect(issueOf(tooMany)).toEqual([400, 'too_many']);
  });

  it('sends nothing with an upload of another meeting, and the patient never sees an unsent upload', async () => {
    const elsewhere = await upload(anna, 'annat.pdf', PDF, demoMeetingId('se.doctor', 'today-next'));
    const before = (await anna.get<TakenActionsResponse>(`/api/meeting/${meetingId}/taken-actions`)).body.count;
    const answer = await anna.post(`/api/meeting/${meetingId}/patient-message`, {
      message_subject: 'Fel bilaga',
      message: 'Denna ska inte gå iväg.',
      attachment_ids: [elsewhere.body.id],
    });
    expect(issueOf(answer)).toEqual([400, 'unknown']);
    expect((await anna.get<TakenActionsResponse>(`/api/meeting/${meetingId}/taken-actions`)).body.count).toBe(before);

    const link = (await anna.post<PatientLinkResponse>(`/api/meeting/${meetingId}/patient-link`)).body.path;
    const unsent = await upload(anna, 'utkast.pdf', PDF);
    const peek = await fetch(`${t.baseUrl}${link.replace('/join/', '/api/join/')}/attachments/${unsent.body.id}`);
    expect(peek.status).toBe(404);
    const own = await anna.request('GET', `/api/meeting/${meetingId}/message-attachments/${unsent.body.id}`);
    expect(own.status).toBe(200);
  });
});
