import { PatientEmailResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/**
 * The e-mail Vitality holds for the account holder (issue 20), read by the outcomes card (which sets it) and the
 * record pane's booking tab: one query, one cache entry, so a saved e-mail shows in both at once.
 */

export const accountHolderEmailPath = (meetingId: string, patientId: string) =>
  `meeting/${encodeURIComponent(meetingId)}/user/${encodeURIComponent(patientId)}`;

export const accountHolderEmailKey = (meetingId: string, patientId: string) =>
  ['insurer', 'account-holder-email', meetingId, patientId] as const;

/** GET /api/uk-identity/vitality/patient-email/…: null when Vitality holds none. */
export function useAccountHolderEmail(meetingId: string, patientId: string) {
  return useQuery({
    queryKey: accountHolderEmailKey(meetingId, patientId),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/uk-identity/vitality/patient-email/${accountHolderEmailPath(meetingId, patientId)}`,
        PatientEmailResponse,
        { signal },
      ),
    retry: false,
  });
}
