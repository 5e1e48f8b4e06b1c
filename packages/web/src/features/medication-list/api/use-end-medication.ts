import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCommand } from '../../../lib/api-client';
import { medicationListKey } from './use-medication-list';
import { medicationListPaths } from './paths';

/**
 * POST /api/prescriptions/medication-list/swe/{id}/end?patientId= with an empty body (seed 001 §7): the medication
 * moves to the past list, which is fetched again.
 */
export function useEndMedication(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCommand(medicationListPaths.end(id, patientId), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medicationListKey(patientId) }),
  });
}
