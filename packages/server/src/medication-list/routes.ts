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
import { SilUnavailableError, type SilCatalogue } from '../integrations/sil/sil-catalogue';
import type { Db } from '../platform/db/database';
import { AppError, notFound } from '../platform/errors';
import { errorResponses, id, idParams, patientContext } from '../platform/http';
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

/** The catalogue could not be asked: a gateway error, not ours. */
async function fromCatalogue<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof SilUnavailableError) {
      throw new AppError(502, 'sil_unavailable', 'The drug catalogue is not answering. Try again in a moment.');
    }
    throw error;
  }
}

/** The Swedish medication list and the SIL drug and reason catalogue (seed 001 §7 "Medication"; issue 6). */
export const medicationListRoutes: FastifyPluginAsyncZod<{ db: Db; catalogue: SilCatalogue }> = async (
  app,
  { db, catalogue },
) => {
  const base = PRESCRIPTIONS_BASE;
  const catalogueTags = ['medication-list'];
  const tags = ['medication-list', 'patient-data'];

  // ——— the SIL catalogue: a signed-in clinician, no patient ———

  app.post(
    `${base}/sil/drugs/search`,
    {
      schema: {
        tags: catalogueTags,
        summary: 'Drugs by trade-name prefix, ATC code prefix or words of name and form; at most 50, best first',
        body: SilDrugSearchBody,
        response: { 200: SilDrugSearchResponse, ...errorResponses(403, 409, 502) },
      },
    },
    async (request) => ({ results: await fromCatalogue(() => catalogue.searchDrugs(request.body.query)) }),
  );

  app.get(
    `${base}/sil/drug/:nplId`,
    {
      schema: {
        tags: catalogueTags,
        summary: 'One drug by its NPL id; 404 when the catalogue does not know it',
        params: z.object({ nplId }),
        response: { 200: SilDrug, ...errorResponses(403, 409, 502) },
      },
    },
    async (request) => {
      const drug = await fromCatalogue(() => catalogue.drug(request.params.nplId));
      if (!drug) throw notFound();
      return drug;
    },
  );

  app.get(
    `${base}/sil/reason/:nplId`,
    {
      schema: {
        tags: catalogueTags,
        summary: "The drug's usual indications (ICD-10 code and title) by its ATC group; 404 for an unknown drug",
        params: z.object({ nplId }),
        response: { 200: SilReasonsResponse, ...errorResponses(403, 409, 502) },
      },
    },
    async (request) => {
      const reasons = await fromCatalogue(() => catalogue.reasonsForDrug(request.params.nplId));
      if (!reasons) throw notFound();
      return { reasons };
    },
  );

  app.post(
    `${base}/sil/reason/search`,
    {
      schema: {
        tags: catalogueTags,
        summary: 'Indications by ICD-10 code prefix or title words; at most 50',
        body: SilReasonSearchBody,
        response: { 200: SilReasonsResponse, ...errorResponses(403, 409, 502) },
      },
    },
    async (request) => ({ reasons: await fromCatalogue(() => catalogue.searchReasons(request.body.query)) }),
  );

  // ——— the patient's list ———

  app.get(
    `${base}/medication-list/swe/patient/:patientId`,
    {
      schema: {
        tags,
        summary:
          "The patient's medication list: active (by trade name) and past (newest ended first); canEdit says whether add, edit and end are offered",
        'x-patient-data': { resource: 'patient', param: 'patientId', action: 'medication_list.read' },
        params: idParams('patientId'),
        response: { 200: MedicationListResponse, ...errorResponses(403, 409) },
      },
    },
    async (request) => getMedicationList(patientContext(db, request)),
  );

  app.get(
    `${base}/medication-list/swe/patient/:patientId/pdf`,
    {
      schema: {
        tags,
        summary: 'The active medication list as a PDF to print (application/pdf, shown inline)',
        'x-patient-data': { resource: 'patient', param: 'patientId', action: 'medication_list.pdf' },
        params: idParams('patientId'),
        response: errorResponses(403, 409),
      },
    },
    async (request, reply) => sendPdf(reply, await getMedicationListPdf(patientContext(db, request), new Date())),
  );

  app.post(
    `${base}/medication-list/swe/new`,
    {
      schema: {
        tags,
        summary:
          "Adds a medication (snake_case body, dates epoch ms); answers the patient's list after the change. 400 lists dosage problems, an unknown drug or an ATC code that is not the drug's",
        'x-patient-data': { resource: 'patient', param: 'patient_id', in: 'body', action: 'medication_list.add' },
        body: NewMedicationBody,
        response: { 200: NewMedicationResponse, ...errorResponses(403, 409, 502) },
      },
    },
    async (request) => ({
      medications: await fromCatalogue(() =>
        addMedication(patientContext(db, request), catalogue, request.body, new Date()),
      ),
    }),
  );

  app.patch(
    `${base}/medication-list/swe/:id`,
    {
      schema: {
        tags,
        summary: "Changes an active medication's dosage (snake_case body {dosage}); 409 once it has ended",
        'x-patient-data': { resource: 'patient', param: 'patientId', in: 'query', action: 'medication_list.update' },
        params: idParams('id'),
        querystring: z.object({ patientId: id }),
        body: UpdateMedicationBody,
        response: { 200: MedicationListItem, ...errorResponses(403, 409) },
      },
    },
    async (request) =>
      updateMedication(patientContext(db, request), request.params.id, request.body.dosage, new Date()),
  );

  app.post(
    `${base}/medication-list/swe/:id/end`,
    {
      schema: {
        tags,
        summary: 'Ends an active medication now: it moves to the past list, its status time is the end; 409 when ended',
        'x-patient-data': { resource: 'patient', param: 'patientId', in: 'query', action: 'medication_list.end' },
        params: idParams('id'),
        querystring: z.object({ patientId: id }),
        response: { 200: MedicationListItem, ...errorResponses(403, 409) },
      },
    },
    async (request) => endMedication(patientContext(db, request), request.params.id, new Date()),
  );
};
