import zlib from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecordEntriesResponse } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { getRecordEntriesJson } from './service';

const route = routeSchemas('medical-record');

export const recordHistoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/medicalrecord/v4/entries/:patientId',
    {
      ...route.patientData('patient', 'patientId', 'record_history.read', {
        summary:
          "The patient's record history, newest first: konsult's notes (drafts included) and the records system's entries",
        querystring: z.object({ includeStricken: z.enum(['true', 'false']).default('false') }),
        response: RecordEntriesResponse,
      }),
      // 5,000 entries are ~6 MB of JSON: brotli quality 1 packs them to ~0.5 MB in ~11 ms where the default 4 takes
      // ~30 ms for ~0.3 MB, and gzip level 1 takes ~27 ms where 6 takes ~95 ms. The CPU is worth more than the bytes.
      compress: {
        brotliOptions: {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
          },
        },
        zlibOptions: { level: 1 },
      },
    },
    // Sent as serialized by the service (see recordEntriesJson): a JSON string with a JSON content type is not
    // passed through the response schema's serializer again.
    async (request, reply) => {
      const body = await getRecordEntriesJson(patientContext(db, request), request.query.includeStricken === 'true');
      // The body has the schema's shape, already serialized: the type provider only knows the object form.
      return reply.type('application/json; charset=utf-8').send(body as unknown as RecordEntriesResponse);
    },
  );
};
