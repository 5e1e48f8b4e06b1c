import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HOME_TEST_PATHS,
  HomeTestOrderResponse,
  HomeTestOrdersResponse,
  type HomeTestMarket,
  NorwegianHomeTestOrderBody,
  ShippingAddressResponse,
  SwedishHomeTestOrderBody,
} from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { id, meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { cancelHomeTest, defaultShippingAddress, type HomeTestOptions, listHomeTests, orderHomeTest } from './service';

const route = routeSchemas('home-tests');

const MARKET_WORDS: Record<HomeTestMarket, string> = { SE: 'Swedish (Labportalen)', NO: 'Norwegian' };

/**
 * Home tests (seed 000 §3, §7; seed 002 §9; docs/api.md "Home tests"). Sweden's paths are the seed's; the GET of a
 * meeting's orders is the seed's for Sweden and ours in the same style for Norway, as are the shipping-address GETs
 * and the cancellation.
 */
export const homeTestRoutes: FastifyPluginAsyncZod<{ db: Db } & HomeTestOptions> = async (app, { db, ...options }) => {
  for (const market of ['SE', 'NO'] as const) {
    const paths = HOME_TEST_PATHS[market];
    const words = MARKET_WORDS[market];

    app.get(
      `${paths.orders}/:id`,
      route.patientData('meeting', 'id', 'home_test.list', {
        summary: `The ${words} home tests ordered in the meeting (hometests) and the kits offered in it now`,
        response: HomeTestOrdersResponse,
        errors: [403],
      }),
      async (request) => listHomeTests(meetingContext(db, request), market, options),
    );

    app.get(
      `${paths.orders}/:id/shipping-address`,
      route.patientData('meeting', 'id', 'home_test.shipping_address', {
        summary: `The default shipping address of a ${words} home test: the patient's registered address (null: none)`,
        response: ShippingAddressResponse,
        errors: [403],
      }),
      async (request) => defaultShippingAddress(meetingContext(db, request), market, options),
    );

    app.post(
      paths.order,
      route.patientData('meeting', 'meetingId', 'home_test.order', {
        in: 'body',
        summary: `Order a ${words} home test posted to the patient (to their registered address unless customShippingAddress). Sent again with the same requestId: the order already taken, nothing ordered twice`,
        body: market === 'SE' ? SwedishHomeTestOrderBody : NorwegianHomeTestOrderBody,
        response: HomeTestOrderResponse,
        status: 201,
        errors: [403, 409, 422, 503],
      }),
      async (request, reply) =>
        reply.code(201).send(await orderHomeTest(meetingContext(db, request), market, request.body, options)),
    );

    app.post(
      `${paths.orders}/:meetingId/order/:orderId/cancel`,
      route.patientData('meeting', 'meetingId', 'home_test.cancel', {
        summary: `Cancel a ${words} home test of the meeting's patient not yet answered, at the lab and here (cancelled already: answered as it is). 409 once answered`,
        params: z.object({ meetingId: id, orderId: z.string().uuid() }),
        response: HomeTestOrderResponse,
        errors: [403, 409, 503],
      }),
      async (request) => cancelHomeTest(meetingContext(db, request), market, request.params.orderId, options),
    );
  }
};
