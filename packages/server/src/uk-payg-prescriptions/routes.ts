import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MeetingPaygPrescriptionsResponse,
  PAYG_PDF_MAX_BYTES,
  PaygPrescriptionResponse,
  PharmaciesQuery,
  PharmaciesResponse,
  SendPaygPrescriptionBody,
  UploadPaygPrescriptionQuery,
  UK_PAYG_BASE,
  UK_PHARMACIES_PATH,
} from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { clinicianContext, id, meetingContext } from '../platform/http';
import { auditRefused } from '../platform/audit';
import { AppError } from '../platform/errors';
import { readOneFile } from '../platform/multipart';
import { routeSchemas } from '../platform/route-schema';
import { pharmaciesNear } from './pharmacies';
import {
  fileTooLarge,
  listPaygPrescriptions,
  paygPrescriptionPdf,
  sendPaygPrescription,
  uploadPaygPrescription,
} from './service';

const route = routeSchemas('uk-payg-prescriptions');
const MEETING = `${UK_PAYG_BASE}/meeting/:meetingId`;

/**
 * The UK pay-as-you-go prescription (seed 000 §7 "POST upload PDF for pay-as-you-go prescription: multipart with
 * file, by meeting id and user id"; issue 19) and the pharmacies near a postcode that the sent prescription's map
 * shows. Every prescription route is keyed by its meeting, so the access hook checks the care relationship on it.
 */
export const paygPrescriptionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // One file per upload; a byte over the limit stops it while it streams in (413), before it is buffered whole.
  await app.register(multipart, { limits: { files: 1, fileSize: PAYG_PDF_MAX_BYTES, fields: 0 } });

  app.get(
    MEETING,
    route.patientData('meeting', 'meetingId', 'payg_prescription.list', {
      summary: "The meeting's pay-as-you-go prescriptions, uploaded and sent",
      response: MeetingPaygPrescriptionsResponse,
    }),
    async (request) => listPaygPrescriptions(meetingContext(db, request)),
  );

  app.post(
    `${MEETING}/user/:userId/pdf`,
    route.patientData('meeting', 'meetingId', 'payg_prescription.upload', {
      summary:
        "Upload the signed prescription as a PDF (multipart \"file\") for the meeting's patient (userId): a PDF by its bytes, at most 10,000,000 bytes; kept unsent, replacing the meeting's earlier unsent upload. requestId becomes its id: sent again, it answers the stored upload and stores nothing twice; 409 when it is another meeting's",
      params: z.object({ meetingId: id, userId: id }),
      querystring: UploadPaygPrescriptionQuery,
      response: PaygPrescriptionResponse,
      status: 201,
      errors: [403, 409, 413, 415],
    }),
    async (request, reply) => {
      const ctx = meetingContext(db, request);
      let file: { fileName: string; bytes: Uint8Array };
      try {
        file = await readOneFile(request, { onTooLarge: fileTooLarge });
      } catch (error) {
        if (error instanceof AppError && error.status === 413) {
          await auditRefused(ctx, 'payg_prescription.upload', 'failure', { type: 'meeting', id: ctx.access.meetingId });
        }
        throw error;
      }
      return reply.code(201).send({
        prescription: await uploadPaygPrescription(ctx, request.params.userId, request.query.requestId, file),
      });
    },
  );

  app.get(
    `${MEETING}/:id/pdf`,
    route.patientData('meeting', 'meetingId', 'payg_prescription.pdf', {
      summary: 'The uploaded prescription PDF, inline (the preview, and the taken-actions link)',
      params: z.object({ meetingId: id, id }),
    }),
    async (request, reply) => {
      const pdf = await paygPrescriptionPdf(meetingContext(db, request), request.params.id);
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': 'inline; filename="Prescription.pdf"',
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          // The panel previews it in a frame of the app's own page: framed by the same origin only, nothing else.
          'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
          'x-frame-options': 'SAMEORIGIN',
        })
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );

  app.post(
    `${MEETING}/:id/send`,
    route.patientData('meeting', 'meetingId', 'payg_prescription.send', {
      summary:
        "Send the prescription to the patient once the signature and the patient's name are verified (both true, else 422 naming each): its PDF goes into the patient's messages. Sent again: the same answer, no second message",
      params: z.object({ meetingId: id, id }),
      body: SendPaygPrescriptionBody,
      response: PaygPrescriptionResponse,
      errors: [403, 422],
    }),
    async (request) => ({
      prescription: await sendPaygPrescription(
        meetingContext(db, request),
        request.params.id,
        request.body,
        new Date(),
      ),
    }),
  );

  app.get(
    UK_PHARMACIES_PATH,
    route.session({
      summary:
        'Demo UK pharmacies nearest a postcode (placed at its district), nearest first; none when it cannot be placed',
      querystring: PharmaciesQuery,
      response: PharmaciesResponse,
    }),
    async (request) => {
      clinicianContext(db, request);
      return pharmaciesNear(request.query.postcode);
    },
  );
};
