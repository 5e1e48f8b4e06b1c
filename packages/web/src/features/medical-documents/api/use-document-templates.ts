import { DocumentTemplatesResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

export const documentTemplatesKey = ['medical-documents', 'templates'] as const;

/** GET /api/medicaldocuments/templates/v2: the market's templates, most used first. */
export function useDocumentTemplates() {
  return useQuery({
    queryKey: documentTemplatesKey,
    queryFn: ({ signal }) => apiRequest('/api/medicaldocuments/templates/v2', DocumentTemplatesResponse, { signal }),
    select: (data) => data.templates,
    retry: retryUnlessClientError(2),
  });
}
