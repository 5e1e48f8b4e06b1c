import { and, asc, eq } from 'drizzle-orm';
import { isCalculated, outcomeStatusOf, statusInSection, type OutcomeRule, type OutcomeStatus } from '@konsult/domain';
import type { Db } from '../../platform/db/database';
import {
  embeddedInsurerOutcomeRules,
  embeddedInsurerOutcomes,
  type EmbeddedOutcomeRule,
} from '../../platform/db/schema';
import type { ChooseOutcomeRequest, InsurerOutcomeRecord, OutcomeDecisionBody } from './insurer-system';

type OutcomeRow = typeof embeddedInsurerOutcomes.$inferSelect;

const passes = (rule: EmbeddedOutcomeRule) => rule.questionAnswered === rule.passingAnswer;

const asDomainRule = (rule: EmbeddedOutcomeRule): OutcomeRule => ({
  ruleId: rule.ruleId,
  answer: null,
  questionAnswered: rule.questionAnswered,
  override: rule.override,
});

/**
 * The embedded rules engine's status for an outcome's rules: the first answered rule (not overridden) that fails gives
 * its configured status (Decline, MoreInfo or Refer); once calculated (every rule not overridden answered, the
 * domain's rule) with none failing, Accept; until then the unknown status, which is Refer.
 */
export function evaluateRules(rules: readonly EmbeddedOutcomeRule[]): OutcomeStatus {
  const failing = rules.find((r) => !r.override && r.questionAnswered !== null && !passes(r));
  if (failing) return failing.failingStatus;
  return isCalculated({ outcomeStatus: { status: 'Accept', rules: rules.map(asDomainRule) } })
    ? 'Accept'
    : outcomeStatusOf(null);
}

function recordOf(row: OutcomeRow): InsurerOutcomeRecord {
  return {
    internalOutcomeId: row.internalOutcomeId,
    section: row.section,
    name: row.name,
    subOutcome: row.subOutcome,
    requestType: row.requestType,
    selfPay: row.selfPay,
    rules: row.rules.map((rule) => ({
      ruleId: rule.ruleId,
      question: rule.question,
      // The engine's own answer text: the status this rule's answer gives (none until answered).
      answer: rule.override || rule.questionAnswered === null ? null : passes(rule) ? 'Accept' : rule.failingStatus,
      questionAnswered: rule.questionAnswered,
      override: rule.override,
    })),
    // A status the section does not allow the outcome to end in is the insurer's to decide: Refer (seed 002 §5).
    status: statusInSection(row.section, evaluateRules(row.rules), row.name, row.subOutcome),
    decision: row.decision,
  };
}

/**
 * The embedded insurer's outcomes (migration 0049): the rules it asks per outcome name, and the outcomes chosen per
 * encounter with the GP's answers, decision and self-pay. The caller has checked the insurer is reachable.
 */
export class EmbeddedInsurerOutcomes {
  constructor(private readonly db: Db) {}

  private async find(id: string, encounterId: string | null | undefined): Promise<OutcomeRow | null> {
    const [row] = await this.db
      .select()
      .from(embeddedInsurerOutcomes)
      .where(eq(embeddedInsurerOutcomes.internalOutcomeId, id));
    // The seed's meetingId header scopes the call: another encounter's outcome is none.
    return row && (!encounterId || row.encounterId === encounterId) ? row : null;
  }

  async list(encounterId: string): Promise<InsurerOutcomeRecord[]> {
    const rows = await this.db
      .select()
      .from(embeddedInsurerOutcomes)
      .where(eq(embeddedInsurerOutcomes.encounterId, encounterId))
      .orderBy(asc(embeddedInsurerOutcomes.createdAt), asc(embeddedInsurerOutcomes.internalOutcomeId));
    return rows.map(recordOf);
  }

  async choose(
    encounterId: string,
    request: ChooseOutcomeRequest,
    requesterId: string,
  ): Promise<InsurerOutcomeRecord | null> {
    // NON_CLAIM outcomes go to no rules engine: no questions.
    const definitions =
      request.requestType === 'NON_CLAIM'
        ? []
        : await this.db
            .select()
            .from(embeddedInsurerOutcomeRules)
            .where(eq(embeddedInsurerOutcomeRules.outcomeName, request.name))
            .orderBy(asc(embeddedInsurerOutcomeRules.position));
    const rules: EmbeddedOutcomeRule[] = definitions.map((d) => ({
      ruleId: d.ruleId,
      question: d.question,
      passingAnswer: d.passingAnswer,
      failingStatus: d.failingStatus,
      questionAnswered: null,
      override: false,
    }));
    const [inserted] = await this.db
      .insert(embeddedInsurerOutcomes)
      .values({
        internalOutcomeId: request.internalOutcomeId,
        encounterId,
        section: request.section,
        name: request.name,
        subOutcome: request.subOutcome,
        requestType: request.requestType,
        rules,
        requesterId,
        createdAt: new Date(),
      })
      .onConflictDoNothing({ target: embeddedInsurerOutcomes.internalOutcomeId })
      .returning();
    if (inserted) return recordOf(inserted);
    const existing = await this.find(request.internalOutcomeId, encounterId);
    return existing ? recordOf(existing) : null;
  }

  async patchDecision(
    id: string,
    body: OutcomeDecisionBody,
    encounterId: string | null | undefined,
  ): Promise<InsurerOutcomeRecord | null> {
    const row = await this.find(id, encounterId);
    if (!row) return null;
    const answers = new Map(body.rule_answers.map((a) => [a.rule_id, a.question_answered]));
    const rules = row.rules.map((rule) =>
      answers.has(rule.ruleId) ? { ...rule, questionAnswered: answers.get(rule.ruleId) ?? null } : rule,
    );
    const [updated] = await this.db
      .update(embeddedInsurerOutcomes)
      .set({ decision: body.decision, rules })
      .where(eq(embeddedInsurerOutcomes.internalOutcomeId, id))
      .returning();
    return updated ? recordOf(updated) : null;
  }

  async patchSelfPay(
    id: string,
    isSelfPay: boolean,
    encounterId: string | null | undefined,
  ): Promise<InsurerOutcomeRecord | null> {
    const row = await this.find(id, encounterId);
    if (!row) return null;
    const [updated] = await this.db
      .update(embeddedInsurerOutcomes)
      .set({ selfPay: isSelfPay })
      .where(eq(embeddedInsurerOutcomes.internalOutcomeId, id))
      .returning();
    return updated ? recordOf(updated) : null;
  }

  async delete(id: string, encounterId: string | null | undefined): Promise<boolean> {
    const row = await this.find(id, encounterId);
    if (!row) return false;
    const deleted = await this.db
      .delete(embeddedInsurerOutcomes)
      .where(
        and(
          eq(embeddedInsurerOutcomes.internalOutcomeId, id),
          eq(embeddedInsurerOutcomes.encounterId, row.encounterId),
        ),
      )
      .returning({ id: embeddedInsurerOutcomes.internalOutcomeId });
    return deleted.length > 0;
  }
}
