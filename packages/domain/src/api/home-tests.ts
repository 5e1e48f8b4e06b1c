import { z } from 'zod';
import {
  HOME_TEST_FAULTS,
  HOME_TEST_MARKETS,
  HOME_TEST_STATES,
  HOME_TEST_TYPES,
  POSTCODE_PATTERNS,
} from '../home-tests/home-test-rules';
import { epochMs, requestId, takenActionsSection } from './common';

/**
 * Home tests in Sweden and Norway (seed 000 §3, §7; seed 002 §3, §9; issue 18; docs/api.md "Home tests"). The seed's
 * field names are kept: the order carries `hometestLabportalenTestType`, an existing order `hometestType`.
 */

const TestType = z.enum(HOME_TEST_TYPES);
const TestState = z.enum(HOME_TEST_STATES);

const line = (max: number) => z.string().trim().min(1).max(max);

/** Seed 001: a home-test address is address, zip, city and country; the country is the market's. */
export const ShippingAddress = z.object({
  address: line(200),
  zip: line(10),
  city: line(100),
  country: z.enum(HOME_TEST_MARKETS),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/** The same address, with the market's postcode format checked (Sweden "123 45", Norway "0168"). */
export function marketShippingAddress(market: (typeof HOME_TEST_MARKETS)[number]) {
  return ShippingAddress.extend({
    zip: line(10).regex(
      POSTCODE_PATTERNS[market],
      market === 'SE' ? 'A Swedish postcode is five digits.' : 'A Norwegian postnummer is four digits.',
    ),
    country: z.literal(market),
  });
}

/**
 * POST /api/sweden-referral/doctor/hometests/order and POST /api/no/hometest/doctor/hometestreferral (seed 000 §3):
 * the kit, the meeting and its patient, and the address to post it to; without `customShippingAddress` the kit goes
 * to the patient's registered address. `requestId` (ours) is the order's id: the wizard sends the same one again
 * after an error, and is answered the order already taken instead of ordering a second kit.
 */
export function homeTestOrderBody(market: (typeof HOME_TEST_MARKETS)[number]) {
  return z.object({
    requestId: z.string().uuid(),
    hometestLabportalenTestType: TestType,
    meetingId: requestId,
    patientId: requestId,
    customShippingAddress: marketShippingAddress(market).nullable().default(null),
  });
}
export const SwedishHomeTestOrderBody = homeTestOrderBody('SE');
export const NorwegianHomeTestOrderBody = homeTestOrderBody('NO');
export type HomeTestOrderBody = z.input<typeof SwedishHomeTestOrderBody>;

/** An existing order (seed 000 §3; seed 002 §3): its kit, state, who ordered it and where it goes. */
export const HomeTestOrder = z.object({
  id: z.string(),
  meetingId: z.string(),
  patientId: z.string(),
  hometestType: TestType,
  state: TestState,
  orderingClinicianId: z.string(),
  orderingClinicianName: z.string(),
  shippingAddress: ShippingAddress,
  orderedAt: epochMs,
});
export type HomeTestOrder = z.infer<typeof HomeTestOrder>;

/** The answer to a new order (or to a repeat of one), and to a cancelled one. */
export const HomeTestOrderResponse = z.object({ hometest: HomeTestOrder });
export type HomeTestOrderResponse = z.infer<typeof HomeTestOrderResponse>;

/** A kit the wizard offers for this meeting; blocked while the patient has an active order of its kind. */
const OfferedChoice = z.object({ hometestType: TestType, blockedByOrderId: z.string().nullable() });

/**
 * GET /api/sweden-referral/doctor/hometests/{meetingId} (and Norway's): the meeting's orders under the seed's
 * `hometests`, and ours: the kits offered for this meeting.
 */
export const HomeTestOrdersResponse = z.object({
  hometests: z.array(HomeTestOrder),
  offered: z.array(OfferedChoice),
});
export type HomeTestOrdersResponse = z.infer<typeof HomeTestOrdersResponse>;

/** GET …/{meetingId}/shipping-address: the patient's registered address, the default (null: none registered). */
export const ShippingAddressResponse = z.object({
  patientName: z.string(),
  shippingAddress: ShippingAddress.nullable(),
});
export type ShippingAddressResponse = z.infer<typeof ShippingAddressResponse>;

/** Development: the embedded lab portal's fault (PUT /api/dev/faults/hometest; null: none). */
export const HomeTestFaultBody = z.object({ fault: z.enum(HOME_TEST_FAULTS).nullable() });
export type HomeTestFaultBody = z.infer<typeof HomeTestFaultBody>;

/** Taken actions: the meeting's home-test orders. */
export const HomeTestOrdersSection = takenActionsSection('home-test-orders', HomeTestOrder);

/** Where each market's calls live (docs/api.md "Home tests"). */
export const HOME_TEST_PATHS = {
  SE: { orders: '/api/sweden-referral/doctor/hometests', order: '/api/sweden-referral/doctor/hometests/order' },
  NO: { orders: '/api/no/hometest/doctor/hometestreferral', order: '/api/no/hometest/doctor/hometestreferral' },
} as const;

/** POST …/{meetingId}/order/{orderId}/cancel (ours): cancels one of the meeting's patient's orders not yet answered. */
export function homeTestCancelPath(market: (typeof HOME_TEST_MARKETS)[number], meetingId: string, orderId: string) {
  return `${HOME_TEST_PATHS[market].orders}/${encodeURIComponent(meetingId)}/order/${encodeURIComponent(orderId)}/cancel`;
}
