import { type AttachmentRules, DEFAULT_ATTACHMENT_RULES, type MessageAttachment } from '@konsult/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { type ComposerAttachments, type MessageDraft, MessageComposer } from './message-composer';

/** The two-way messaging's composer, as both the send-message panel and the programme messenger use it. */

const labels = {
  form: 'Message to the patient',
  subject: 'Subject',
  message: 'Message',
  submit: 'Send message',
  retry: 'Send again',
  failedTitle: 'The message was not sent',
  failed: 'Everything you wrote is kept.',
};

const rules: AttachmentRules = DEFAULT_ATTACHMENT_RULES;

const attachmentsWith = (upload: ComposerAttachments['upload']): ComposerAttachments => ({
  rules,
  upload,
  labels: {
    label: 'Attachments',
    hint: 'PDF, JPG or PNG',
    listLabel: 'Files to send',
    remove: (name) => `Remove ${name}`,
    removeShort: 'Remove',
    issue: (issue) => `Problem: ${issue}`,
  },
});

const required = (draft: MessageDraft) => ({
  subject: draft.subject.trim() ? null : 'Write a subject.',
  message: draft.message.trim() ? null : 'Write a message.',
});

describe('the message composer', () => {
  it('keeps the words and files of a failed send, and sends them again without uploading a file twice', async () => {
    const uploads: string[] = [];
    const sends: { draft: MessageDraft; ids: string[] }[] = [];
    const upload = async (file: File): Promise<MessageAttachment> => {
      uploads.push(file.name);
      return { id: `id-${file.name}`, fileName: file.name, contentType: 'application/pdf', size: file.size };
    };
    const send = async (draft: MessageDraft, ids: string[]) => {
      sends.push({ draft, ids });
      if (sends.length === 1) throw new Error('503');
    };
    const { user } = renderUi(
      <MessageComposer
        labels={labels}
        validate={required}
        send={send}
        attachments={attachmentsWith(upload)}
        sentNotice="Sent to Erik Lund."
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Provsvar');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Se bilagan.');
    await user.upload(screen.getByLabelText('Attachments'), new File(['%PDF-1.4'], 'prov.pdf'));
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Everything you wrote is kept.');
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('Provsvar');
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getByText('prov.pdf')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Sent to Erik Lund.')).toBeTruthy();
    expect(uploads).toEqual(['prov.pdf']);
    expect(sends.map((s) => s.ids)).toEqual([['id-prov.pdf'], ['id-prov.pdf']]);
    expect(sends[1]!.draft).toEqual({ subject: 'Provsvar', message: 'Se bilagan.' });
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
  });

  it('has no subject where its labels name none, and sends nothing before the checks pass', async () => {
    const sends: MessageDraft[] = [];
    const { user } = renderUi(
      <MessageComposer
        labels={{ ...labels, subject: undefined, message: 'Message to Karin Holm', submit: 'Send' }}
        validate={({ message }) => ({ message: message.trim() ? null : 'Write a message first.' })}
        send={async (draft) => void sends.push(draft)}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    expect(screen.queryByLabelText('Attachments')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write a message first.')).toBeTruthy();
    expect(sends).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Message to Karin Holm' }), 'See you Thursday');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await expect.poll(() => sends).toEqual([{ subject: '', message: 'See you Thursday' }]);
    expect(screen.queryByText('Write a message first.')).toBeNull();
  });
});
