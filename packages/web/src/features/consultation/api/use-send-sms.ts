import { OutboxReceipt } from '@konsult/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Texts the patient the meeting's one-time link (POST /api/meeting/doctor/send-sms/{id}; UK one-time web users). */
export function useSendSms(meetingId: string) {
  return useMutation({
    mutationFn: (oneTimeUrl: string) =>
      apiRequest(`/api/meeting/doctor/send-sms/${encodeURIComponent(meetingId)}`, OutboxReceipt, {
        method: 'POST',
        body: { oneTimeUrl },
      }),
  });
}
