import { EmergencyAccessResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const emergencyAccessKey = (patientId: string) => ['emergency-access', patientId] as const;

/**
 * GET /api/emergency-access/{patientId}: on what ground the clinician reaches the patient now (care, emergency, or
 * none) and the emergency access in force. Asked before the record opens, so that a foreign patient's record is
 * never requested (each such request would be a logged denial).
 */
export function useEmergencyAccess(patientId: string) {
  return useQuery({
    queryKey: emergencyAccessKey(patientId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/emergency-access/${encodeURIComponent(patientId)}`, EmergencyAccessResponse, { signal }),
    // An emergency access runs out while the record is open: asked again then, the record gives way to the
    // no-relationship page instead of parts that start answering "not found".
    refetchInterval: (query) => {
      const access = query.state.data?.access;
      return access ? Math.max(1_000, access.expiresAt - Date.now() + 1_000) : false;
    },
  });
}
