import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale, PrescriptionStatus } from '@konsult/domain';
import { notFound } from '../../platform/errors';
import { clinicianContext } from '../../platform/http';
import type { Db } from '../../platform/db/database';
import { routeSchemas } from '../../platform/route-schema';
import type { EmbeddedPrescriptionExchange } from './embedded';

const LABELS: Record<
  Locale,
  { title: string; patient: string; none: string; status: Record<PrescriptionStatus, string> }
> = {
  en: {
    title: 'Prescriptions at the exchange',
    patient: 'Patient',
    none: 'The exchange holds no prescriptions for this patient.',
    status: { SENT: 'Sent', DISPENSED: 'Dispensed', CANCELLED: 'Cancelled' },
  },
  sv: {
    title: 'Recept i receptförmedlingen',
    patient: 'Patient',
    none: 'Receptförmedlingen har inga recept för patienten.',
    status: { SENT: 'Skickat', DISPENSED: 'Expedierat', CANCELLED: 'Makulerat' },
  },
  nb: {
    title: 'Resepter i Reseptformidleren',
    patient: 'Pasient',
    none: 'Reseptformidleren har ingen resepter for pasienten.',
    status: { SENT: 'Sendt', DISPENSED: 'Utlevert', CANCELLED: 'Tilbakekalt' },
  },
  fr: {
    title: 'Ordonnances au service e-prescription',
    patient: 'Patient',
    none: 'Le service ne détient aucune ordonnance pour ce patient.',
    status: { SENT: 'Envoyée', DISPENSED: 'Délivrée', CANCELLED: 'Annulée' },
  },
  de: {
    title: 'Rezepte im E-Rezept-Fachdienst',
    patient: 'Patient',
    none: 'Der Fachdienst hält keine Rezepte für diesen Patienten.',
    status: { SENT: 'Gesendet', DISPENSED: 'Abgegeben', CANCELLED: 'Storniert' },
  },
};

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const route = routeSchemas('prescriptions');

/**
 * The embedded exchange's e-receipt session (seed 000 §7): what it holds for the patient, for the prescriber whose
 * session opened it, for five minutes. Its link is issued by GET /api/prescriptions/ereceipt/session/{meetingId},
 * which checks the care relationship and audits; here the token, its prescriber and its time are the check.
 */
export const ehmSessionPage: FastifyPluginAsyncZod<{ db: Db; exchange: EmbeddedPrescriptionExchange }> = async (
  app,
  { db, exchange },
) => {
  app.get(
    '/api/ehm/session/:token',
    route.session({
      summary: "The embedded exchange's e-receipt session: the patient's prescriptions there (HTML), for five minutes",
      params: z.object({ token: z.string().max(100) }),
    }),
    async (request, reply) => {
      const { principal } = clinicianContext(db, request);
      const session = await exchange.session(request.params.token, principal.id, new Date());
      if (!session) throw notFound();
      const t = LABELS[principal.locale];
      const rows = session.prescriptions.map((p) => {
        const product = p.payload.product as { tradeName?: string; drugFormTextSv?: string } | undefined;
        const size = typeof p.payload.size === 'string' ? p.payload.size : '';
        return `<tr><td>${escape(`${product?.tradeName ?? ''} ${product?.drugFormTextSv ?? ''}`)}</td><td>${escape(
          size,
        )}</td><td>${escape(t.status[p.status])}</td><td>${p.receivedAt.toISOString().slice(0, 10)}</td></tr>`;
      });
      const body = rows.length > 0 ? `<table>${rows.join('')}</table>` : `<p>${escape(t.none)}</p>`;
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${principal.locale}"><head><meta charset="utf-8"><title>${escape(t.title)}</title></head>` +
            `<body><h1>${escape(t.title)}</h1><p>${escape(t.patient)}: ${escape(session.patientIdNumber)}</p>${body}</body></html>`,
        );
    },
  );
};
