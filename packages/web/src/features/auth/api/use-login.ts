import { type LoginBody, MeResponse } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session/me-query';

export function login(body: LoginBody) {
  // 401 here means "wrong username or password": the form says so instead of redirecting to itself.
  return apiRequest('/api/auth/login', MeResponse, { method: 'POST', body, redirectOnUnauthorized: false });
}

/** Signs in; on success the cache starts afresh for this clinician, with `me` already known. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ clinician, features }) => {
      // Nothing cached for a previous clinician may show to this one. (Queries only: clearing the mutation
      // cache here would drop this very mutation before its caller's onSuccess navigates.)
      queryClient.removeQueries();
      queryClient.setQueryData(meQueryKey, { ...clinician, features });
    },
  });
}
