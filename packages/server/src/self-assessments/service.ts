import type { FastifyRequest } from 'fastify';
import type { SelfAssessmentsResponse } from '@konsult/domain';
import { audit } from '../platform/audit';
import type { Db } from '../platform/db/database';
import type { Access } from '../platform/principal';
import { listSelfAssessments } from './repo';

/**
 * The self-assessment tab (seed 001 §2.3, §3): the surveys the patient answered, newest first. Every type is sent,
 * known or not: the client logs the ones it does not know and leaves them out (§8). The care relationship was
 * checked before this runs (x-patient-data); the read is audited.
 */
export async function getSelfAssessments(
  db: Db,
  request: FastifyRequest,
  access: Access,
): Promise<SelfAssessmentsResponse> {
  const rows = await listSelfAssessments(db, access.patientId);
  await audit(db, request, {
    action: 'self_assessments.read',
    outcome: 'success',
    patientId: access.patientId,
    resourceType: 'patient',
    resourceId: access.patientId,
  });
  return {
    surveyResponses: rows.map((row) => ({
      id: row.id,
      formName: row.formName,
      questions: row.questions,
      createdAt: row.createdAt.getTime(),
      score: row.score,
    })),
  };
}
