import { homeTestCancelPath, type HomeTestMarket, HomeTestOrderResponse } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';
import { homeTestsKey } from './queries';

/**
 * POST …/{meetingId}/order/{orderId}/cancel: cancels an order not yet answered, at the lab and in the record. The
 * meeting's orders (whose kits it may unblock) and taken actions are fetched again whatever the answer.
 */
export function useCancelHomeTest(market: HomeTestMarket, meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      apiRequest(homeTestCancelPath(market, meetingId, orderId), HomeTestOrderResponse, { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: homeTestsKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
      ]),
  });
}
