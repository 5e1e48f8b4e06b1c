import {
  type ChooseInsurerOutcomeBody,
  InsurerOutcomeResponse,
  type InsurerOutcomeView,
  InsurerOutcomesResponse,
  type PatchInsurerOutcomeDecisionBody,
} from '@konsult/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const BASE = '/api/uk/vitality/v1/clinician/outcomes';

/** The seed's meetingId header travels as a query parameter on the by-id routes. */
const byId = (path: string, id: string, meetingId: string) =>
  `${BASE}/${path}${encodeURIComponent(id)}?${new URLSearchParams({ meetingId })}`;

export const insurerOutcomesKey = (meetingId: string) => ['insurer-outcomes', meetingId] as const;

/** Puts the insurer's answer for one outcome into the meeting's list (appended when new, replaced otherwise). */
function keepOutcome(queryClient: QueryClient, meetingId: string, outcome: InsurerOutcomeView) {
  queryClient.setQueryData<InsurerOutcomesResponse>(insurerOutcomesKey(meetingId), (old) => {
    const list = old?.outcomesForMeeting ?? [];
    const known = list.some((o) => o.internalOutcomeId === outcome.internalOutcomeId);
    return {
      outcomesForMeeting: known
        ? list.map((o) => (o.internalOutcomeId === outcome.internalOutcomeId ? outcome : o))
        : [...list, outcome],
    };
  });
}

/**
 * GET …/outcomes/{meetingId}: the outcomes chosen in the meeting, oldest first. Not retried by itself: the insurer has
 * no timeout and answers 503 when down, so the card offers "Try again" instead.
 */
export function useInsurerOutcomes(meetingId: string) {
  return useQuery({
    queryKey: insurerOutcomesKey(meetingId),
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/${encodeURIComponent(meetingId)}`, InsurerOutcomesResponse, { signal }),
    retry: false,
  });
}

/** POST …/outcomes/{meetingId}: chooses an outcome in a section (requestId makes a repeat answer the same outcome). */
export function useChooseInsurerOutcome(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChooseInsurerOutcomeBody) =>
      apiRequest(`${BASE}/${encodeURIComponent(meetingId)}`, InsurerOutcomeResponse, { method: 'POST', body }),
    onSuccess: ({ outcome }) => keepOutcome(queryClient, meetingId, outcome),
  });
}

/** PATCH …/outcomes/decisions/{id}: the GP's decision and rule answers; the rules engine answers the new status. */
export function useDecideInsurerOutcome(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PatchInsurerOutcomeDecisionBody }) =>
      apiRequest(byId('decisions/', id, meetingId), InsurerOutcomeResponse, { method: 'PATCH', body }),
    onSuccess: ({ outcome }) => keepOutcome(queryClient, meetingId, outcome),
  });
}

/** PATCH …/outcomes/self-pay/{id}. */
export function useSetInsurerOutcomeSelfPay(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, selfPay }: { id: string; selfPay: boolean }) =>
      apiRequest(byId('self-pay/', id, meetingId), InsurerOutcomeResponse, {
        method: 'PATCH',
        body: { is_self_pay: selfPay },
      }),
    onSuccess: ({ outcome }) => keepOutcome(queryClient, meetingId, outcome),
  });
}

/** DELETE …/outcomes/{id}: the outcome and its rule answers. */
export function useRemoveInsurerOutcome(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(byId('', id, meetingId), z.null(), { method: 'DELETE' }),
    onSuccess: (_, id) =>
      queryClient.setQueryData<InsurerOutcomesResponse>(insurerOutcomesKey(meetingId), (old) =>
        old ? { outcomesForMeeting: old.outcomesForMeeting.filter((o) => o.internalOutcomeId !== id) } : old,
      ),
  });
}
