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
      onClose={onClose}
      size={STRIKE_MODAL_WIDTH}
      texts={t('recordHistory.strikeDialog', { returnObjects: true, title: entry?.title ?? '' })}
      confirmColor="red"
      request={strike}
      onConfirm={(reason) => {
        if (entry) strike.mutate({ entryId: entry.id, reason }, { onSuccess: close });
      }}
    />
  );
}
