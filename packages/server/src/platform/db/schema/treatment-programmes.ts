import { integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { CarePlanState, ExerciseType, ModuleState } from '@konsult/domain';
import { createdAt, tstz } from './columns';
import { conversations } from './messaging';
import { clinicianId, meetingId, patientId } from './references';

// ——— Treatment programmes (internet CBT; issue 21, migration 0051) ———

export const carePlans = pgTable('care_plans', {
  id: uuid('id').primaryKey(),
  patientId: patientId().notNull(),
  clinicianId: clinicianId().notNull(),
  /** The meeting it was started in (the wire's encounter). */
  meetingId: meetingId().notNull(),
  programmeIdentifier: text('programme_identifier').notNull(),
  state: text('state').$type<CarePlanState>().notNull(),
  /** The programme's own conversation (migration 0052; before it, the meeting's). */
  conversationId: uuid('conversation_id')
    .notNull()
    .references(() => conversations.id),
  createdAt: createdAt(),
  endedAt: tstz('ended_at'),
});

export const carePlanModules = pgTable('care_plan_modules', {
  id: uuid('id').primaryKey(),
  carePlanId: uuid('care_plan_id')
    .notNull()
    .references(() => carePlans.id),
  /** 0-based, the programme's order. */
  position: integer('position').notNull(),
  moduleKey: text('module_key').notNull(),
  state: text('state').$type<ModuleState>().notNull(),
  startedAt: tstz('started_at'),
  /** 1-based; set once unlocked. */
  currentStep: integer('current_step'),
  completedAt: tstz('completed_at'),
});

export const carePlanStepCompletions = pgTable(
  'care_plan_step_completions',
  {
    moduleId: uuid('module_id')
      .notNull()
      .references(() => carePlanModules.id),
    stepId: text('step_id').notNull(),
    answers: jsonb('answers').$type<number[]>(),
    completedAt: tstz('completed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.moduleId, table.stepId] })],
);

export const carePlanExercises = pgTable('care_plan_exercises', {
  id: uuid('id').primaryKey(),
  carePlanId: uuid('care_plan_id')
    .notNull()
    .references(() => carePlans.id),
  type: text('type').$type<ExerciseType>().notNull(),
});

export const diaryActivities = pgTable('diary_activities', {
  id: uuid('id').primaryKey(),
  exerciseId: uuid('exercise_id')
    .notNull()
    .references(() => carePlanExercises.id),
  activityTime: tstz('activity_time').notNull(),
  title: text('title').notNull(),
  rating: integer('rating').notNull(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

export const situationAnalyses = pgTable('situation_analyses', {
  id: uuid('id').primaryKey(),
  exerciseId: uuid('exercise_id')
    .notNull()
    .references(() => carePlanExercises.id),
  time: tstz('time').notNull(),
  rating: integer('rating').notNull(),
  description: text('description').notNull(),
  thoughts: text('thoughts').notNull(),
  sensations: text('sensations').notNull(),
  behaviour: text('behaviour').notNull(),
  shortTermConsequences: text('short_term_consequences').notNull(),
  longTermConsequences: text('long_term_consequences').notNull(),
  createdAt: createdAt(),
});

export const carePlanNotes = pgTable('care_plan_notes', {
  carePlanId: uuid('care_plan_id')
    .primaryKey()
    .references(() => carePlans.id),
  note: text('note').notNull(),
  clinicianId: clinicianId().notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** A treatment programme's own link for the patient (migration 0052): the token stored hashed, one live per plan. */
export const programmeLinks = pgTable('programme_links', {
  id: uuid('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  carePlanId: uuid('care_plan_id')
    .notNull()
    .references(() => carePlans.id),
  patientId: patientId().notNull(),
  createdBy: clinicianId('created_by').notNull(),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
  revokedAt: tstz('revoked_at'),
});
