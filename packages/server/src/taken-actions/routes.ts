import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, TakenActionsResponse } from '@konsult/domain';
import { audit } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { requireAccess } from '../platform/principal';
import { sentByClinician } from '../messaging/repo';
import { revisitsBookedFrom } from '../revisits/repo';
import { meetingDocuments } from '../medical-documents/service';
import { meetingReferrals } from '../referrals/service';

/**
 * Seed 000 §2 taken actions: what was done in the meeting, by section: sent messages, booked revisits, documents and
 * referrals so far; each later action adds its section here (seed 002 §2 lists them).
 */
export const takenActionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/meeting/:id/taken-actions',
    {
      schema: {
        tags: ['meetings', 'patient-data'],
        summary: 'Everything taken in the meeting, by section, with the count the action bar shows',
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'taken_actions.read' },
        params: z.object({ id: z.string().max(100) }),
        response: { 200: TakenActionsResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const access = requireAccess(request.access);
      const [messages, revisits, documents, referrals] = await Promise.all([
        sentByClinician(db, access.meetingId!),
        revisitsBookedFrom(db, access.meetingId!),
        meetingDocuments(db, access.meetingId!),
        meetingReferrals(db, access.meetingId!),
      ]);
      await audit(db, request, {
        action: 'taken_actions.read',
        outcome: 'success',
        patientId: access.patientId,
        resourceType: 'meeting',
        resourceId: access.meetingId!,
      });
      const sections: TakenActionsResponse['sections'] = [];
      if (messages.length > 0) {
        sections.push({
          kind: 'sent-messages',
          items: messages.map((m) => ({
            id: m.id,
            subject: m.subject,
            message: m.body,
            sentAt: m.sentAt.getTime(),
            senderName: m.senderName,
          })),
        });
      }
      if (revisits.length > 0) sections.push({ kind: 'booked-revisits', items: revisits });
      if (documents.length > 0) {
        sections.push({
          kind: 'documents',
          items: documents.map(({ id, title, templateName, createdAt }) => ({ id, title, templateName, createdAt })),
        });
      }
      if (referrals.length > 0) sections.push({ kind: 'referrals', items: referrals });
      return { count: sections.reduce((n, s) => n + s.items.length, 0), sections };
    },
  );
};
