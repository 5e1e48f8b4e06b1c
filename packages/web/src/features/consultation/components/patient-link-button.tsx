import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatePatientLink } from '../api/use-create-patient-link';

/**
 * Makes a fresh one-time link for the patient and copies it, for the clinician to send. Where the
 * clipboard is not available (an insecure origin), the link is shown to copy by hand.
 */
export function PatientLinkButton({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const create = useCreatePatientLink(meetingId);
  const [shown, setShown] = useState<{ url: string; copied: boolean } | null>(null);

  const onClick = () =>
    create.mutate(undefined, {
      onSuccess: async ({ path }) => {
        const url = `${window.location.origin}${path}`;
        const copied = await navigator.clipboard?.writeText(url).then(
          () => true,
          () => false,
        );
        setShown({ url, copied: copied === true });
      },
    });

  return (
    <>
      <Button size="xs" variant="default" onClick={onClick} loading={create.isPending}>
        {t('consultation.patientLink.create')}
      </Button>
      <Text size="xs" role="status" aria-live="polite">
        {create.isError && t('consultation.patientLink.failed')}
        {shown && (shown.copied ? t('consultation.patientLink.copied') : shown.url)}
      </Text>
    </>
  );
}
