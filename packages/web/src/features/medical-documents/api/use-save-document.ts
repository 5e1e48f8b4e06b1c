import { type DocumentBody, SavedDocument } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';
import { documentTemplatesKey } from './use-document-templates';

/** POST /api/medicaldocuments/save; the taken actions and the most-used order are fetched again. */
export function useSaveDocument(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentBody) =>
      apiRequest('/api/medicaldocuments/save', SavedDocument, { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: documentTemplatesKey }),
      ]),
  });
}
