import { ProgrammeLinkResponse, ProgrammeLinkState, TREATMENT_PROGRAMME_BASE } from '@konsult/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

/** CarePlan/{id}/link: the programme's own link for the patient (POST makes one; GET tells of the live one). */
export const programmeLinkPath = (carePlanId: string) =>
  `${TREATMENT_PROGRAMME_BASE}/CarePlan/${encodeURIComponent(carePlanId)}/link`;

const linkStateKey = (carePlanId: string) => ['treatment-programmes', 'programme-link-state', carePlanId] as const;

/** GET CarePlan/{id}/link: when the patient's live link was made and until when it works (never its token), or null. */
export function useProgrammeLinkState(carePlanId: string) {
  return useQuery({
    queryKey: linkStateKey(carePlanId),
    queryFn: ({ signal }) => apiRequest(programmeLinkPath(carePlanId), ProgrammeLinkState, { signal }),
    select: (data) => data.link,
    retry: retryUnlessClientError(2),
  });
}

/** POST CarePlan/{id}/link: a new link; the care plan's link before stops working. */
export function useCreateProgrammeLink(carePlanId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['treatment-programmes', 'programme-link', carePlanId],
    mutationFn: () => apiRequest(programmeLinkPath(carePlanId), ProgrammeLinkResponse, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linkStateKey(carePlanId) }),
  });
}
