import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, tstz } from './columns';
import { meetings } from './meetings';
import { patients } from './patients';

// ——— Record pane (issue 5, migration 0014): symptoms and documents ———

export type StoredSurveyQuestion = {
  nodeName: string;
  nodeTypeName: string;
  title: string;
  answers: string[];
  options: { value: string; label: string }[];
};

export const surveyResponses = pgTable('survey_responses', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  formName: text('form_name').notNull(),
  surveyInformationId: text('survey_information_id').notNull(),
  policyUrl: text('policy_url'),
  questions: jsonb('questions').$type<StoredSurveyQuestion[]>().notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export type ImageContentType = 'image/jpeg' | 'image/png';

export const symptomImages = pgTable('symptom_images', {
  id: uuid('id').primaryKey(),
  meetingId: uuid('meeting_id')
    .notNull()
    .references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  contentType: text('content_type').$type<ImageContentType>().notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const patientDocuments = pgTable('patient_documents', {
  id: uuid('id').primaryKey(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  surveyInformationId: text('survey_information_id'),
  contentType: text('content_type').$type<ImageContentType>().notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
