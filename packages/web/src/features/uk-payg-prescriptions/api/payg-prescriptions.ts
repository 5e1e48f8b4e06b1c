import {
  MeetingPaygPrescriptionsResponse,
  PaygPrescriptionResponse,
  PharmaciesResponse,
  type SendPaygPrescriptionBody,
  UK_PAYG_BASE,
  UK_PHARMACIES_PATH,
} from '@konsult/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';

const meetingPath = (meetingId: string) => `${UK_PAYG_BASE}/meeting/${encodeURIComponent(meetingId)}`;

/** The uploaded PDF, inline: the preview's frame and the taken-actions link. */
export const paygPdfPath = (meetingId: string, id: string) => `${meetingPath(meetingId)}/${encodeURIComponent(id)}/pdf`;

/** The pharmacy map page for a postcode (opened in a new tab). */
export const pharmacyMapPath = (postcode: string | null) =>
  postcode ? `/pharmacies?postcode=${encodeURIComponent(postcode.replace(/\s+/g, ''))}` : '/pharmacies';

const paygListKey = (meetingId: string) => ['uk-payg-prescriptions', meetingId] as const;

/** GET …/meeting/{meetingId}: the meeting's prescriptions; the panel finds its unsent upload here when reopened. */
export function useMeetingPaygPrescriptions(meetingId: string) {
  return useQuery({
    queryKey: paygListKey(meetingId),
    queryFn: ({ signal }) => apiRequest(meetingPath(meetingId), MeetingPaygPrescriptionsResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}

/**
 * POST …/meeting/{meetingId}/user/{userId}/pdf?requestId= (multipart "file"): kept unsent, for the preview, replacing
 * the meeting's earlier unsent upload. `requestId` is the upload's id: the same file retried keeps it, so the server
 * stores it once.
 */
export function useUploadPaygPrescription(meetingId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, requestId }: { file: File; requestId: string }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest(
        `${meetingPath(meetingId)}/user/${encodeURIComponent(userId)}/pdf?requestId=${encodeURIComponent(requestId)}`,
        PaygPrescriptionResponse,
        { method: 'POST', body: form },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: paygListKey(meetingId) }),
  });
}

/** POST …/{id}/send: to the patient's messages; taken actions (which the evaluation follows) fetched again. */
export function useSendPaygPrescription(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SendPaygPrescriptionBody }) =>
      apiRequest(`${meetingPath(meetingId)}/${encodeURIComponent(id)}/send`, PaygPrescriptionResponse, {
        method: 'POST',
        body,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: paygListKey(meetingId) }),
      ]),
  });
}

/** GET /api/uk/pharmacies?postcode=: the demo pharmacies nearest the postcode. */
export function usePharmacies(postcode: string) {
  return useQuery({
    queryKey: ['uk-pharmacies', postcode] as const,
    queryFn: ({ signal }) =>
      apiRequest(`${UK_PHARMACIES_PATH}?postcode=${encodeURIComponent(postcode)}`, PharmaciesResponse, { signal }),
    enabled: postcode.trim().length >= 2,
    retry: retryUnlessClientError(2),
  });
}
