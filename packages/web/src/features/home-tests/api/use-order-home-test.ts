import { HOME_TEST_PATHS, type HomeTestMarket, type HomeTestOrderBody, HomeTestOrderResponse } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';
import { homeTestsKey } from './queries';

/**
 * POST …/hometests/order (Sweden) or …/hometestreferral (Norway). The meeting's orders and taken actions are fetched
 * again whatever the answer: a refusal (already_ordered) means someone else ordered in the meantime.
 */
export function useOrderHomeTest(market: HomeTestMarket, meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeTestOrderBody) =>
      apiRequest(HOME_TEST_PATHS[market].order, HomeTestOrderResponse, { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: homeTestsKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
      ]),
  });
}
