import { HOME_TEST_PATHS, type HomeTestMarket, type HomeTestOrderBody, HomeTestOrderResponse } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';
import { homeTestsKey } from './queries';

/**
 * POST …/hometests/order (Sweden) or …/hometestreferral (Norway). The meeting's orders and taken actions are fetched
 * again whatever the answer: a refusal (already_ordered) means someone else ordered in the meantime.
 *
 * The server keeps the body's `requestId` as the order's id. One is made per wizard attempt and sent again when the
 * clinician retries after an error, so that an order the lab took before its answer was lost is answered, not ordered
 * twice; the next order, after a success, gets a new one.
 */
export function useOrderHomeTest(market: HomeTestMarket, meetingId: string) {
  const queryClient = useQueryClient();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: (body: Omit<HomeTestOrderBody, 'requestId'>) =>
      apiRequest(HOME_TEST_PATHS[market].order, HomeTestOrderResponse, {
        method: 'POST',
        body: { ...body, requestId } satisfies HomeTestOrderBody,
      }),
    onSuccess: () => setRequestId(crypto.randomUUID()),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: homeTestsKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
      ]),
  });
}
