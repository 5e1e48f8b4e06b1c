import {
  EnterImmunizationInErrorResponse,
  NewImmunizationResponse,
  NewImmunizationSeriesResponse,
  type NewImmunizationBody,
} from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { vaccinationPaths } from './paths';
import { immunizationSeriesKey } from './queries';

/** What the add modal saves: the dose, and the series it joins (an existing one, or a new one of a programme). */
export type Registration = {
  target: { kind: 'series'; seriesId: string } | { kind: 'new'; programId: string };
  dose: Omit<NewImmunizationBody, 'series_id'>;
};

/**
 * Seed 001 §4: "a new series is created only when none is continued" — POST immunization-series first, then POST
 * immunization. The new series' id is kept for the modal's lifetime, so a retry after a failed dose does not
 * start a second series. Both invalidate the patient's series.
 */
export function useRegisterVaccination(patientId: string) {
  const queryClient = useQueryClient();
  const createdSeries = useRef<{ programId: string; seriesId: string } | null>(null);
  return useMutation({
    mutationFn: async ({ target, dose }: Registration) => {
      let seriesId: string;
      if (target.kind === 'series') {
        seriesId = target.seriesId;
      } else if (createdSeries.current?.programId === target.programId) {
        seriesId = createdSeries.current.seriesId;
      } else {
        ({ seriesId } = await apiRequest(vaccinationPaths.newSeries(), NewImmunizationSeriesResponse, {
          method: 'POST',
          body: { patient_id: patientId, program_id: target.programId },
        }));
        createdSeries.current = { programId: target.programId, seriesId };
      }
      return apiRequest(vaccinationPaths.newImmunization(), NewImmunizationResponse, {
        method: 'POST',
        body: { ...dose, series_id: seriesId },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: immunizationSeriesKey(patientId) }),
  });
}

/** PUT immunization/{id} {status: entered-in-error, note} (seed 001 §7). */
export function useRemoveVaccination(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ immunizationId, note }: { immunizationId: string; note: string }) =>
      apiRequest(vaccinationPaths.immunization(immunizationId), EnterImmunizationInErrorResponse, {
        method: 'PUT',
        body: { status: 'entered-in-error', note },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: immunizationSeriesKey(patientId) }),
  });
}
