import { ReasonBody } from '@konsult/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalTextKey } from '../lib/api-error';
import { RequestErrorBanner } from './error-state';

/** Seed 002 §2: "Strike-note confirmation modal: width 56rem" (the meeting's note and a history entry alike). */
export const STRIKE_MODAL_WIDTH = '56rem';

/**
 * A reason dialog's words. Each dialog keeps them together in one catalogue node, passed whole with
 * `t(node, { returnObjects: true })`.
 */
export interface ReasonDialogTexts {
  title: string;
  description: string;
  /** The reason field's label. */
  reason: string;
  /** The reason field's error when the clinician confirms without one. */
  reasonRequired: string;
  confirm: string;
  /** "Cancel" unless the dialog says otherwise. */
  cancel?: string;
  /** The error banner's title once the request failed. */
  failed: string;
}

/** The request a reason dialog makes: its pending state and its failure, forgotten when the dialog closes. */
interface ReasonRequest {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
}

interface ReasonDialogProps {
  opened: boolean;
  onClose: () => void;
  texts: ReasonDialogTexts;
  confirmColor?: string;
  request: ReasonRequest;
  /** The error banner's message; the server's own unless the dialog says otherwise. */
  failureMessage?: string;
  onConfirm: (reason: string) => void;
  size?: string;
}

/** A dialog that needs a reason before it acts (unsign, strike): the reason is required and sent trimmed. */
export function ReasonDialog({
  opened,
  onClose,
  texts,
  confirmColor,
  request,
  failureMessage,
  onConfirm,
  size,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [showRequired, setShowRequired] = useState(false);

  const pending = request.isPending;
  const close = () => {
    request.reset();
    onClose();
  };
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
      onClose={close}
      title={texts.title}
      centered
      size={size}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{texts.description}</Text>
          <RequestErrorBanner
            title={texts.failed}
            message={request.error ? (failureMessage ?? t(refusalTextKey(request.error))) : null}
          />
          <Textarea
            label={texts.reason}
            required
            autosize
            minRows={3}
            maxLength={2000}
            value={reason}
            error={showRequired && reason.trim() === '' ? texts.reasonRequired : undefined}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setShowRequired(false);
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {texts.cancel ?? t('common.cancel')}
            </Button>
            <Button type="submit" color={confirmColor} loading={pending}>
              {texts.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
