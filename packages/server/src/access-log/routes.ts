import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccessLog, AccessLogQuery, ErrorBody } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { requirePrincipal } from '../platform/principal';
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

const params = z.object({ patientId: z.string().max(100) });

/**
 * The patient's access-log extract (issue 14; our routes): who reached the patient's data, when, which part, on what
 * ground. Auditors only; a clinician gets 404, as for a patient that does not exist. Each extract is audited.
 */
export const accessLogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/access-log/:patientId',
    {
      schema: {
        tags: ['access-log'],
        summary: "Every access to the patient's data in the period (auditors only; audited)",
        params,
        querystring: AccessLogQuery,
        response: { 200: AccessLog, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      readAccessLog(
        db,
        request,
        requirePrincipal(request.principal),
        request.params.patientId,
        request.query,
        'access_log.read',
      ),
  );

  app.get(
    '/api/access-log/:patientId/pdf',
    {
      schema: {
        tags: ['access-log'],
        summary: 'The same extract as a PDF to give the patient, in the auditor’s language (application/pdf; audited)',
        params,
        querystring: AccessLogQuery,
        response: { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request.principal);
      const log = await readAccessLog(
        db,
        request,
        principal,
        request.params.patientId,
        request.query,
        'access_log.pdf',
      );
      const pdf = await renderAccessLogPdf(log, principal.locale, new Date());
      return sendAttachment(reply, pdf, `access-log-${log.from}-${log.to}.pdf`);
    },
  );
};
