import { MessageAttachment } from '@konsult/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/meeting/{id}/message-attachments (multipart "file"): one file, kept until the message is sent. */
export function useUploadAttachment(meetingId: string) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest(`/api/meeting/${encodeURIComponent(meetingId)}/message-attachments`, MessageAttachment, {
        method: 'POST',
        body: form,
      });
    },
  });
}
