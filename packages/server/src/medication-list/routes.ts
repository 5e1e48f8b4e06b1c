import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MedicationListItem,
  MedicationListResponse,
  NewMedicationBody,
  NewMedicationResponse,
  PRESCRIPTIONS_BASE,
  SilDrug,
  SilDrugSearchBody,
  SilDrugSearchResponse,
  SilReasonSearchBody,
  SilReasonsResponse,
  UpdateMedicationBody,
} from '@konsult/domain';
import { fromCatalogue, type SilCatalogue } from '../integrations/sil/sil-catalogue';
import type { Db } from '../platform/db/database';
import { notFound } from '../platform/errors';
import { id, idParams, patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { addMedication, endMedication, getMedicationList, getMedicationListPdf, updateMedication } from './service';

const nplId = z.string().min(1).max(20);

/** Shown in the browser's viewer (inline), never cached: it is patient data. */
function sendPdf(reply: FastifyReply, pdf: { bytes: Buffer; fileName: string }) {
  return reply
    .header('content-disposition', `inline; filename="${pdf.fileName}"`)
    .header('cache-control', 'no-store')
    .type('application/pdf')
    .send(pdf.bytes);
}

const route = routeSchemas('medication-list');

/** The Swedish medication list and the SIL drug and reason catalogue (seed 001 §7 "Medication"; issue 6). */
export const medicationListRoutes: FastifyPluginAsyncZod<{ db: Db; catalogue: SilCatalogue }> = async (
  app,
  { db, catalogue },
) => {
  const base = PRESCRIPTIONS_BASE;

  // ——— the SIL catalogue: a signed-in clinician, no patient ———

  app.post(
    `${base}/sil/drugs/search`,
    route.session({
      summary: 'Drugs by trade-name prefix, ATC code prefix or words of name and form; at most 50, best first',
      body: SilDrugSearchBody,
      response: SilDrugSearchResponse,
      errors: [403, 409, 502],
    }),
    async (request) => ({ results: await fromCatalogue(() => catalogue.searchDrugs(request.body.query)) }),
  );

  app.get(
    `${base}/sil/drug/:nplId`,
    route.session({
      summary: 'One drug by its NPL id; 404 when the catalogue does not know it',
      params: z.object({ nplId }),
      response: SilDrug,
      errors: [403, 409, 502],
    }),
    async (request) => {
      const drug = await fromCatalogue(() => catalogue.drug(request.params.nplId));
      if (!drug) throw notFound();
      return drug;
    },
  );

  app.get(
    `${base}/sil/reason/:nplId`,
    route.session({
      summary: "The drug's usual indications (ICD-10 code and title) by its ATC group; 404 for an unknown drug",
      params: z.object({ nplId }),
      response: SilReasonsResponse,
      errors: [403, 409, 502],
    }),
    async (request) => {
      const reasons = await fromCatalogue(() => catalogue.reasonsForDrug(request.params.nplId));
      if (!reasons) throw notFound();
      return { reasons };
    },
  );

  app.post(
    `${base}/sil/reason/search`,
    route.session({
      summary: 'Indications by ICD-10 code prefix or title words; at most 50',
      body: SilReasonSearchBody,
      response: SilReasonsResponse,
      errors: [403, 409, 502],
    }),
    async (request) => ({ reasons: await fromCatalogue(() => catalogue.searchReasons(request.body.query)) }),
  );

  // ——— the patient's list ———

  app.get(
    `${base}/medication-list/swe/patient/:patientId`,
    route.patientData('patient', 'patientId', 'medication_list.read', {
      summary:
        "The patient's medication list: active (by trade name) and past (newest ended first); canEdit says whether add, edit and end are offered",
      response: MedicationListResponse,
      errors: [403, 409],
    }),
    async (request) => getMedicationList(patientContext(db, request)),
  );

  app.get(
    `${base}/medication-list/swe/patient/:patientId/pdf`,
    route.patientData('patient', 'patientId', 'medication_list.pdf', {
      summary: 'The active medication list as a PDF to print (application/pdf, shown inline)',
      errors: [403, 409],
    }),
    async (request, reply) => sendPdf(reply, await getMedicationListPdf(patientContext(db, request), new Date())),
  );

  app.post(
    `${base}/medication-list/swe/new`,
    route.patientData('patient', 'patient_id', 'medication_list.add', {
      summary:
        "Adds a medication (snake_case body, dates epoch ms); answers the patient's list after the change. 400 lists dosage problems, an unknown drug or an ATC code that is not the drug's",
      body: NewMedicationBody,
      response: NewMedicationResponse,
      errors: [403, 409, 502],
      in: 'body',
    }),
    async (request) => ({
      medications: await fromCatalogue(() =>
        addMedication(patientContext(db, request), catalogue, request.body, new Date()),
      ),
    }),
  );

  app.patch(
    `${base}/medication-list/swe/:id`,
    route.patientData('patient', 'patientId', 'medication_list.update', {
      summary: "Changes an active medication's dosage (snake_case body {dosage}); 409 once it has ended",
      params: idParams('id'),
      querystring: z.object({ patientId: id }),
      body: UpdateMedicationBody,
      response: MedicationListItem,
      errors: [403, 409],
      in: 'query',
    }),
    async (request) =>
      updateMedication(patientContext(db, request), request.params.id, request.body.dosage, new Date()),
  );

  app.post(
    `${base}/medication-list/swe/:id/end`,
    route.patientData('patient', 'patientId', 'medication_list.end', {
      summary: 'Ends an active medication now: it moves to the past list, its status time is the end; 409 when ended',
      params: idParams('id'),
      querystring: z.object({ patientId: id }),
      response: MedicationListItem,
      errors: [403, 409],
      in: 'query',
    }),
    async (request) => endMedication(patientContext(db, request), request.params.id, new Date()),
  );
};
