import {
  attachmentIssues,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  type MessageAttachment,
  SendPatientMessageBody,
} from '@konsult/domain';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessagingSettings } from '../../../lib/session/me-context';
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

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('messaging.send.formLabel')}>
      <Stack gap="sm">
        {sentTo ? (
          <Alert
            color="teal"
            variant="light"
            role="status"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setSentTo(null)}
          >
            {t('messaging.send.sent', { name: sentTo })}
          </Alert>
        ) : null}
        <TextInput
          label={t('messaging.send.subject')}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          maxLength={MESSAGE_SUBJECT_MAX}
          required
          error={issueAt('message_subject')}
        />
        <Textarea
          label={t('messaging.send.message')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          maxLength={MESSAGE_BODY_MAX}
          autosize
          minRows={5}
          required
          error={issueAt('message')}
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
        {send.isError || upload.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('messaging.send.failedTitle')}>
            {t('messaging.send.failed')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            {send.isError || upload.isError ? t('messaging.send.retry') : t('messaging.send.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
