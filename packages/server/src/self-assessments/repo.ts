import { desc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { selfAssessmentResponses } from '../platform/db/schema';

/** Every survey the patient answered outside a meeting, newest first, whatever its type. */
export async function listSelfAssessments(db: Db, patientId: string) {
  return db
    .select()
    .from(selfAssessmentResponses)
    .where(eq(selfAssessmentResponses.patientId, patientId))
    .orderBy(desc(selfAssessmentResponses.createdAt), desc(selfAssessmentResponses.id))
    .limit(1000);
}
