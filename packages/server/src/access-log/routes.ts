import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccessLog, AccessLogQuery } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { clinicianContext, idParams } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { renderAccessLogPdf } from './pdf';
import { readAccessLog } from './service';

/** Downloaded, never cached: it is patient data. */
function sendAttachment(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .type('application/pdf')
    .send(pdf);
}

const route = routeSchemas('access-log');

/**
 * The patient's access-log extract (issue 14; our routes): who reached the patient's data, when, which part, on what
 * ground. Auditors only; a clinician gets 404, as for a patient that does not exist. Each extract is audited.
 */
export const accessLogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/access-log/:patientId',
    route.session({
      summary: "Every access to the patient's data in the period (auditors only; audited)",
      params: idParams('patientId'),
      querystring: AccessLogQuery,
      response: AccessLog,
    }),
    async (request) =>
      readAccessLog(clinicianContext(db, request), request.params.patientId, request.query, 'access_log.read'),
  );

  app.get(
    '/api/access-log/:patientId/pdf',
    route.session({
      summary: 'The same extract as a PDF to give the patient, in the auditor’s language (application/pdf; audited)',
      params: idParams('patientId'),
      querystring: AccessLogQuery,
    }),
    async (request, reply) => {
      const context = clinicianContext(db, request);
      const log = await readAccessLog(context, request.params.patientId, request.query, 'access_log.pdf');
      const pdf = await renderAccessLogPdf(log, context.principal.locale, new Date());
      return sendAttachment(reply, pdf, `access-log-${log.from}-${log.to}.pdf`);
    },
  );
};
