import {
  MISSING_INTERNAL_OUTCOME_ID_ERROR,
  NO_SUB_OUTCOME_REQUIRED,
  OUTCOME_STATUSES,
  isCalculated,
  isOutcomeAllowed,
  outcomeDecisionPatch,
  selectableOutcomeNames,
  subOutcomesOf,
  type ChooseInsurerOutcomeBody,
  type InsurerOutcomeResponse,
  type InsurerOutcomeView,
  type InsurerOutcomesResponse,
  type PatchInsurerOutcomeDecisionBody,
} from '@konsult/domain';
import type { InsurerOutcomeRecord, InsurerSystem } from '../integrations/insurer/insurer-system';
import { AppError, notFound } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';
import { INSURER_AUDIT, requester, requireInsurerClinician, withInsurer } from './service';

/**
 * The meeting's insurer outcomes (issue 20; seed 002 §3 "Insurer outcomes", §5, §7): the GP chooses an outcome per form
 * section, the insurer's rules engine asks its questions, the GP answers them (and decides, and toggles self-pay) or
 * deletes the outcome. The encounter is our meeting. Only insurer-partnership clinicians; each call audited; with the
 * insurer down 503 and nothing kept (the insurer keeps the outcomes, we keep none).
 */

/** Our view of an insurer outcome: `calculated` by the domain's rule. */
export function outcomeView(record: InsurerOutcomeRecord): InsurerOutcomeView {
  return {
    ...record,
    calculated: isCalculated({ outcomeStatus: { status: record.status, rules: record.rules } }),
  };
}

const notAllowed = (path: string, message: string) =>
  new AppError(422, 'outcome_not_allowed', message, [{ path, code: 'outcome_not_allowed', message }]);

/** A blank sub-outcome, or the placeholder, is none. */
function subOutcomeOf(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === NO_SUB_OUTCOME_REQUIRED ? null : trimmed;
}

/** Seed 002 §5: the outcome must be one the section offers, with a sub-outcome it allows where the outcome has any. */
function requireAllowed(body: ChooseInsurerOutcomeBody, subOutcome: string | null): void {
  if (!(selectableOutcomeNames(body.section) as readonly string[]).includes(body.name)) {
    throw notAllowed('name', `'${body.name}' is not an outcome of ${body.section}.`);
  }
  const subOutcomes = subOutcomesOf(body.name);
  if (subOutcomes.length === 0) {
    if (subOutcome !== null) throw notAllowed('subOutcome', `'${body.name}' has no sub-outcomes.`);
    return;
  }
  if (subOutcome === null) throw notAllowed('subOutcome', `Choose a sub-outcome of '${body.name}'.`);
  if (!OUTCOME_STATUSES.some((status) => isOutcomeAllowed(body.section, status, body.name, subOutcome))) {
    throw notAllowed('subOutcome', `'${subOutcome}' is not a sub-outcome of '${body.name}' in ${body.section}.`);
  }
}

export async function listInsurerOutcomes(
  ctx: RequestContext<MeetingAccess>,
  insurer: InsurerSystem,
): Promise<InsurerOutcomesResponse> {
  const outcomes = await withInsurer(ctx, INSURER_AUDIT.outcomesRead, () =>
    insurer.listOutcomes(ctx.access.meetingId, requester(ctx)),
  );
  return { outcomesForMeeting: outcomes.map(outcomeView) };
}

export async function chooseInsurerOutcome(
  ctx: RequestContext<MeetingAccess>,
  insurer: InsurerSystem,
  body: ChooseInsurerOutcomeBody,
): Promise<InsurerOutcomeResponse> {
  await requireInsurerClinician(ctx, INSURER_AUDIT.outcomeChoose);
  const subOutcome = subOutcomeOf(body.subOutcome);
  requireAllowed(body, subOutcome);
  const chosen = await withInsurer(ctx, INSURER_AUDIT.outcomeChoose, () =>
    insurer.chooseOutcome(
      ctx.access.meetingId,
      {
        internalOutcomeId: body.requestId,
        section: body.section,
        name: body.name,
        subOutcome,
        requestType: body.requestType,
      },
      requester(ctx),
    ),
  );
  if (!chosen) throw new AppError(409, 'conflict', 'This requestId already names another outcome.');
  return { outcome: outcomeView(chosen) };
}

/** The meeting's outcome by its id; another meeting's (or none) is 404. */
async function outcomeOfMeeting(
  ctx: RequestContext<MeetingAccess>,
  insurer: InsurerSystem,
  id: string,
): Promise<InsurerOutcomeRecord> {
  const outcomes = await insurer.listOutcomes(ctx.access.meetingId, requester(ctx));
  const outcome = outcomes.find((o) => o.internalOutcomeId === id);
  if (!outcome) throw notFound();
  return outcome;
}

export async function decideInsurerOutcome(
  ctx: RequestContext<MeetingAccess>,
  insurer: InsurerSystem,
  internalOutcomeId: string,
  body: PatchInsurerOutcomeDecisionBody,
): Promise<InsurerOutcomeResponse> {
  const decided = await withInsurer(ctx, INSURER_AUDIT.outcomeDecide, async () => {
    const outcome = await outcomeOfMeeting(ctx, insurer, internalOutcomeId);
    const known = new Set(outcome.rules.map((r) => r.ruleId));
    const unknown = body.rule_answers.find((a) => !known.has(a.rule_id));
    if (unknown && known.size > 0) {
      throw new AppError(422, 'unknown_rule', `The outcome asks no rule '${unknown.rule_id}'.`, [
        { path: 'rule_answers', code: 'unknown_rule', message: `No rule '${unknown.rule_id}'.` },
      ]);
    }
    if (body.decision !== null && outcome.section !== null) {
      if (!isOutcomeAllowed(outcome.section, body.decision, outcome.name, outcome.subOutcome)) {
        throw notAllowed('decision', `'${outcome.name}' cannot be ${body.decision} in ${outcome.section}.`);
      }
    }
    let patch: ReturnType<typeof outcomeDecisionPatch>;
    try {
      // The domain builds what is sent, with the seed's errors for an outcome without id or rules (seed 002 §8).
      patch = outcomeDecisionPatch(
        { internalOutcomeId: outcome.internalOutcomeId, decision: body.decision, outcomeStatus: outcome },
        Object.fromEntries(body.rule_answers.map((a) => [a.rule_id, a.question_answered])),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : MISSING_INTERNAL_OUTCOME_ID_ERROR;
      throw new AppError(422, 'no_outcome_rules', message);
    }
    return insurer.patchDecision(patch.internalOutcomeId, patch.body, requester(ctx));
  });
  if (!decided) throw notFound();
  return { outcome: outcomeView(decided) };
}

export async function setInsurerOutcomeSelfPay(
  ctx: RequestContext<MeetingAccess>,
  insurer: InsurerSystem,
  id: string,
  isSelfPay: boolean,
): Promise<InsurerOutcomeResponse> {
  const updated = await withInsurer(ctx, INSURER_AUDIT.outcomeSelfPay, async () => {
    await outcomeOfMeeting(ctx, insurer, id);
    return insurer.patchSelfPay(id, isSelfPay, requester(ctx));
  });
  if (!updated) throw notFound();
  return { outcome: outcomeView(updated) };
}

export async function deleteInsurerOutcome(
  ctx: RequestContext<MeetingAccess>,
  insurer: InsurerSystem,
  id: string,
): Promise<void> {
  const deleted = await withInsurer(ctx, INSURER_AUDIT.outcomeDelete, async () => {
    await outcomeOfMeeting(ctx, insurer, id);
    return insurer.deleteOutcome(id, requester(ctx));
  });
  if (!deleted) throw notFound();
}
