import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CancelPrescriptionsBody,
  EhmStatusResponse,
  EReceiptSessionResponse,
  FavouriteBody,
  FavouriteResponse,
  FavouritesResponse,
  FavouriteTagsBody,
  FavouriteTagsResponse,
  JanusmedResponse,
  NewPrescriptionBody,
  PatientPrescriptionsBody,
  PractitionerRoleLinksResponse,
  PRESCRIPTIONS_BASE,
  PrescriptionResponse,
  PrescriptionsResponse,
  PrescriptionStatusResponse,
  PrescriptionWarningsBody,
  PrescriptionWarningsResponse,
  SilProduct,
  SilProductSearchBody,
  SilProductSearchResponse,
} from '@konsult/domain';
import type { PrescriptionExchange } from '../integrations/prescription-exchange/prescription-exchange';
import { fromCatalogue, type SilCatalogue } from '../integrations/sil/sil-catalogue';
import type { Db } from '../platform/db/database';
import { notFound } from '../platform/errors';
import { clinicianContext, id, idParams, meetingContext, patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import {
  allTags,
  createFavourite,
  editFavourite,
  favouriteTags,
  listFavourites,
  removeFavourite,
  setFavouriteTags,
} from './favourites';
import {
  cancelPrescriptions,
  eReceiptSession,
  exchangeStatus,
  listMeetingPrescriptions,
  listPatientPrescriptions,
  prescriptionStatus,
  productWarnings,
  roleLinks,
  sendPrescription,
} from './service';

export type PrescriptionRoutesOptions = { db: Db; exchange: PrescriptionExchange; catalogue: SilCatalogue };

const route = routeSchemas('prescriptions');
const base = PRESCRIPTIONS_BASE;
const nplId = z.string().min(1).max(20);
const patientAndMeeting = z.object({ patientId: id, meetingId: id });

/** Swedish e-prescribing: the exchange, products, prescriptions and favourites (seed 002 §7; issue 17). */
export const prescriptionRoutes: FastifyPluginAsyncZod<PrescriptionRoutesOptions> = async (
  app,
  { db, exchange, catalogue },
) => {
  // ——— the exchange ———

  app.get(
    `${base}/ehm/status`,
    route.session({
      summary: 'Whether the national prescription exchange takes prescriptions now',
      response: EhmStatusResponse,
    }),
    async () => exchangeStatus(exchange, Date.now()),
  );

  app.get(
    `${base}/practitioners-role-links`,
    route.session({
      summary: "The care units the signed-in prescriber may prescribe for (the exchange's practitioner roles)",
      response: PractitionerRoleLinksResponse,
      errors: [403, 503],
    }),
    async (request) => ({ links: await roleLinks(clinicianContext(db, request), exchange) }),
  );

  app.get(
    `${base}/ereceipt/session/:meetingId`,
    route.patientData('meeting', 'meetingId', 'prescription.ereceipt_session', {
      summary:
        "The e-receipt session for the meeting's patient: a short-lived link to their prescriptions at the exchange",
      response: EReceiptSessionResponse,
      errors: [403, 503],
    }),
    async (request) => eReceiptSession(meetingContext(db, request), exchange),
  );

  // ——— products ———

  app.post(
    `${base}/sil/products/search`,
    route.session({
      summary: 'Products (drugs with the packages dispensed) by name, ATC code or words; at most 50, best first',
      body: SilProductSearchBody,
      response: SilProductSearchResponse,
      errors: [502],
    }),
    async (request) => ({ results: await fromCatalogue(() => catalogue.searchProducts(request.body.query)) }),
  );

  app.get(
    `${base}/sil/product/:nplId`,
    route.session({
      summary: 'One product with its packages by NPL id; 404 when the catalogue does not know it',
      params: z.object({ nplId }),
      response: SilProduct,
      errors: [502],
    }),
    async (request) => {
      const product = await fromCatalogue(() => catalogue.product(request.params.nplId));
      if (!product) throw notFound();
      return product;
    },
  );

  app.get(
    `${base}/sil/product/:nplId/janusmed`,
    route.session({
      summary: "The product's pregnancy (FASS category) and lactation (FASS group) texts",
      params: z.object({ nplId }),
      response: JanusmedResponse,
      errors: [502],
    }),
    async (request) => {
      const texts = await fromCatalogue(() => catalogue.janusmed(request.params.nplId));
      if (!texts) throw notFound();
      return texts;
    },
  );

  // ——— prescriptions ———

  app.post(
    `${base}/prescription/warnings`,
    route.patientData('patient', 'patientId', 'prescription.warnings', {
      summary:
        'What the form warns about before signing this product for the patient: the same therapy on the active medication list, a recorded allergy',
      querystring: z.object({ patientId: id }),
      body: PrescriptionWarningsBody,
      response: PrescriptionWarningsResponse,
      errors: [403, 502],
      in: 'query',
    }),
    async (request) => ({
      warnings: await fromCatalogue(() => productWarnings(patientContext(db, request), catalogue, request.body)),
    }),
  );

  app.post(
    `${base}/prescription/new`,
    route.patientData('meeting', 'meetingId', 'prescription.send', {
      summary:
        "Signs the prescription with the prescriber's PIN and sends it to the exchange (201, also when its requestId was sent already: that one is answered, nothing is sent twice). 400 lists card problems, 409 prescription_warnings the warnings to confirm, 422 pin_refused, 503 ehm_unavailable or ehm_timeout: nothing sent",
      querystring: patientAndMeeting,
      body: NewPrescriptionBody,
      response: PrescriptionResponse,
      status: 201,
      errors: [403, 409, 422, 429, 502, 503],
      in: 'query',
    }),
    async (request, reply) => {
      const ctx = meetingContext(db, request);
      if (request.query.patientId !== ctx.access.patientId) throw notFound();
      const prescription = await fromCatalogue(() =>
        sendPrescription(ctx, exchange, catalogue, request.body, new Date()),
      );
      return reply.code(201).send({ prescription });
    },
  );

  app.post(
    `${base}/prescriptions/patient`,
    route.patientData('patient', 'patientId', 'prescription.patient', {
      summary: 'Every prescription of the patient, newest first, with its status as last known',
      body: PatientPrescriptionsBody,
      response: PrescriptionsResponse,
      errors: [403],
      in: 'body',
    }),
    async (request) => ({ prescriptions: await listPatientPrescriptions(patientContext(db, request)) }),
  );

  app.get(
    `${base}/prescriptions/meeting/:id`,
    route.patientData('meeting', 'id', 'prescription.list', {
      summary: 'The prescriptions sent in the meeting, oldest first',
      response: PrescriptionsResponse,
      errors: [403],
    }),
    async (request) => ({ prescriptions: await listMeetingPrescriptions(meetingContext(db, request)) }),
  );

  app.get(
    `${base}/prescription/:id/status`,
    route.patientData('prescription', 'id', 'prescription.status', {
      summary: "The prescription's status at the exchange now (SENT, DISPENSED, CANCELLED); ours follows it",
      response: PrescriptionStatusResponse,
      errors: [403, 503],
    }),
    async (request) => prescriptionStatus(patientContext(db, request), exchange, request.params.id),
  );

  app.post(
    `${base}/prescription/delete`,
    route.patientData('patient', 'patientId', 'prescription.cancel', {
      summary:
        'Cancels prescriptions of the patient not yet dispensed, signed with the PIN, with a reason (a note for "other"); answers them cancelled. 409 once dispensed',
      body: CancelPrescriptionsBody,
      response: PrescriptionsResponse,
      errors: [403, 409, 422, 429, 503],
      in: 'body',
    }),
    async (request) => ({
      prescriptions: await cancelPrescriptions(patientContext(db, request), exchange, request.body),
    }),
  );

  app.get(
    '/api/medicalrecord/prescription',
    route.patientData('meeting', 'meetingId', 'prescription.list', {
      summary: "The prescriptions of the meeting's record entry",
      querystring: patientAndMeeting,
      response: PrescriptionsResponse,
      errors: [403],
      in: 'query',
    }),
    async (request) => {
      const ctx = meetingContext(db, request);
      if (request.query.patientId !== ctx.access.patientId) throw notFound();
      return { prescriptions: await listMeetingPrescriptions(ctx) };
    },
  );

  // ——— favourites: the prescriber's own, no patient ———

  app.get(
    `${base}/favourites`,
    route.session({ summary: "The prescriber's favourites, by name", response: FavouritesResponse, errors: [403] }),
    async (request) => ({ favourites: await listFavourites(clinicianContext(db, request)) }),
  );

  app.post(
    `${base}/favourite/new`,
    route.session({
      summary: 'Saves a product with a filled-in card as a favourite',
      body: FavouriteBody,
      response: FavouriteResponse,
      status: 201,
      errors: [403, 502],
    }),
    async (request, reply) =>
      reply.code(201).send({
        favourite: await fromCatalogue(() =>
          createFavourite(clinicianContext(db, request), catalogue, request.body, new Date()),
        ),
      }),
  );

  app.post(
    `${base}/favourite/:id/edit`,
    route.session({
      summary: "Replaces a favourite's name and card",
      params: idParams('id'),
      body: FavouriteBody,
      response: FavouriteResponse,
      errors: [403, 502],
    }),
    async (request) => ({
      favourite: await fromCatalogue(() =>
        editFavourite(clinicianContext(db, request), catalogue, request.params.id, request.body, new Date()),
      ),
    }),
  );

  app.delete(
    `${base}/favourite/:id`,
    route.session({
      summary: 'Deletes a favourite',
      params: idParams('id'),
      response: z.null(),
      status: 204,
      errors: [403],
    }),
    async (request, reply) => {
      await removeFavourite(clinicianContext(db, request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${base}/favourites/tags`,
    route.session({
      summary: "Every tag of the prescriber's favourites, alphabetically",
      response: FavouriteTagsResponse,
      errors: [403],
    }),
    async (request) => ({ tags: await allTags(clinicianContext(db, request)) }),
  );

  app.get(
    `${base}/favourite/:id/tags`,
    route.session({
      summary: "A favourite's tags",
      params: idParams('id'),
      response: FavouriteTagsResponse,
      errors: [403],
    }),
    async (request) => ({ tags: await favouriteTags(clinicianContext(db, request), request.params.id) }),
  );

  app.put(
    `${base}/favourite/:id/tags`,
    route.session({
      summary: "Replaces a favourite's tags (at most 10; the same tag twice is kept once)",
      params: idParams('id'),
      body: FavouriteTagsBody,
      response: FavouriteTagsResponse,
      errors: [403],
    }),
    async (request) => ({
      tags: await setFavouriteTags(clinicianContext(db, request), request.params.id, request.body.tags),
    }),
  );
};
