import { noShowOffered } from '@konsult/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCallLifecycle } from '../hooks/use-call-lifecycle';
import { useConsultationSearch } from '../hooks/use-consultation-search';

/**
 * Seed 000 §4 "Video call": after the patient declines, or once more than one call was made, the meeting can be
 * ended as a no-show. The button only opens the finishing feature's confirmation (confirmNoShow=1).
 */
export function NoShowButton({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const { openNoShowConfirm } = useConsultationSearch();
  const [lifecycle] = useCallLifecycle(meetingId);
  if (!noShowOffered(lifecycle)) return null;
  return (
    <Button size="xs" variant="light" color="red" onClick={openNoShowConfirm}>
      {t('consultation.videoCall.endAsNoShow')}
    </Button>
  );
}
