import { HOME_TEST_PATHS, type HomeTestMarket, HomeTestOrdersResponse, ShippingAddressResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

export const homeTestsKey = (meetingId: string) => ['home-tests', meetingId] as const;

/** GET …/hometests/{meetingId} (seed 002 §9): the meeting's orders and the kits offered in it now. */
export function useHomeTests(market: HomeTestMarket, meetingId: string) {
  return useQuery({
    queryKey: homeTestsKey(meetingId),
    queryFn: ({ signal }) =>
      apiRequest(`${HOME_TEST_PATHS[market].orders}/${encodeURIComponent(meetingId)}`, HomeTestOrdersResponse, {
        signal,
      }),
    retry: retryUnlessClientError(2),
  });
}

/** GET …/{meetingId}/shipping-address: the patient's registered address, the default shipping address. */
export function useShippingAddress(market: HomeTestMarket, meetingId: string) {
  return useQuery({
    queryKey: ['home-tests', meetingId, 'shipping-address'],
    queryFn: ({ signal }) =>
      apiRequest(
        `${HOME_TEST_PATHS[market].orders}/${encodeURIComponent(meetingId)}/shipping-address`,
        ShippingAddressResponse,
        { signal },
      ),
    retry: retryUnlessClientError(2),
    staleTime: 5 * 60_000,
  });
}
