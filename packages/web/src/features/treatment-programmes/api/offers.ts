import { CarePlanResponse, ProgrammeOffersResponse, type StartCarePlanBody } from '@konsult/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';
import { treatmentProgrammeKeys, treatmentProgrammePaths } from './paths';

/** GET Programme/?userId&meetingId: the programmes the clinician may start, those already running marked. */
export function useProgrammeOffers(patientId: string, meetingId: string) {
  return useQuery({
    queryKey: treatmentProgrammeKeys.offers(patientId, meetingId),
    queryFn: ({ signal }) =>
      apiRequest(treatmentProgrammePaths.offers(patientId, meetingId), ProgrammeOffersResponse, { signal }),
    select: (data) => data.treatmentProgrammes,
    retry: retryUnlessClientError(2),
  });
}

/**
 * POST CarePlan: starts a programme for the patient. Whatever it answers, every view of the patient's programmes
 * (the record pane's tabs, the offers) and the meeting's taken actions are fetched again.
 */
export function useStartCarePlan(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartCarePlanBody) =>
      apiRequest(treatmentProgrammePaths.carePlans(), CarePlanResponse, { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: treatmentProgrammeKeys.all }),
        queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
      ]),
  });
}
