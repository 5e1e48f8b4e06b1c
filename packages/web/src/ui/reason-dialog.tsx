import { ReasonBody } from '@konsult/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestErrorBanner, type RequestFailure } from './error-state';

/** Seed 002 §2: "Strike-note confirmation modal: width 56rem" (the meeting's note and a history entry alike). */
export const STRIKE_MODAL_WIDTH = '56rem';

interface ReasonDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  description: string;
  reasonLabel: string;
  reasonRequired: string;
  confirmLabel: string;
  confirmColor?: string;
  /** "Cancel" unless the dialog says otherwise. */
  cancelLabel?: string;
  pending: boolean;
  /** The error banner, shown once the request failed. */
  failure: RequestFailure;
  onConfirm: (reason: string) => void;
  size?: string;
}

/** A dialog that needs a reason before it acts (unsign, strike): the reason is required and sent trimmed. */
export function ReasonDialog({
  opened,
  onClose,
  title,
  description,
  reasonLabel,
  reasonRequired,
  confirmLabel,
  confirmColor,
  cancelLabel,
  pending,
  failure,
  onConfirm,
  size,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [showRequired, setShowRequired] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReasonBody.safeParse({ reason });
    if (!parsed.success) {
      setShowRequired(true);
      return;
    }
    onConfirm(parsed.data.reason);
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size={size}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{description}</Text>
          <RequestErrorBanner {...failure} />
          <Textarea
            label={reasonLabel}
            required
            autosize
            minRows={3}
            maxLength={2000}
            value={reason}
            error={showRequired && reason.trim() === '' ? reasonRequired : undefined}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setShowRequired(false);
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
            <Button type="submit" color={confirmColor} loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
