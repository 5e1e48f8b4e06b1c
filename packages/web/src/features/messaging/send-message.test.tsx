import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { SendMessagePanel } from './components/send-message-panel';

const SEND = 'POST /api/meeting/meeting-1/patient-message';
const LIST = 'GET /api/async-messaging/conversation';
const THREAD = 'GET /api/async-messaging/conversation/conv-1/message';

const aMessage = (over: Record<string, unknown> = {}) => ({
  id: 'm-1',
  conversationId: 'conv-1',
  senderRole: 'CLINICIAN',
  senderName: 'Anna Berg',
  subject: 'Provsvar',
  message: 'Dina prover ser bra ut.',
  sentAt: Date.UTC(2026, 10, 21, 14, 0),
  readAt: null,
  attachments: [],
  button: null,
  ...over,
});

const conversation = (unreads: number) =>
  json(200, {
    conversations: [{ id: 'conv-1', meetingId: 'meeting-1', patientId: 'patient-1', state: 'active', unreads }],
  });

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

describe('send message', () => {
  it('shows that nothing was written yet in this meeting', async () => {
    mockApi({ [LIST]: json(200, { conversations: [] }) });
    renderPanel(<SendMessagePanel meeting={aMeeting()} />);
    expect(await screen.findByText('No messages yet in this meeting.')).toBeTruthy();
  });

  it('asks for a subject and a message before sending anything', async () => {
    const requests = mockApi({ [LIST]: json(200, { conversations: [] }) });
    const { user } = renderPanel(<SendMessagePanel meeting={aMeeting()} />);
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Write a subject (at most 200 characters).')).toBeTruthy();
    expect(screen.getByText('Write a message (at most 10,000 characters).')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('keeps every word when the send fails, and sends them when tried again', async () => {
    let attempts = 0;
    const requests = mockApi({
      [LIST]: json(200, { conversations: [] }),
      [SEND]: () =>
        ++attempts === 1
          ? apiError(503, 'unknown', 'Down')
          : json(201, { conversationId: 'conv-1', message: aMessage() }),
      [THREAD]: json(200, { messages: [aMessage()] }),
    });
    const { user } = renderPanel(<SendMessagePanel meeting={aMeeting()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Provsvar');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Dina prover ser bra ut.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('The message was not sent')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('Provsvar');
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(
      'Dina prover ser bra ut.',
    );

    mockApi({
      [LIST]: conversation(0),
      [SEND]: () => json(201, { conversationId: 'conv-1', message: aMessage() }),
      [THREAD]: json(200, { messages: [aMessage()] }),
    });
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The message was sent to Erik Lund.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      message_subject: 'Provsvar',
      message: 'Dina prover ser bra ut.',
    });
  });

  it('shows the patient’s answer as unread, and marks it read', async () => {
    const answer = aMessage({
      id: 'm-2',
      senderRole: 'PATIENT',
      senderName: 'Erik Lund',
      subject: null,
      message: 'Tack!',
    });
    const requests = mockApi({
      [LIST]: conversation(1),
      [THREAD]: json(200, { messages: [aMessage(), answer] }),
      'POST /api/async-messaging/conversation/conv-1/message/m-2/read': () => new Response(null, { status: 204 }),
    });
    const { user } = renderPanel(<SendMessagePanel meeting={aMeeting()} />);
    const thread = await screen.findByRole('region', { name: /Conversation with the patient/ });
    expect(await within(thread).findByText('1 unread')).toBeTruthy();
    await user.click(await within(thread).findByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/m-2/read'))).toBe(true));
  });

  it('checks attachments by the deployment’s rules before anything is uploaded', async () => {
    const requests = mockApi({ [LIST]: json(200, { conversations: [] }) });
    const { user } = renderPanel(<SendMessagePanel meeting={aMeeting()} />);
    const picker = await screen.findByLabelText('Attachments');
    const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
    await user.upload(picker, [pdf('brev<1>.pdf'), pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    const files = screen.getByRole('list', { name: 'Files to send' });
    expect(within(files).getByText(/may only hold letters, digits/)).toBeTruthy();
    expect(within(files).getByText('At most 3 files can be sent with a message.')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Bilagor');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Se bilagorna.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.click(within(files).getByRole('button', { name: 'Remove brev<1>.pdf' }));
    expect(within(files).queryByText(/may only hold letters/)).toBeNull();
    expect(within(files).queryByText(/At most 3 files/)).toBeNull();
  });
});
