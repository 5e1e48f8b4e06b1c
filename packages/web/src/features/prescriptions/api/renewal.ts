import { type CancelRenewalItemsBody, type Meeting, type RejectRenewalBody, RenewalResponse } from '@konsult/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

const enc = encodeURIComponent;
const base = '/api/medicalrecord/prnprescription';

export const renewalKey = (renewalId: string) => ['prescriptions', 'renewal', renewalId] as const;

/**
 * GET …/prnprescription/{renewalId}?patientId[&meetingId] (seed 000 §7: no meeting id for a text meeting). Asked
 * only where the meeting handles a renewal; null otherwise.
 */
export function useRenewal(meeting: Meeting) {
  const renewalId = meeting.prescriptionRenewalId;
  const meetingPart = meeting.interventionType === 'TEXT' ? '' : `&meetingId=${enc(meeting.id)}`;
  return useQuery({
    queryKey: renewalKey(renewalId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`${base}/${enc(renewalId!)}?patientId=${enc(meeting.patientId)}${meetingPart}`, RenewalResponse, {
        signal,
      }).then((answer) => answer.renewal),
    enabled: renewalId !== null,
    retry: retryUnlessClientError(2),
  });
}

function useRenewalCommand<B>(meeting: Meeting, verb: 'reject' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) =>
      apiRequest(
        `${base}/${enc(meeting.prescriptionRenewalId!)}/${verb}?meetingId=${enc(meeting.id)}`,
        RenewalResponse,
        { method: 'POST', body },
      ),
    onSuccess: ({ renewal }) => queryClient.setQueryData(renewalKey(renewal.id), renewal),
  });
}

/** POST …/{renewalId}/reject?meetingId: the items, the reason and the message to the patient. */
export const useRejectRenewal = (meeting: Meeting) => useRenewalCommand<RejectRenewalBody>(meeting, 'reject');

/** POST …/{renewalId}/cancel?meetingId: invalid articles not replaced. */
export const useCancelRenewalItems = (meeting: Meeting) => useRenewalCommand<CancelRenewalItemsBody>(meeting, 'cancel');
