import { type Meeting, NOTIFICATION_ERROR_KEYS, type PatientLinkResponse } from '@konsult/domain';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useSendSms } from '../api/use-send-sms';

export type SmsNotifyModalProps = {
  meeting: Meeting;
  opened: boolean;
  onClose: () => void;
  /** The link the SMS carries: the newest made on this screen (null while one is being made). */
  link: PatientLinkResponse | null;
  linkPending: boolean;
  linkFailed: boolean;
  /** Makes a new one-time link (retiring the old one). */
  makeLink: () => Promise<PatientLinkResponse>;
  onSent: () => void;
  /** The server says an SMS went out moments ago; `seconds` of the cooldown are left. */
  onCooldown: (seconds: number) => void;
};

const absolute = (path: string) => `${window.location.origin}${path}`;

/**
 * The SMS to the patient (seed 000 §4, §8): shows the number and the link it goes to, sends it, and on failure stays
 * open with "Sending message failed" and a retry. With no usable one-time link it says so; the retry makes one.
 */
export function SmsNotifyModal({
  meeting,
  opened,
  onClose,
  link,
  linkPending,
  linkFailed,
  makeLink,
  onSent,
  onCooldown,
}: SmsNotifyModalProps) {
  const { t } = useTranslation();
  const sendSms = useSendSms(meeting.id);
  /** The server found the link dead (expired or retired elsewhere): the retry makes a fresh one first. */
  const [linkRejected, setLinkRejected] = useState(false);
  const phone = meeting.user.gb?.phoneEmr || meeting.user.phone;
  const errorKey = isApiError(sendSms.error) ? sendSms.error.key : null;
  const noLink = linkFailed || linkRejected || (!link && !linkPending);

  const close = () => {
    sendSms.reset();
    setLinkRejected(false);
    onClose();
  };

  const send = async () => {
    let path = link?.path;
    if (!path || linkRejected) {
      try {
        path = (await makeLink()).path;
      } catch {
        return; // linkFailed now says there is no link
      }
      setLinkRejected(false);
    }
    sendSms.mutate(absolute(path), {
      onSuccess: () => {
        sendSms.reset();
        onSent();
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        if (error.key === NOTIFICATION_ERROR_KEYS.smsCooldown) {
          sendSms.reset();
          onCooldown(error.retryAfterSeconds ?? 60);
        }
        if (error.key === NOTIFICATION_ERROR_KEYS.oneTimeUrlMissing) setLinkRejected(true);
      },
    });
  };

  const failed = sendSms.isError || (noLink && !linkPending);
  return (
    <Modal opened={opened} onClose={close} title={t('sms.title')} size="lg">
      <Stack>
        <Text size="sm">{t('sms.intro', { name: meeting.user.name })}</Text>
        <div>
          <Text size="xs" c="dimmed" component="div">
            {t('sms.phone')}
          </Text>
          <Text size="sm">{phone ?? t('sms.noPhone')}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" component="div">
            {t('sms.link')}
          </Text>
          {linkPending ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('sms.makingLink')}</Text>
            </Group>
          ) : (
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {link && !linkRejected ? absolute(link.path) : '—'}
            </Text>
          )}
        </div>
        {failed && (
          <Alert color="red" role="alert" title={sendSms.isError ? t('sms.failed') : undefined}>
            {noLink || errorKey === NOTIFICATION_ERROR_KEYS.oneTimeUrlMissing
              ? t('sms.noLink')
              : errorKey === NOTIFICATION_ERROR_KEYS.patientPhoneMissing
                ? t('sms.noPhone')
                : t('sms.failedHint')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void send()} loading={sendSms.isPending} disabled={linkPending}>
            {failed ? t('sms.retry') : t('sms.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
