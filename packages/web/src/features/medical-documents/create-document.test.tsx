import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { CreateDocumentPanel } from './components/create-document-panel';

const TEMPLATES = 'GET /api/medicaldocuments/templates/v2';
const LETTER = 'GET /api/medicaldocuments/message-to-patient-template/sv-intyg';
const SAVE = 'POST /api/medicaldocuments/save';

const templates = json(200, {
  templates: [
    { id: 'sv-intyg', name: 'Läkarintyg', kind: 'certificate', usedCount: 2 },
    { id: 'sv-vardsammanfattning', name: 'Vårdsammanfattning', kind: 'care-summary', usedCount: 0 },
  ],
});
const prepared = {
  subject: 'Ditt läkarintyg',
  message: 'Hej Erik,\n\nhär är ditt läkarintyg från ditt besök hos oss.\n\nVänliga hälsningar\nAnna Berg',
};
const saved = (sent: boolean) =>
  json(201, {
    id: 'doc-1',
    meetingId: 'meeting-1',
    title: 'Läkarintyg',
    templateName: 'Läkarintyg',
    createdAt: Date.UTC(2026, 10, 21, 14, 0),
    sentMessage: sent
      ? { conversationId: 'conv-1', messageId: 'm-1', attachmentId: 'a-1', fileName: 'Läkarintyg.pdf' }
      : null,
  });

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

/** What saving the certificate filled in by `fillCertificate` sends. */
const CERTIFICATE_SAVED = {
  meeting_id: 'meeting-1',
  template_id: 'sv-intyg',
  fields: { purpose: 'Frånvaro från arbete', findings: 'Förkylning med feber.' },
};

async function fillCertificate(user: ReturnType<typeof renderPanel>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Intyget avser' }), 'Frånvaro från arbete');
  await user.type(textbox('Bedömning'), 'Förkylning med feber.');
}

// Typing is keystroke by keystroke, and a failing prepared message is retried twice: more than the default 5 s.
describe('create document: send to the patient', { timeout: 20_000 }, () => {
  it('prefills the template’s message for the patient, sends it as edited, and says so', async () => {
    const requests = mockApi({ [TEMPLATES]: templates, [LETTER]: json(200, prepared), [SAVE]: () => saved(true) });
    const { user } = renderPanel(<CreateDocumentPanel meeting={aMeeting()} />);
    await fillCertificate(user);
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /Send to the patient with a message/ }));
    await waitFor(() => expect(textbox('Subject').value).toBe('Ditt läkarintyg'));
    expect(textbox('Message to the patient').value).toBe(prepared.message);
    expect(requests.find((r) => r.path.endsWith('/message-to-patient-template/sv-intyg'))?.query.get('meetingId')).toBe(
      'meeting-1',
    );

    await user.clear(textbox('Subject'));
    await user.type(textbox('Subject'), 'Intyg för arbetsgivaren');
    await user.click(screen.getByRole('button', { name: 'Save and send' }));

    expect(await screen.findByText('Läkarintyg was saved and sent to Erik Lund.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      ...CERTIFICATE_SAVED,
      send_to_patient: true,
      message_to_patient: { subject: 'Intyg för arbetsgivaren', message: prepared.message },
    });
    // Done: the form starts over, not sending the next document unless asked again.
    expect(textbox('Intyget avser').value).toBe('');
    expect((screen.getByRole('checkbox', { name: /Send to the patient/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('keeps the fields and every word of the message when the save fails, and sends them on retry', async () => {
    let attempts = 0;
    const requests = mockApi({
      [TEMPLATES]: templates,
      [LETTER]: json(200, prepared),
      [SAVE]: () => (++attempts === 1 ? apiError(503, 'unknown', 'Down') : saved(true)),
    });
    const { user } = renderPanel(<CreateDocumentPanel meeting={aMeeting()} />);
    await fillCertificate(user);
    await user.click(screen.getByRole('checkbox', { name: /Send to the patient with a message/ }));
    await waitFor(() => expect(textbox('Message to the patient').value).toBe(prepared.message));
    await user.type(textbox('Message to the patient'), '\nPS. Kontakta oss vid frågor.');
    await user.click(screen.getByRole('button', { name: 'Save and send' }));

    expect(await screen.findByText('The document was not saved. Your values are kept: try again.')).toBeTruthy();
    expect(textbox('Intyget avser').value).toBe('Frånvaro från arbete');
    expect(textbox('Subject').value).toBe('Ditt läkarintyg');
    expect(textbox('Message to the patient').value).toBe(`${prepared.message}\nPS. Kontakta oss vid frågor.`);

    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    expect(await screen.findByText('Läkarintyg was saved and sent to Erik Lund.')).toBeTruthy();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual(posts[0]!.body);
    expect(posts[1]!.body).toMatchObject({
      message_to_patient: { message: `${prepared.message}\nPS. Kontakta oss vid frågor.` },
    });
  });

  it('asks for a subject and a message before saving anything, and lets the clinician write their own if the prepared one fails', async () => {
    const requests = mockApi({ [TEMPLATES]: templates, [LETTER]: apiError(503, 'unknown'), [SAVE]: () => saved(true) });
    const { user } = renderPanel(<CreateDocumentPanel meeting={aMeeting()} />);
    await fillCertificate(user);
    await user.click(screen.getByRole('checkbox', { name: /Send to the patient with a message/ }));
    expect(
      await screen.findByText(
        'The prepared message could not be loaded. Write your own, or try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    expect(screen.getByText('Write a subject (at most 200 characters).')).toBeTruthy();
    expect(screen.getByText('Write a message (at most 10,000 characters).')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(textbox('Subject'), 'Ditt intyg');
    await user.type(textbox('Message to the patient'), 'Hej Erik, här är intyget.');
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    expect(await screen.findByText('Läkarintyg was saved and sent to Erik Lund.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      send_to_patient: true,
      message_to_patient: { subject: 'Ditt intyg', message: 'Hej Erik, här är intyget.' },
    });
  });

  it('saves without a message when the box is left unticked', async () => {
    const requests = mockApi({ [TEMPLATES]: templates, [SAVE]: () => saved(false) });
    const { user } = renderPanel(<CreateDocumentPanel meeting={aMeeting()} />);
    await fillCertificate(user);
    await user.click(screen.getByRole('button', { name: 'Save document' }));
    expect(await screen.findByText('Läkarintyg was saved for the patient.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual(CERTIFICATE_SAVED);
    expect(requests.some((r) => r.path.includes('message-to-patient-template'))).toBe(false);
  });
});
