import type { Meeting } from '@konsult/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendCallNotification } from '../api/send-call-notification';
import { useConsultationSearch } from '../hooks/use-consultation-search';
import { CallSupportPrompt } from './call-support-prompt';

/**
 * Seed 000 §4 "Video call": the start button sets call=1. It reads "restart" once the meeting has a call start time
 * or a call was made on this screen. While the call runs, the call panel's "End call" takes its place.
 */
export function VideoCallButton({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const { search, startCall } = useConsultationSearch();
  const [called, setCalled] = useState(false);
  if (search.call && !called) setCalled(true);
  if (search.call) return <CallSupportPrompt />;
  const restart = called || meeting.videoCallStartTime !== null;
  return (
    <Button
      size="xs"
      onClick={() => {
        startCall();
        sendCallNotification(meeting.id);
      }}
    >
      {restart ? t('consultation.videoCall.restart') : t('consultation.videoCall.start')}
    </Button>
  );
}
