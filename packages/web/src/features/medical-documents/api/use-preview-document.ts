import type { DocumentBody } from '@konsult/domain';
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';

/** POST /api/medicaldocuments/preview: the document as a PDF, not kept. */
export function usePreviewDocument() {
  return useMutation({
    mutationFn: (body: DocumentBody) => apiBlob('/api/medicaldocuments/preview', { method: 'POST', body }),
  });
}
