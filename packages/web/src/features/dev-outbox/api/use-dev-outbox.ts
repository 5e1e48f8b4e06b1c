import { DevOutboxResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What the built-in adapters "sent" for the clinician's meetings (GET /api/dev/outbox, demo mode only). */
export function useDevOutbox() {
  return useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: ({ signal }) => apiRequest('/api/dev/outbox', DevOutboxResponse, { signal }),
    select: (response) => response.messages,
    // A development view of a queue the worker drains: keep it current while it is open.
    refetchInterval: 2000,
  });
}
