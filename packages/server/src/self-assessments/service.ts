import type { SelfAssessmentsResponse } from '@konsult/domain';
import { auditSuccess } from '../platform/audit';
import type { RequestContext } from '../platform/http';
import { listSelfAssessments } from './repo';

/**
 * The self-assessment tab (seed 001 §2.3, §3): the surveys the patient answered, newest first. Every type is sent,
 * known or not: the client logs the ones it does not know and leaves them out (§8). The care relationship was
 * checked before this runs (x-patient-data); the read is audited.
 */
export async function getSelfAssessments({ db, request, access }: RequestContext): Promise<SelfAssessmentsResponse> {
  const rows = await listSelfAssessments(db, access.patientId);
  await auditSuccess(db, request, 'self_assessments.read');
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
