import { MessageToPatientTemplateResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

/**
 * GET /api/medicaldocuments/message-to-patient-template/{templateId}?meetingId=: the message a document of the template
 * goes to the meeting's patient with, filled in for them. Asked only once the clinician chooses to send.
 */
export function useMessageToPatientTemplate(templateId: string | null, meetingId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['medical-documents', 'message-to-patient', templateId, meetingId] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/medicaldocuments/message-to-patient-template/${encodeURIComponent(templateId!)}?meetingId=${encodeURIComponent(meetingId)}`,
        MessageToPatientTemplateResponse,
        { signal },
      ),
    enabled: enabled && templateId !== null,
    // The text is the template's: it does not change while the panel is open.
    staleTime: Infinity,
    retry: retryUnlessClientError(2),
  });
}
