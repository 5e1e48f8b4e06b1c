import {
  type CancelPrescriptionsBody,
  type FavouriteBody,
  FavouriteResponse,
  FavouriteTagsResponse,
  type NewPrescriptionBody,
  PrescriptionResponse,
  PrescriptionsResponse,
} from '@konsult/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCommand, apiRequest } from '../../../lib/api-client';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';
import { prescriptionPaths } from './paths';
import { prescriptionKeys } from './queries';

/**
 * What a sent or cancelled prescription changes elsewhere: the meeting's list and taken actions, and the patient's
 * medication list (a sent drug joins it), which the record pane shows under the key 'medication-list'.
 */
function afterPrescriptionChange(queryClient: QueryClient, meetingId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: prescriptionKeys.ofMeeting(meetingId) }),
    queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
    queryClient.invalidateQueries({ queryKey: ['medication-list'] }),
    // A prescription may renew an item of the meeting's renewal.
    queryClient.invalidateQueries({ queryKey: ['prescriptions', 'renewal'] }),
  ]);
}

/** POST …/prescription/new?patientId&meetingId {pin_code, prescription}. */
export function useSendPrescription(meeting: { id: string; patientId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPrescriptionBody) =>
      apiRequest(prescriptionPaths.send(meeting.patientId, meeting.id), PrescriptionResponse, { method: 'POST', body }),
    onSuccess: () => afterPrescriptionChange(queryClient, meeting.id),
  });
}

/** POST …/prescription/delete {patientId, pinCode, cancellation}. */
export function useCancelPrescriptions(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelPrescriptionsBody) =>
      apiRequest(prescriptionPaths.cancel(), PrescriptionsResponse, { method: 'POST', body }),
    onSuccess: () => afterPrescriptionChange(queryClient, meetingId),
  });
}

function afterFavouriteChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: prescriptionKeys.favourites }),
    queryClient.invalidateQueries({ queryKey: prescriptionKeys.tags }),
  ]);
}

/** POST …/favourite/new, then PUT …/favourite/{id}/tags when tags are given. */
export function useSaveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, tags }: { body: FavouriteBody; tags: string[] }) => {
      const { favourite } = await apiRequest(prescriptionPaths.newFavourite(), FavouriteResponse, {
        method: 'POST',
        body,
      });
      if (tags.length > 0) {
        await apiRequest(prescriptionPaths.favouriteTags(favourite.id), FavouriteTagsResponse, {
          method: 'PUT',
          body: { tags },
        });
      }
      return favourite;
    },
    onSuccess: () => afterFavouriteChange(queryClient),
  });
}

/** DELETE …/favourite/{id}. */
export function useDeleteFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCommand(prescriptionPaths.favourite(id), { method: 'DELETE' }),
    onSuccess: () => afterFavouriteChange(queryClient),
  });
}
