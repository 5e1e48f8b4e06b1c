import { useTranslation } from 'react-i18next';
import { useConsultationDialog } from '../../../lib/consultation-dialog';
import { useUnsignEntry } from '../api/use-unsign-entry';
import { ReasonDialog } from '../../../ui/reason-dialog';

/** unsign=1: reopens the signed note with a reason (seed 000 §4); the note's form becomes editable again. */
export function UnsignDialog({ meetingId, entryId }: { meetingId: string; entryId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useConsultationDialog('unsign');
  const unsign = useUnsignEntry(meetingId);
  return (
    <ReasonDialog
      opened={open}
      onClose={() => setOpen(false)}
      texts={t('finishing.unsignDialog', { returnObjects: true })}
      request={unsign}
      onConfirm={(reason) =>
        // mutateAsync: the dialog unmounts as soon as the entry is unsigned, before a mutate() callback would run.
        void unsign.mutateAsync({ entryId, reason }).then(
          () => setOpen(false),
          () => undefined,
        )
      }
    />
  );
}
