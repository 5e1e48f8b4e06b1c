import { doublePrecision, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { patientId } from './references';

// ——— Self-assessments (issue 6, migration 0017_lab_tests_self_assessments.sql) ———

/** Stored as the wire's question (packages/domain/src/api/self-assessments.ts). */
export type StoredSelfAssessmentQuestion = {
  title: string;
  subtitle: string | null;
  options: { label: string; value: string; selected: boolean }[];
  answer: string | null;
};

export const selfAssessmentResponses = pgTable('self_assessment_responses', {
  id: uuid('id').primaryKey(),
  patientId: patientId().notNull(),
  formName: text('form_name').notNull(),
  questions: jsonb('questions').$type<StoredSelfAssessmentQuestion[]>().notNull(),
  score: doublePrecision('score'),
  createdAt: tstz('created_at').notNull(),
});
