import { REJECTION_REASONS, type RejectionReason } from '@konsult/domain';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifyIdentity } from '../api/use-verify-identity';

/**
 * The UK identity check (seed 000 §4): accept, or reject with a reason — which cancels the meeting
 * and takes the clinician home. Shown only to UK clinicians (the caller decides).
 */
export function IdentityCheck({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyIdentity(meetingId);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [notes, setNotes] = useState('');
  const accepted = verify.data?.outcome === 'Accept';

  const reject = () => {
    if (!reason) return;
    verify.mutate(
      { outcome: 'Reject', rejection_reason: reason, kbv_free_text_answer: notes || undefined },
      { onSuccess: () => void navigate({ to: '/' }) },
    );
  };

  return (
    <Group gap="xs" role="group" aria-label={t('consultation.identity.label')}>
      {accepted ? (
        <Text size="xs" role="status">
          {t('consultation.identity.accepted')}
        </Text>
      ) : (
        <>
          <Button
            size="xs"
            variant="light"
            loading={verify.isPending && !rejecting}
            onClick={() => verify.mutate({ outcome: 'Accept' })}
          >
            {t('consultation.identity.accept')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => setRejecting(true)}>
            {t('consultation.identity.reject')}
          </Button>
        </>
      )}
      {verify.isError && !rejecting && (
        <Text size="xs" c="red" role="alert">
          {t('consultation.identity.failed')}
        </Text>
      )}
      <Modal
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={t('consultation.identity.rejectTitle')}
        size="lg"
      >
        <Stack>
          <Text size="sm">{t('consultation.identity.rejectBody')}</Text>
          <Radio.Group
            label={t('consultation.identity.reason')}
            value={reason}
            onChange={(value) => setReason(value as RejectionReason)}
            required
          >
            <Stack gap="xs" mt="xs">
              {REJECTION_REASONS.map((r) => (
                <Radio key={r} value={r} label={t(`consultation.identity.reasons.${r}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('consultation.identity.notes')}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          {verify.isError && (
            <Alert color="red" role="alert">
              {t('consultation.identity.failed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" disabled={!reason} loading={verify.isPending} onClick={reject}>
              {t('consultation.identity.confirmReject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
