import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { clinicianId, meetingId, patientId } from './references';

// ——— UK mental-health scores (issue 19, migration 0044) ———

export const mentalHealthScores = pgTable('mental_health_scores', {
  meetingId: meetingId().primaryKey(),
  patientId: patientId().notNull(),
  clinicianId: clinicianId().notNull(),
  phq9Items: jsonb('phq9_items').$type<number[]>().notNull(),
  gad7Items: jsonb('gad7_items').$type<number[]>().notNull(),
  phq9: integer('phq9').notNull(),
  gad7: integer('gad7').notNull(),
  clinicalImpressionDepression: boolean('clinical_impression_depression').notNull(),
  clinicalImpressionAnxiety: boolean('clinical_impression_anxiety').notNull(),
  clinicalImpressionStress: boolean('clinical_impression_stress').notNull(),
  clinicalImpressionOther: boolean('clinical_impression_other').notNull(),
  clinicalImpressionDescription: text('clinical_impression_description'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
