import { EmergencyAccess, type EmergencyAccessBody, type EmergencyAccessResponse } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { emergencyAccessKey } from './use-emergency-access';

/** POST /api/emergency-access: opens the patient's record for a limited time, with the reason stated. */
export function useStartEmergencyAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmergencyAccessBody) =>
      apiRequest('/api/emergency-access', EmergencyAccess, { method: 'POST', body }),
    onSuccess: (access) => {
      // The record opens at once on the answer; the server's own word follows.
      const key = emergencyAccessKey(access.patientId);
      queryClient.setQueryData<EmergencyAccessResponse>(key, { ground: 'emergency', access });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
