import { SendPatientMessageBody } from '@konsult/domain';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatList } from '../../../lib/format-list';
import { useMessagingSettings } from '../../../lib/session/me-context';
import { type MessageDraft, MessageComposer } from '../../../ui/message-thread/message-composer';
import { useSendPatientMessage } from '../api/use-send-patient-message';
import { useUploadAttachment } from '../api/use-upload-attachment';

const bodyOf = (draft: MessageDraft) => ({ message_subject: draft.subject, message: draft.message });

/**
 * Seed 000 §2 send-message action: subject, message and attachments to the meeting's patient. The shared schema
 * and attachment rules (seed 000 §5, the deployment's count and extensions) check everything before it goes; files
 * are uploaded first and sent with the message (the two-way messaging's composer, ui/message-thread).
 */
export function SendMessageForm({ meetingId, patientName }: { meetingId: string; patientName: string }) {
  const { t, i18n } = useTranslation();
  const send = useSendPatientMessage(meetingId);
  const upload = useUploadAttachment(meetingId);
  const rules = useMessagingSettings().attachments;
  return (
    <MessageComposer
      labels={{
        form: t('messaging.send.formLabel'),
        subject: t('messaging.send.subject'),
        message: t('messaging.send.message'),
        submit: t('messaging.send.submit'),
        retry: t('messaging.send.retry'),
        failedTitle: t('messaging.send.failedTitle'),
        failed: t('messaging.send.failed'),
      }}
      validate={(draft) => {
        const parsed = SendPatientMessageBody.safeParse(bodyOf(draft));
        const issueAt = (field: 'message_subject' | 'message') =>
          !parsed.success && parsed.error.issues.some((issue) => issue.path[0] === field)
            ? t(`messaging.send.issues.${field}`)
            : null;
        return { subject: issueAt('message_subject'), message: issueAt('message') };
      }}
      send={(draft, attachmentIds) =>
        send.mutateAsync({
          ...SendPatientMessageBody.parse(bodyOf(draft)),
          ...(attachmentIds.length > 0 ? { attachment_ids: attachmentIds } : {}),
        })
      }
      attachments={{
        rules,
        upload: (file) => upload.mutateAsync(file),
        labels: {
          label: t('messaging.attachments.label'),
          hint: t('messaging.attachments.hint', {
            count: rules.maxCount,
            extensions: formatList(
              rules.extensions.map((e) => e.toUpperCase()),
              intlLocale(i18n.language),
              'disjunction',
            ),
          }),
          listLabel: t('messaging.attachments.listLabel'),
          remove: (name) => t('messaging.attachments.remove', { name }),
          removeShort: t('messaging.attachments.removeShort'),
          issue: (issue) => t(`messaging.attachments.issues.${issue}`, { count: rules.maxCount }),
        },
      }}
      sentNotice={t('messaging.send.sent', { name: patientName })}
    />
  );
}
