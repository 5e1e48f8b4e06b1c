import { isApiError } from './api-error';

/**
 * TanStack Query retry predicate: retry server and network failures up to `times`, never a 4xx — asking again
 * will not make a cancelled meeting or a missing permission appear.
 */
export function retryUnlessClientError(times: number) {
  return (failureCount: number, error: unknown): boolean => {
    if (isApiError(error) && error.isClientError) return false;
    return failureCount < times;
  };
}
