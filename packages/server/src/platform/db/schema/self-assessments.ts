import { doublePrecision, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SelfAssessmentRequestState, SelfAssessmentType } from '@konsult/domain';
import { tstz } from './columns';
import { clinicianId, meetingId, patientId } from './references';

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

// ——— Self-assessments sent from a meeting (issue 18, migration 0040_self_assessment_requests.sql) ———

export const selfAssessmentRequests = pgTable('self_assessment_requests', {
  id: uuid('id').primaryKey(),
  meetingId: meetingId().notNull(),
  patientId: patientId().notNull(),
  sentBy: clinicianId('sent_by').notNull(),
  type: text('type').$type<SelfAssessmentType>().notNull(),
  state: text('state').$type<SelfAssessmentRequestState>().notNull(),
  responseId: uuid('response_id').references(() => selfAssessmentResponses.id),
  sentAt: tstz('sent_at').notNull(),
  answeredAt: tstz('answered_at'),
});
