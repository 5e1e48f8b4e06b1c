import { attachmentIssues, type MessageAttachment, SendPatientMessageBody } from '@konsult/domain';
import { Button } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessagingSettings } from '../../../lib/session/me-context';
import { ActionForm } from '../../../ui/action-form';
import { MessageFields } from '../../../ui/message-fields';
import { SuccessNotice } from '../../../ui/success-notice';
import { useSendPatientMessage } from '../api/use-send-patient-message';
import { useUploadAttachment } from '../api/use-upload-attachment';
import { AttachmentPicker, type ChosenFile } from './attachment-picker';

/**
 * Seed 000 §2 send-message action: subject, message and attachments to the meeting's patient. The shared schema
 * and attachment rules (seed 000 §5, the deployment's count and extensions) check everything before it goes; files
 * are uploaded first and sent with the message. A failed send keeps every word and file, and the clinician sends
 * again (files already uploaded are not uploaded twice).
 */
export function SendMessageForm({ meetingId, patientName }: { meetingId: string; patientName: string }) {
  const { t } = useTranslation();
  const send = useSendPatientMessage(meetingId);
  const upload = useUploadAttachment(meetingId);
  const rules = useMessagingSettings().attachments;
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const body = { message_subject: subject, message };
  const parsed = SendPatientMessageBody.safeParse(body);
  const issueAt = (field: 'message_subject' | 'message') =>
    tried && !parsed.success && parsed.error.issues.some((issue) => issue.path[0] === field)
      ? t(`messaging.send.issues.${field}`)
      : null;

  const fileIssues = attachmentIssues(
    files.map(({ file }) => ({ name: file.name, size: file.size })),
    rules,
  );
  const sending = upload.isPending || send.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setSentTo(null);
    if (!parsed.success || fileIssues.some((issue) => issue !== null) || sending) return;
    const uploaded: MessageAttachment[] = [];
    try {
      for (const [index, chosen] of files.entries()) {
        const stored = chosen.uploaded ?? (await upload.mutateAsync(chosen.file));
        uploaded.push(stored);
        // Kept with the file, so a retry after a failure does not upload it again.
        setFiles((all) => all.map((f, i) => (i === index ? { ...f, uploaded: stored } : f)));
      }
      await send.mutateAsync({
        ...parsed.data,
        ...(uploaded.length > 0 ? { attachment_ids: uploaded.map((file) => file.id) } : {}),
      });
    } catch {
      return; // The failure shows below; everything typed and chosen stays.
    }
    setSubject('');
    setMessage('');
    setFiles([]);
    setTried(false);
    setSentTo(patientName);
  };

  const failed = send.isError || upload.isError;
  return (
    <ActionForm
      label={t('messaging.send.formLabel')}
      onSubmit={(event) => void submit(event)}
      failure={{ title: t('messaging.send.failedTitle'), message: failed ? t('messaging.send.failed') : null }}
      actions={
        <Button type="submit" loading={sending}>
          {failed ? t('messaging.send.retry') : t('messaging.send.submit')}
        </Button>
      }
    >
      {sentTo ? (
        <SuccessNotice onClose={() => setSentTo(null)}>{t('messaging.send.sent', { name: sentTo })}</SuccessNotice>
      ) : null}
      <MessageFields
        labels={{ subject: t('messaging.send.subject'), message: t('messaging.send.message') }}
        value={{ subject, message }}
        onChange={(field, value) => (field === 'subject' ? setSubject(value) : setMessage(value))}
        issueAt={(field) => issueAt(field === 'subject' ? 'message_subject' : 'message')}
      />
      <AttachmentPicker
        files={files}
        issues={fileIssues}
        rules={rules}
        disabled={sending}
        onChange={(next) => {
          upload.reset();
          setFiles(next);
        }}
      />
    </ActionForm>
  );
}
