import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';
import { retryUnlessClientError } from '../lib/query-retry';
import { reportError } from '../lib/report-error';

/**
 * 4xx answers are the screen's business (cancelled meeting, not found, forbidden: the seeds give each its own
 * page); anything else is a fault worth reporting.
 */
function reportUnexpected(error: unknown): void {
  if (isApiError(error) && error.isClientError) return;
  reportError(error, 'query failed');
}

export function createQueryClient(overrides: { retryDelay?: number } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportUnexpected }),
    defaultOptions: {
      queries: {
        retry: retryUnlessClientError(2),
        staleTime: 30_000,
        ...(overrides.retryDelay === undefined ? {} : { retryDelay: overrides.retryDelay }),
      },
      mutations: { retry: false },
    },
  });
}
