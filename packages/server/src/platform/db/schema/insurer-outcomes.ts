import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { InsurerFormSection, OutcomeRequestType, OutcomeStatus } from '@konsult/domain';
import { tstz } from './columns';

// ——— The embedded insurer's outcomes and rules engine (issue 20, migration 0049_insurer_outcomes.sql) ———

export type RuleFailingStatus = Exclude<OutcomeStatus, 'Accept'>;

/** The rules the engine asks per outcome name (the insurer's configuration). */
export const embeddedInsurerOutcomeRules = pgTable('embedded_insurer_outcome_rules', {
  ruleId: text('rule_id').primaryKey(),
  outcomeName: text('outcome_name').notNull(),
  position: integer('position').notNull(),
  question: text('question').notNull(),
  /** The answer that makes the rule pass. */
  passingAnswer: boolean('passing_answer').notNull(),
  /** The status a failing answer gives. */
  failingStatus: text('failing_status').$type<RuleFailingStatus>().notNull(),
});

/** A rule as asked of one chosen outcome: its definition when chosen, and the GP's answer. */
export type EmbeddedOutcomeRule = {
  ruleId: string;
  question: string;
  passingAnswer: boolean;
  failingStatus: RuleFailingStatus;
  questionAnswered: boolean | null;
  override: boolean;
};

export const embeddedInsurerOutcomes = pgTable('embedded_insurer_outcomes', {
  internalOutcomeId: uuid('internal_outcome_id').primaryKey(),
  /** Our meeting id. */
  encounterId: uuid('encounter_id').notNull(),
  section: text('section').$type<InsurerFormSection>().notNull(),
  name: text('name').notNull(),
  subOutcome: text('sub_outcome'),
  requestType: text('request_type').$type<OutcomeRequestType>().notNull(),
  selfPay: boolean('self_pay').notNull().default(false),
  decision: text('decision').$type<OutcomeStatus>(),
  rules: jsonb('rules').$type<EmbeddedOutcomeRule[]>().notNull().default([]),
  requesterId: uuid('requester_id').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
