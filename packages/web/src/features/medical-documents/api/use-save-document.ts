import { SaveDocumentResponse, type SaveDocumentBody } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';
import { documentTemplatesKey } from './use-document-templates';

/**
 * POST /api/medicaldocuments/save, optionally sending the document to the patient with a message; the taken actions
 * (documents, sent messages) and the most-used order are fetched again. The messaging panel fetches its thread
 * again when it opens.
 */
export function useSaveDocument(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDocumentBody) =>
      apiRequest('/api/medicaldocuments/save', SaveDocumentResponse, { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: documentTemplatesKey }),
      ]),
  });
}
