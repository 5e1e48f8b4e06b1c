import {
  CarePlanNotesResponse,
  CarePlansResponse,
  type CarePlanModule,
  type ConversationState,
  type TreatmentProgramme,
} from '@konsult/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCommand, apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { treatmentProgrammeKeys, treatmentProgrammePaths } from './paths';

/** POST CarePlan/_search {userId}: the patient's programmes (the server keeps to ICBT_.+); null: not asked yet. */
export function useCarePlans(patientId: string | null) {
  return useQuery({
    queryKey: treatmentProgrammeKeys.carePlans(patientId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(treatmentProgrammePaths.search(), CarePlansResponse, {
        method: 'POST',
        body: { userId: patientId },
        signal,
      }),
    select: (data) => data.carePlans,
    enabled: patientId !== null,
    retry: retryUnlessClientError(2),
  });
}

/** A care-plan change answered: the patient's programmes are fetched again (the answer's shape is not relied on). */
function useCarePlanMutation<V>(patientId: string, mutationFn: (variables: V) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: treatmentProgrammeKeys.carePlans(patientId) }),
  });
}

/**
 * PATCH Module/{id} {state: 'unlocked'}. Seed 001 §4: after a successful unlock the module is unlocked at step 1 —
 * drawn so at once, before the list is fetched again.
 */
export function useUnlockModule(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moduleId: string) =>
      apiCommand(treatmentProgrammePaths.module(moduleId), { method: 'PATCH', body: { state: 'unlocked' } }),
    onSuccess: (_, moduleId) =>
      queryClient.setQueryData<CarePlansResponse>(treatmentProgrammeKeys.carePlans(patientId), (data) =>
        data ? { carePlans: data.carePlans.map((plan) => withModuleUnlocked(plan, moduleId, Date.now())) } : data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: treatmentProgrammeKeys.carePlans(patientId) }),
  });
}

function withModuleUnlocked(plan: TreatmentProgramme, moduleId: string, now: number): TreatmentProgramme {
  if (!plan.modules.some((m) => m.id === moduleId)) return plan;
  const modules = plan.modules.map((m): CarePlanModule =>
    m.id === moduleId ? { ...m, state: 'unlocked', currentStep: 1, started: now } : m,
  );
  // Unlocking was what the indicator asked for; the next answer says what it asks now.
  const progressIndicator = plan.progressIndicator === 'next_module_is_unlockable' ? 'none' : plan.progressIndicator;
  return { ...plan, modules, progressIndicator };
}

/** PATCH CarePlan/{id} {state: 'ended'}. */
export function useEndCarePlan(patientId: string) {
  return useCarePlanMutation(patientId, (carePlanId: string) =>
    apiCommand(treatmentProgrammePaths.carePlan(carePlanId), { method: 'PATCH', body: { state: 'ended' } }),
  );
}

/** PATCH CarePlan/{id}/conversation {state}: pause (the patient cannot write) or resume the programme's conversation. */
export function useConversationState(patientId: string) {
  return useCarePlanMutation(patientId, ({ carePlanId, state }: { carePlanId: string; state: ConversationState }) =>
    apiCommand(treatmentProgrammePaths.conversation(carePlanId), { method: 'PATCH', body: { state } }),
  );
}

/** GET clinicians/notes?userId: the clinicians' notes on the patient's programmes. */
export function useCarePlanNotes(patientId: string) {
  return useQuery({
    queryKey: treatmentProgrammeKeys.notes(patientId),
    queryFn: ({ signal }) => apiRequest(treatmentProgrammePaths.notes(patientId), CarePlanNotesResponse, { signal }),
    select: (data) => data.notes,
    retry: retryUnlessClientError(2),
  });
}

function useNoteMutation<V>(patientId: string, mutationFn: (variables: V) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: treatmentProgrammeKeys.notes(patientId) }),
  });
}

/** POST CarePlan/{id}/note {note}: writes (or replaces) the care plan's note. */
export function useSaveCarePlanNote(patientId: string) {
  return useNoteMutation(patientId, ({ carePlanId, note }: { carePlanId: string; note: string }) =>
    apiCommand(treatmentProgrammePaths.note(carePlanId), { method: 'POST', body: { note } }),
  );
}

/** DELETE CarePlan/{id}/note. */
export function useDeleteCarePlanNote(patientId: string) {
  return useNoteMutation(patientId, (carePlanId: string) =>
    apiCommand(treatmentProgrammePaths.note(carePlanId), { method: 'DELETE' }),
  );
}
