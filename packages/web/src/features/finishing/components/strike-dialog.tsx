import { useTranslation } from 'react-i18next';
import { useConsultationDialog } from '../../../lib/consultation-dialog';
import { useStrikeEntry } from '../api/use-strike-entry';
import { ReasonDialog, STRIKE_MODAL_WIDTH } from '../../../ui/reason-dialog';

interface StrikeDialogProps {
  meetingId: string;
  entryId: string;
  /** Striking also ends the meeting: the clinician goes home. */
  onStruck: () => void;
}

/** strike=1: strikes the note with a reason; a failure shows the server's message in an error banner. */
export function StrikeDialog({ meetingId, entryId, onStruck }: StrikeDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useConsultationDialog('strike');
  const strike = useStrikeEntry(meetingId);
  return (
    <ReasonDialog
      opened={open}
      onClose={() => setOpen(false)}
      size={STRIKE_MODAL_WIDTH}
      texts={t('finishing.strikeDialog', { returnObjects: true })}
      confirmColor="red"
      request={strike}
      onConfirm={(reason) =>
        // mutateAsync: the dialog unmounts as soon as the entry is stricken, before a mutate() callback would run.
        void strike.mutateAsync({ entryId, reason }).then(onStruck, () => undefined)
      }
    />
  );
}
