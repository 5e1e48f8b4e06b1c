import { type Features, type Me, MeResponse, type MessagingSettings } from '@konsult/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { isApiError } from '../api-error';

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in clinician with the deployment's flags and settings, as the session query caches them. */
export type SignedIn = Me & { features: Features; messaging: MessagingSettings };

/** The signed-in clinician, or null when there is no session (401 is an answer here, not an error). */
export async function fetchMe(signal?: AbortSignal): Promise<SignedIn | null> {
  try {
    const { clinician, features, messaging } = await apiRequest('/api/auth/me', MeResponse, {
      signal,
      redirectOnUnauthorized: false,
    });
    return { ...clinician, features, messaging };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => fetchMe(signal),
  // The session lasts until sign-out or a 401; no need to ask again on every focus.
  staleTime: Infinity,
  retry: false,
});
