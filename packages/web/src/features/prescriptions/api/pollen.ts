import { type AcceptPrescriptionBody, type DenyPrescriptionBody, PrescriptionDecisionResponse } from '@konsult/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';

const path = (meetingId: string, verb: 'decision' | 'accept' | 'deny') =>
  `/api/meeting/${encodeURIComponent(meetingId)}/prescription/${verb}`;
const decisionKey = (meetingId: string) => ['prescriptions', 'decision', meetingId] as const;

/** GET …/prescription/decision: already accepted (or prescribed), already denied. */
export function usePrescriptionDecision(meetingId: string) {
  return useQuery({
    queryKey: decisionKey(meetingId),
    queryFn: ({ signal }) => apiRequest(path(meetingId, 'decision'), PrescriptionDecisionResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}

function useDecide<B>(meetingId: string, verb: 'accept' | 'deny') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiRequest(path(meetingId, verb), PrescriptionDecisionResponse, { method: 'POST', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(decisionKey(meetingId), answer);
      // A denial's message is a taken action.
      return queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) });
    },
  });
}

export const useAcceptPrescription = (meetingId: string) => useDecide<AcceptPrescriptionBody>(meetingId, 'accept');
export const useDenyPrescription = (meetingId: string) => useDecide<DenyPrescriptionBody>(meetingId, 'deny');
