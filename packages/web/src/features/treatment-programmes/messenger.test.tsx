import type { ConversationMessage, TreatmentProgramme } from '@konsult/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi } from '../../test/mock-api';
import { aCarePlan, DAY, PROGRAMME_START, renderProgramme } from './testing';

/**
 * Fredrik opens the messenger of Karin's programme in a tab of its own (/emr/icbt-messenger/{conversationId}): he
 * reads what she wrote and answers her; a paused conversation says she cannot write now, an ended programme closes it.
 */

const CONVERSATION = '/api/async-messaging/conversation/conversation-1';
const SEARCH = 'POST /api/treatment-programme/CarePlan/_search';

const aMessage = (overrides: Partial<ConversationMessage>): ConversationMessage => ({
  id: 'message-1',
  conversationId: 'conversation-1',
  senderRole: 'PATIENT',
  senderName: 'Karin Holm',
  subject: null,
  message: 'I took the bus all the way today!',
  sentAt: PROGRAMME_START + 9 * DAY,
  readAt: null,
  attachments: [],
  button: null,
  ...overrides,
});

function serverWith(carePlan: TreatmentProgramme) {
  let messages = [aMessage({})];
  return mockApi({
    [`GET ${CONVERSATION}/participant`]: json(200, {
      participants: [
        { id: 'clinician-fredrik', name: 'Fredrik Ek', role: 'CLINICIAN' },
        { id: 'patient-1', name: 'Karin Holm', role: 'PATIENT' },
      ],
    }),
    [SEARCH]: json(200, { carePlans: [aCarePlan({ id: 'other', conversationId: 'conversation-9' }), carePlan] }),
    [`GET ${CONVERSATION}/message`]: () => json(200, { messages }),
    [`POST ${CONVERSATION}/message/message-1/read`]: () => {
      messages = messages.map((m) => (m.id === 'message-1' ? { ...m, readAt: PROGRAMME_START + 10 * DAY } : m));
      return new Response(null, { status: 204 });
    },
    [`POST ${CONVERSATION}/message`]: (request) => {
      const sent = aMessage({
        id: 'message-2',
        senderRole: 'CLINICIAN',
        senderName: 'Fredrik Ek',
        message: (request.body as { message: string }).message,
        sentAt: PROGRAMME_START + 10 * DAY,
      });
      messages = [...messages, sent];
      return json(201, sent);
    },
  });
}

const openMessenger = () => renderProgramme(null, { initialEntry: '/emr/icbt-messenger/conversation-1' });

describe('the programme messenger page', () => {
  it("heads the conversation with the programme's title; the psychologist reads and answers", async () => {
    const requests = serverWith(aCarePlan({ title: 'Internet CBT for anxiety' }));
    const { user } = openMessenger();
    expect(await screen.findByRole('heading', { name: 'Internet CBT for anxiety', level: 1 })).toBeTruthy();
    expect(screen.getByText('Conversation with Karin Holm')).toBeTruthy();
    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(within(thread).getByText('I took the bus all the way today!')).toBeTruthy();
    expect(within(thread).getByText('Unread')).toBeTruthy();
    await user.click(within(thread).getByRole('button', { name: 'Mark as read' }));
    expect(await within(thread).findByText('I took the bus all the way today!')).toBeTruthy();
    await waitFor(() => expect(within(thread).queryByText('Unread')).toBeNull());

    await user.type(screen.getByRole('textbox', { name: 'Message to Karin Holm' }), 'Well done! How did it feel?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(thread).findByText('Well done! How did it feel?')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Message to Karin Holm' }) as HTMLTextAreaElement).value).toBe('');
    expect(requests.find((r) => r.method === 'POST' && r.path.endsWith('/message'))?.body).toEqual({
      message: 'Well done! How did it feel?',
    });
  });

  it("builds no download through the meeting: a programme's own conversation has no attachments", async () => {
    mockApi({
      [`GET ${CONVERSATION}/participant`]: json(200, {
        participants: [{ id: 'patient-1', name: 'Karin Holm', role: 'PATIENT' }],
      }),
      [SEARCH]: json(200, { carePlans: [aCarePlan({ encounter: 'meeting-7' })] }),
      [`GET ${CONVERSATION}/message`]: json(200, {
        messages: [
          aMessage({
            senderRole: 'CLINICIAN',
            senderName: 'Fredrik Ek',
            message: 'Here is the exposure ladder.',
            attachments: [{ id: 'file-1', fileName: 'ladder.pdf', contentType: 'application/pdf', size: 1200 }],
          }),
        ],
      }),
    });
    openMessenger();
    expect(await screen.findByText('Here is the exposure ladder.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download ladder.pdf' })).toBeNull();
  });

  it('says the patient cannot write while the conversation is paused', async () => {
    serverWith(aCarePlan({ conversation: { id: 'conversation-1', state: 'paused' } }));
    openMessenger();
    expect(await screen.findByText('The conversation is paused: the patient cannot write to you now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume conversation' })).toBeTruthy();
  });

  it('closes the conversation of an ended programme: no writing, the messages still there', async () => {
    serverWith(aCarePlan({ state: 'ended', ended: PROGRAMME_START + 20 * DAY }));
    openMessenger();
    expect(await screen.findByText('The programme has ended and its conversation is closed.')).toBeTruthy();
    expect(await screen.findByText('I took the bus all the way today!')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('keeps what was written when the message cannot be sent', async () => {
    mockApi({
      [`GET ${CONVERSATION}/participant`]: json(200, {
        participants: [{ id: 'patient-1', name: 'Karin Holm', role: 'PATIENT' }],
      }),
      [SEARCH]: json(200, { carePlans: [aCarePlan()] }),
      [`GET ${CONVERSATION}/message`]: json(200, { messages: [] }),
      [`POST ${CONVERSATION}/message`]: apiError(500, 'unknown'),
    });
    const { user } = openMessenger();
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Message to Karin Holm' }), 'See you Thursday');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The message was not sent');
    expect((screen.getByRole('textbox', { name: 'Message to Karin Holm' }) as HTMLTextAreaElement).value).toBe(
      'See you Thursday',
    );
  });
});
