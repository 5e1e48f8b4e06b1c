import { type DosageBody, MedicationListItem } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { medicationListKey } from './use-medication-list';
import { medicationListPaths } from './paths';

/** PATCH /api/prescriptions/medication-list/swe/{id}?patientId= {dosage} (seed 001 §7); then the list is fetched again. */
export function useUpdateMedication(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dosage }: { id: string; dosage: DosageBody }) =>
      apiRequest(medicationListPaths.update(id, patientId), MedicationListItem, { method: 'PATCH', body: { dosage } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medicationListKey(patientId) }),
  });
}
