import { ContactPerson } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { retryUnlessClientError } from '../../../lib/query-retry';

/**
 * France: the patient's contact person (GET /api/fr-patient-details/contact-person/{meetingId}/patient/{patientId}).
 * Seed 001 §8: a 404 means there is none (null), not an error.
 */
export function useContactPerson(meetingId: string, patientId: string) {
  return useQuery({
    queryKey: ['record-pane', 'contact-person', meetingId, patientId] as const,
    queryFn: async ({ signal }): Promise<ContactPerson | null> => {
      try {
        return await apiRequest(
          `/api/fr-patient-details/contact-person/${encodeURIComponent(meetingId)}/patient/${encodeURIComponent(patientId)}`,
          ContactPerson,
          { signal },
        );
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    retry: retryUnlessClientError(2),
  });
}
