import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiCommand } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

async function logout(): Promise<void> {
  try {
    await apiCommand('/api/auth/logout', { method: 'POST', redirectOnUnauthorized: false });
  } catch (error) {
    // A 401 means the session had already ended: that is what signing out wants.
    if (!(isApiError(error) && error.status === 401)) throw error;
  }
}

/** Ends the session, then leaves the signed-in screens before dropping their cached data. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await navigate({ to: '/login', replace: true });
      queryClient.clear();
    },
  });
}
