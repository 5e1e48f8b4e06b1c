import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, SendPatientMessageBody } from '@konsult/domain';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendPatientMessage } from '../api/use-send-patient-message';

/**
 * Seed 000 §2 send-message action: subject and message to the meeting's patient. The shared schema checks the
 * text before it goes; a failed send keeps every word and says so, and the clinician sends again.
 */
export function SendMessageForm({ meetingId, patientName }: { meetingId: string; patientName: string }) {
  const { t } = useTranslation();
  const send = useSendPatientMessage(meetingId);
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setSentTo(null);
    if (!parsed.success) return;
    send.mutate(parsed.data, {
      onSuccess: () => {
        setSubject('');
        setMessage('');
        setTried(false);
        setSentTo(patientName);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('messaging.send.formLabel')}>
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
        {send.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('messaging.send.failedTitle')}>
            {t('messaging.send.failed')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {send.isError ? t('messaging.send.retry') : t('messaging.send.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
