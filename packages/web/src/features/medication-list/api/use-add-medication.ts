import { type NewMedicationBody, NewMedicationResponse } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { medicationListKey } from './use-medication-list';
import { medicationListPaths } from './paths';

/**
 * POST /api/prescriptions/medication-list/swe/new (seed 001 §7), snake_case body; the answer is the patient's list
 * after the change, which replaces the cached one (no second fetch).
 */
export function useAddMedication(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewMedicationBody) =>
      apiRequest(medicationListPaths.add(), NewMedicationResponse, { method: 'POST', body }),
    onSuccess: ({ medications }) => queryClient.setQueryData(medicationListKey(patientId), medications),
  });
}
