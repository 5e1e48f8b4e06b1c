import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { meetingId, patientId } from './references';

// ——— Record pane (issue 5, migration 0014): symptoms and documents ———

export type StoredSurveyQuestion = {
  nodeName: string;
  nodeTypeName: string;
  title: string;
  answers: string[];
  options: { value: string; label: string }[];
};

export const surveyResponses = pgTable('survey_responses', {
  meetingId: meetingId().primaryKey(),
  patientId: patientId().notNull(),
  formName: text('form_name').notNull(),
  surveyInformationId: text('survey_information_id').notNull(),
  policyUrl: text('policy_url'),
  questions: jsonb('questions').$type<StoredSurveyQuestion[]>().notNull(),
  createdAt: createdAt(),
});

export type ImageContentType = 'image/jpeg' | 'image/png';

export const symptomImages = pgTable('symptom_images', {
  id: uuid('id').primaryKey(),
  meetingId: meetingId().notNull(),
  patientId: patientId().notNull(),
  contentType: text('content_type').$type<ImageContentType>().notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

export const patientDocuments = pgTable('patient_documents', {
  id: uuid('id').primaryKey(),
  patientId: patientId().notNull(),
  surveyInformationId: text('survey_information_id'),
  contentType: text('content_type').$type<ImageContentType>().notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
