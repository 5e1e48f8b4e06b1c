import { type Meeting, sentAtForRemaining } from '@konsult/domain';
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatePatientLink, useLatestPatientLink } from '../api/use-create-patient-link';
import { useSmsCooldown } from '../hooks/use-sms-cooldown';
import { SmsNotifyModal } from './sms-notify-modal';

/**
 * Seed 000 §4 "Patient SMS notify (UK one-time web)": opens the modal that texts the patient their one-time link;
 * after a send the button waits out the cooldown, counting down ("Send again in 59 s"). The caller shows it only
 * for a UK one-time web user.
 */
export function SmsNotifyButton({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  // Held here rather than in the modal: the link made for the SMS stays the screen's latest link while it is open.
  const createLink = useCreatePatientLink(meeting.id);
  const latestLink = useLatestPatientLink(meeting.id);
  const cooldown = useSmsCooldown();
  const [opened, setOpened] = useState(false);
  const [sent, setSent] = useState(false);
  // Set with `opened`, so the modal's first frame already shows the link being made rather than "no link".
  const [awaitingLink, setAwaitingLink] = useState(false);
  const linkPending = createLink.isPending || awaitingLink;

  const open = () => {
    setSent(false);
    setOpened(true);
    // A link made earlier on this screen is reused: a new one would retire it.
    if (!latestLink || latestLink.expiresAt <= Date.now()) {
      setAwaitingLink(true);
      createLink.mutate(undefined, { onSettled: () => setAwaitingLink(false) });
    }
  };

  return (
    <>
      <Button size="xs" variant="default" disabled={cooldown.secondsLeft > 0} onClick={open}>
        {cooldown.secondsLeft > 0 ? t('sms.sendAgainIn', { seconds: cooldown.secondsLeft }) : t('sms.open')}
      </Button>
      <Text size="xs" role="status" aria-live="polite">
        {sent && t('sms.sent')}
      </Text>
      <SmsNotifyModal
        meeting={meeting}
        opened={opened}
        onClose={() => setOpened(false)}
        link={linkPending ? null : latestLink}
        linkPending={linkPending}
        linkFailed={createLink.isError}
        makeLink={() => createLink.mutateAsync()}
        onSent={() => {
          cooldown.start(Date.now());
          setSent(true);
          setOpened(false);
        }}
        onCooldown={(seconds) => {
          cooldown.start(sentAtForRemaining(seconds, Date.now()));
          setOpened(false);
        }}
      />
    </>
  );
}
