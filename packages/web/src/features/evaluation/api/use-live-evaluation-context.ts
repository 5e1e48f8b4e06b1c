import { EvaluationResponse, type EvaluationContext } from '@konsult/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useTakenActions } from '../../../lib/taken-actions/use-taken-actions';

/**
 * What the meeting's actions tell the evaluation (a prescription, a referral, a sick note: seed 002 §4), kept current
 * while the form is open: every action that adds to taken actions refreshes that list, and with it this. Until the
 * first refresh the form uses the context its evaluation was loaded with.
 */
export function useLiveEvaluationContext(meetingId: string): EvaluationContext | undefined {
  const taken = useTakenActions(meetingId);
  const live = useQuery<EvaluationContext>({
    queryKey: ['evaluation-context', meetingId, taken.dataUpdatedAt] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/medicalrecord/evaluation/${encodeURIComponent(meetingId)}`, EvaluationResponse, {
        signal,
      }).then((answer) => answer.context),
    // Asked again whenever taken actions change (each answer has its own time).
    enabled: taken.isSuccess && taken.dataUpdatedAt > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
  return live.data;
}
