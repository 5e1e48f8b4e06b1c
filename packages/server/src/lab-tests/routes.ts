import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LabMeasurements, LabTest, LabTestSourceParam, LabTestsMetaResponse } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { errorResponses, id, idParams, patientContext } from '../platform/http';
import { getLabTest, getLabTests, getMeasurements } from './service';

/**
 * The health-check tab (seed 001 §7 "Lab tests"; the seed's hidden {lab-test} base is /api/lab-test; issue 6). The
 * marked patient id is checked by the access hook (a malformed one is 404 there); a malformed test or visit id is 404.
 */
export const labTestRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['record-pane', 'patient-data'];

  app.get(
    '/api/lab-test/clinician/lab-tests',
    {
      schema: {
        tags,
        summary:
          "The patient's completed lab tests from the named sources (comma-separated VACCINA, DMS_SE; all when absent), newest first",
        'x-patient-data': { resource: 'patient', param: 'patientId', in: 'query', action: 'lab_tests.read' },
        querystring: z.object({ patientId: id, source: LabTestSourceParam.optional() }),
        response: { 200: LabTestsMetaResponse, ...errorResponses() },
      },
    },
    async (request) => getLabTests(patientContext(db, request), request.query.source),
  );

  app.get(
    '/api/lab-test/clinician/lab-tests/:labTestId',
    {
      schema: {
        tags,
        summary:
          "A completed lab test of the patient: the doctor's comment, results and health form; 404 unless it is this patient's and complete",
        'x-patient-data': { resource: 'patient', param: 'patientId', in: 'query', action: 'lab_test.read' },
        params: idParams('labTestId'),
        querystring: z.object({ patientId: id }),
        response: { 200: LabTest, ...errorResponses() },
      },
    },
    async (request) => getLabTest(patientContext(db, request), request.params.labTestId),
  );

  app.get(
    '/api/lab-test/clinician/measurements',
    {
      schema: {
        tags,
        summary:
          "The body measurements of one of the patient's lab visits (blood pressure, pulse, height, weight, waist, BMI); 404 unless it is this patient's",
        'x-patient-data': { resource: 'patient', param: 'patientId', in: 'query', action: 'lab_measurements.read' },
        querystring: z.object({ patientId: id, encounterId: id }),
        response: { 200: LabMeasurements, ...errorResponses() },
      },
    },
    async (request) => getMeasurements(patientContext(db, request), request.query.encounterId),
  );
};
