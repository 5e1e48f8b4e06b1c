import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RecordEntriesResponse } from '@konsult/domain';
import type { Database } from '../platform/db/database';
import { patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { HistoryBodies, preferredEncoding } from './bodies';
import { RecordsParts } from './records-part';
import { openRecordHistory } from './service';

const route = routeSchemas('medical-record');

/** The records system's parts kept per instance: ~16 histories of 5,000 entries, thousands of typical ones. */
const RECORDS_PARTS_MAX_BYTES = 96 * 1024 * 1024;

export const recordHistoryRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const db = database.db;
  const caches = { bodies: await HistoryBodies.open(database), parts: new RecordsParts(RECORDS_PARTS_MAX_BYTES) };
  app.get(
    '/api/medicalrecord/v4/entries/:patientId',
    {
      ...route.patientData('patient', 'patientId', 'record_history.read', {
        summary:
          "The patient's record history, newest first: konsult's notes (drafts included) and the records system's " +
          'entries. Answered with an ETag; a request naming it in If-None-Match is answered 304 while the history ' +
          'is unchanged (still access-checked and audited).',
        querystring: z.object({ includeStricken: z.enum(['true', 'false']).default('false') }),
        response: RecordEntriesResponse,
      }),
      // The body comes compressed from the history's cache (bodies.ts), made once for all who get the same answer.
      compress: false,
    },
    async (request, reply) => {
      const answer = await openRecordHistory(patientContext(db, request), caches, {
        includeStricken: request.query.includeStricken === 'true',
        ifNoneMatch: request.headers['if-none-match'],
      });
      // Patient data stays no-store (app.ts): the web app keeps the body it has and revalidates it itself.
      reply.header('etag', answer.etag).header('vary', 'accept-encoding');
      if (answer.notModified) return reply.code(304 as never).send();
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const bytes = await answer.body.encoded(encoding);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // The body has the schema's shape, already serialized: the type provider only knows the object form.
      return reply.type('application/json; charset=utf-8').send(bytes as unknown as RecordEntriesResponse);
    },
  );
};
