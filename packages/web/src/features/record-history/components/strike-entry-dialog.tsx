import { useTranslation } from 'react-i18next';
import { ReasonDialog, STRIKE_MODAL_WIDTH } from '../../../ui/reason-dialog';
import { useStrikeRecordEntry } from '../api/use-strike-record-entry';

interface StrikeEntryDialogProps {
  patientId: string;
  /** The entry to strike; null: closed. */
  entry: { id: string; title: string } | null;
  onClose: () => void;
}

/** Strikes a history entry with a reason (seed 001 §4); the list is fetched again and shows it struck. */
export function StrikeEntryDialog({ patientId, entry, onClose }: StrikeEntryDialogProps) {
  const { t } = useTranslation();
  const strike = useStrikeRecordEntry(patientId);
  const close = () => {
    strike.reset();
    onClose();
  };
  return (
    <ReasonDialog
      // A fresh reason for every entry.
      key={entry?.id ?? 'none'}
      opened={entry !== null}
      onClose={close}
      size={STRIKE_MODAL_WIDTH}
      title={t('recordHistory.strikeDialog.title', { title: entry?.title ?? '' })}
      description={t('recordHistory.strikeDialog.description')}
      reasonLabel={t('recordHistory.strikeDialog.reason')}
      reasonRequired={t('recordHistory.strikeDialog.reasonRequired')}
      confirmLabel={t('recordHistory.strikeDialog.confirm')}
      confirmColor="red"
      pending={strike.isPending}
      failure={{ title: t('recordHistory.strikeDialog.failed'), message: strike.error ? strike.error.message : null }}
      onConfirm={(reason) => {
        if (entry) strike.mutate({ entryId: entry.id, reason }, { onSuccess: close });
      }}
    />
  );
}
