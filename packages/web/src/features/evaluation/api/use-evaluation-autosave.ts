import { Evaluation, type EvaluationContext, EvaluationResponse, type SaveEvaluationBody } from '@konsult/domain';
import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import {
  type AutosaveTransport,
  type ServerSnapshot,
  toWireValues,
  useMeetingFormAutosave,
} from '../../../lib/autosave';
import { retryUnlessClientError } from '../../../lib/query-retry';

export interface EvaluationMeta {
  /** Null where no evaluation applies (Norway): the screen then shows none. */
  templateId: string | null;
  context: EvaluationContext;
}

const SaveEvaluationResponse = z.object({ evaluation: Evaluation });

export const evaluationQueryKey = (meetingId: string) => ['evaluation', meetingId] as const;

const path = (meetingId: string) => `/api/medicalrecord/evaluation/${encodeURIComponent(meetingId)}`;

function evaluationQueryOptions(meetingId: string) {
  return queryOptions({
    queryKey: evaluationQueryKey(meetingId),
    queryFn: ({ signal }) => apiRequest(path(meetingId), EvaluationResponse, { signal }),
    retry: retryUnlessClientError(2),
    staleTime: 0,
  });
}

function toSnapshot(response: EvaluationResponse): ServerSnapshot<EvaluationMeta> {
  return {
    values: response.evaluation?.values ?? {},
    version: response.evaluation?.version ?? 0,
    readOnly: false,
    meta: { templateId: response.templateId, context: response.context },
  };
}

function evaluationTransport(queryClient: QueryClient, meetingId: string): AutosaveTransport<EvaluationMeta> {
  const key = evaluationQueryKey(meetingId);
  return {
    async fetch() {
      return toSnapshot(await queryClient.fetchQuery(evaluationQueryOptions(meetingId)));
    },
    async save(values, version) {
      const body: SaveEvaluationBody = { values: toWireValues(values), version };
      const { evaluation } = await apiRequest(path(meetingId), SaveEvaluationResponse, { method: 'PUT', body });
      const previous = queryClient.getQueryData<EvaluationResponse>(key);
      const response: EvaluationResponse = {
        evaluation,
        templateId: previous?.templateId ?? evaluation.templateId,
        context: previous?.context ?? {
          hasPrescription: false,
          hasLabReferral: false,
          hasSpecialistReferral: false,
          hasSickNote: false,
        },
      };
      queryClient.setQueryData(key, response);
      return toSnapshot(response);
    },
  };
}

/**
 * The meeting's evaluation with autosave: GET and PUT /api/medicalrecord/evaluation/{meetingId}. Only this feature
 * reads the evaluation, so the engine alone decides when to fetch it.
 */
export function useEvaluationAutosave(meetingId: string) {
  const queryClient = useQueryClient();
  return useMeetingFormAutosave('evaluation', meetingId, () => evaluationTransport(queryClient, meetingId));
}
