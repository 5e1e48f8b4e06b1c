import { ProgrammeLinkResponse, TREATMENT_PROGRAMME_BASE } from '@konsult/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST CarePlan/{id}/link: the programme's own link for the patient; the care plan's link before stops working. */
export const programmeLinkPath = (carePlanId: string) =>
  `${TREATMENT_PROGRAMME_BASE}/CarePlan/${encodeURIComponent(carePlanId)}/link`;

export function useCreateProgrammeLink(carePlanId: string) {
  return useMutation({
    mutationKey: ['treatment-programmes', 'programme-link', carePlanId],
    mutationFn: () => apiRequest(programmeLinkPath(carePlanId), ProgrammeLinkResponse, { method: 'POST' }),
  });
}
