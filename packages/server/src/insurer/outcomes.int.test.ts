import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { noRulesToPatchError, type InsurerOutcomeResponse, type InsurerOutcomesResponse } from '@konsult/domain';
import { DEMO_EPS } from '../demo/demo-eps';
import { DEMO_IDS } from '../demo/demo-ids';
import { DEMO_INSURER } from '../demo/demo-insurer';
import { DEMO_INSURER_RULES } from '../demo/demo-insurer-outcomes';
import { embeddedInsurerOutcomes } from '../platform/db/schema';
import { auditRowsOf } from '../test/audit-rows';
import type { Answer, TestClient } from '../test/client';
import { firstMeetingWith } from '../test/demo-meetings';
import { useTestApp } from '../test/file-app';

/**
 * gb.vitality (Sarah, a GP of the Vitality partnership) chooses the insurer outcomes of her meeting with Hannah Clarke
 * per form section; the insurer's rules engine asks its questions, she answers them and sees the status it gives
 * (Accepted when every question passes, the failing question's status otherwise), toggles self-pay and deletes an
 * outcome. An outcome the section does not offer is refused. Clinicians without a care relationship are answered as
 * for a missing meeting; a GB GP outside the insurer partnership is refused with his own meeting; with the insurer down
 * nothing is kept. Every call is audited.
 */

const t = useTestApp();
const vitality = t.signedIn('gb.vitality');
const gbGp = t.signedIn('gb.gp');
const seDoctor = t.signedIn('se.doctor');

const hannah = DEMO_INSURER.mori.patientId;
const aisha = DEMO_INSURER.fmu.patientId;
const { consultantMoratorium: moratorium, consultantFiveYears: fiveYears } = DEMO_INSURER_RULES;
const UNKNOWN = '00000000-0000-4000-8000-00000000dead';
let hannahMeeting: string;
let aishaMeeting: string;

const meetingOf = (patientId: string) => firstMeetingWith(t.database.db, DEMO_IDS.clinicians.gbVitality, patientId);

beforeAll(async () => {
  hannahMeeting = await meetingOf(hannah);
  aishaMeeting = await meetingOf(aisha);
});

const base = '/api/uk/vitality/v1/clinician/outcomes';
const listPath = (meetingId: string) => `${base}/${meetingId}`;
const decisionPath = (id: string, meetingId: string) => `${base}/decisions/${id}?meetingId=${meetingId}`;
const selfPayPath = (id: string, meetingId: string) => `${base}/self-pay/${id}?meetingId=${meetingId}`;
const deletePath = (id: string, meetingId: string) => `${base}/${id}?meetingId=${meetingId}`;

type Choice = { section?: string; name?: string; subOutcome?: string | null; requestType?: string; requestId?: string };
const choose = (client: TestClient, meetingId: string, choice: Choice = {}) =>
  client.request<InsurerOutcomeResponse>('POST', listPath(meetingId), {
    requestId: randomUUID(),
    section: 'HISTORY_OF_PRESENTING_COMPLAINT',
    name: 'Routine Referral to Consultant',
    subOutcome: null,
    ...choice,
  });
const answer = (
  client: TestClient,
  id: string,
  meetingId: string,
  answers: Record<string, boolean | null>,
  decision: string | null = null,
) =>
  client.request<InsurerOutcomeResponse>('PATCH', decisionPath(id, meetingId), {
    decision,
    rule_answers: Object.entries(answers).map(([rule_id, question_answered]) => ({ rule_id, question_answered })),
  });

const storedOutcomes = (meetingId: string) =>
  t.database.db
    .select()
    .from(embeddedInsurerOutcomes)
    .where(eq(embeddedInsurerOutcomes.encounterId, meetingId))
    .orderBy(asc(embeddedInsurerOutcomes.internalOutcomeId));

async function expectAudited(
  reply: Answer,
  action: string,
  outcome: 'success' | 'denied' | 'failure',
  patientId: string,
) {
  expect(await auditRowsOf(t, reply)).toEqual([expect.objectContaining({ action, outcome, patientId })]);
}

async function chosenConsultant(meetingId = hannahMeeting): Promise<string> {
  const chosen = await choose(vitality, meetingId);
  expect(chosen.status).toBe(201);
  return chosen.body.outcome.internalOutcomeId;
}

describe('choosing an outcome', () => {
  it('asks the two questions of a routine referral to a consultant, unanswered and not calculated, audited', async () => {
    const chosen = await choose(vitality, hannahMeeting);
    expect(chosen.status).toBe(201);
    expect(chosen.body.outcome).toMatchObject({
      section: 'HISTORY_OF_PRESENTING_COMPLAINT',
      name: 'Routine Referral to Consultant',
      subOutcome: null,
      requestType: 'STANDARD',
      selfPay: false,
      decision: null,
      status: 'Refer',
      calculated: false,
    });
    expect(chosen.body.outcome.rules).toEqual([
      {
        ruleId: moratorium.ruleId,
        question: moratorium.question,
        answer: null,
        questionAnswered: null,
        override: false,
      },
      { ruleId: fiveYears.ruleId, question: fiveYears.question, answer: null, questionAnswered: null, override: false },
    ]);
    await expectAudited(chosen, 'insurer_outcome.choose', 'success', hannah);

    const listed = await vitality.get<InsurerOutcomesResponse>(listPath(hannahMeeting));
    expect(listed.status).toBe(200);
    expect(listed.body.outcomesForMeeting).toContainEqual(chosen.body.outcome);
    await expectAudited(listed, 'insurer_outcome.read', 'success', hannah);
  });

  it('chooses once for a repeated requestId', async () => {
    const requestId = randomUUID();
    const first = await choose(vitality, aishaMeeting, { requestId });
    const again = await choose(vitality, aishaMeeting, { requestId });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await storedOutcomes(aishaMeeting)).filter((o) => o.internalOutcomeId === requestId)).toHaveLength(1);
    const elsewhere = await choose(vitality, hannahMeeting, { requestId });
    expect(elsewhere.status).toBe(409);
  });

  it('asks nothing of a NON_CLAIM outcome: calculated and accepted at once, and no rules to patch', async () => {
    const chosen = await choose(vitality, hannahMeeting, { requestType: 'NON_CLAIM' });
    expect(chosen.status).toBe(201);
    expect(chosen.body.outcome).toMatchObject({
      requestType: 'NON_CLAIM',
      rules: [],
      status: 'Accept',
      calculated: true,
    });
    const id = chosen.body.outcome.internalOutcomeId;
    const patched = await answer(vitality, id, hannahMeeting, {}, 'Accept');
    expect(patched.status).toBe(422);
    expect(patched.body).toMatchObject({ error: { key: 'no_outcome_rules', message: noRulesToPatchError(id) } });
  });

  it('refuses an outcome or sub-outcome the section does not offer (422), keeping nothing', async () => {
    const before = (await storedOutcomes(aishaMeeting)).length;
    const refusals: Choice[] = [
      { section: 'EXAMINATION_FINDINGS', name: 'Referral to Physiotherapy Partner' },
      { section: 'INFO_FOR_VITALITY', name: 'Suspected Cancer' },
      { section: 'INFO_FOR_VITALITY', name: 'Referral to Vitality' },
      { section: 'MANAGEMENT_PLAN', name: 'Referral to Vitality', subOutcome: 'Personal Details Update' },
      { name: 'Routine Referral to Consultant', subOutcome: 'Discuss Policy' },
      { name: 'Not an outcome' },
    ];
    for (const choice of refusals) {
      const refused = await choose(vitality, aishaMeeting, choice);
      expect(refused.status, JSON.stringify(choice)).toBe(422);
      expect(refused.body).toMatchObject({ error: { key: 'outcome_not_allowed' } });
    }
    expect(await storedOutcomes(aishaMeeting)).toHaveLength(before);

    const allowed = await choose(vitality, aishaMeeting, {
      section: 'MANAGEMENT_PLAN',
      name: 'Referral to Vitality',
      subOutcome: 'Discuss Policy',
    });
    expect(allowed.status).toBe(201);
    expect(allowed.body.outcome).toMatchObject({ subOutcome: 'Discuss Policy', rules: [], calculated: true });
    const placeholder = await choose(vitality, aishaMeeting, {
      section: 'EXAMINATION_FINDINGS',
      name: 'Suspected Cancer',
      subOutcome: 'No sub-outcome required',
    });
    expect(placeholder.status).toBe(201);
    expect(placeholder.body.outcome.subOutcome).toBeNull();
  });
});

describe('answering the rules', () => {
  it('gives Accepted, calculated, when both questions pass', async () => {
    const id = await chosenConsultant();
    const patched = await answer(vitality, id, hannahMeeting, {
      [moratorium.ruleId]: false,
      [fiveYears.ruleId]: false,
    });
    expect(patched.status).toBe(200);
    expect(patched.body.outcome).toMatchObject({ status: 'Accept', calculated: true });
    expect(patched.body.outcome.rules.map((r) => [r.questionAnswered, r.answer])).toEqual([
      [false, 'Accept'],
      [false, 'Accept'],
    ]);
    await expectAudited(patched, 'insurer_outcome.decide', 'success', hannah);
    const listed = await vitality.get<InsurerOutcomesResponse>(listPath(hannahMeeting));
    expect(listed.body.outcomesForMeeting.find((o) => o.internalOutcomeId === id)).toEqual(patched.body.outcome);
  });

  it('refers to Vitality where the section does not allow Accepted: a consultant referral in the examination', async () => {
    const chosen = await choose(vitality, hannahMeeting, { section: 'EXAMINATION_FINDINGS' });
    expect(chosen.status).toBe(201);
    const patched = await answer(vitality, chosen.body.outcome.internalOutcomeId, hannahMeeting, {
      [moratorium.ruleId]: false,
      [fiveYears.ruleId]: false,
    });
    expect(patched.body.outcome).toMatchObject({ section: 'EXAMINATION_FINDINGS', status: 'Refer', calculated: true });
  });

  it("gives a failing question's status, and stays not calculated while a question is unanswered", async () => {
    const id = await chosenConsultant();
    const one = await answer(vitality, id, hannahMeeting, { [moratorium.ruleId]: true });
    expect(one.body.outcome).toMatchObject({ status: 'Decline', calculated: false });
    const both = await answer(vitality, id, hannahMeeting, { [fiveYears.ruleId]: false });
    expect(both.body.outcome).toMatchObject({ status: 'Decline', calculated: true });
    expect(both.body.outcome.rules.map((r) => r.questionAnswered)).toEqual([true, false]);

    const other = await chosenConsultant();
    const moreInfo = await answer(
      vitality,
      other,
      hannahMeeting,
      { [moratorium.ruleId]: false, [fiveYears.ruleId]: true },
      'MoreInfo',
    );
    expect(moreInfo.body.outcome).toMatchObject({ status: 'MoreInfo', decision: 'MoreInfo', calculated: true });
    const cleared = await answer(vitality, other, hannahMeeting, { [fiveYears.ruleId]: null });
    expect(cleared.body.outcome).toMatchObject({ status: 'Refer', decision: null, calculated: false });
  });

  it('refuses an unknown rule and a decision the section does not allow (422), changing nothing', async () => {
    const id = await chosenConsultant();
    const unknown = await answer(vitality, id, hannahMeeting, { 'no-such-rule': true });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ error: { key: 'unknown_rule' } });

    const examination = await choose(vitality, hannahMeeting, { section: 'EXAMINATION_FINDINGS' });
    const exId = examination.body.outcome.internalOutcomeId;
    const declined = await answer(vitality, exId, hannahMeeting, { [moratorium.ruleId]: true }, 'Decline');
    expect(declined.status).toBe(422);
    expect(declined.body).toMatchObject({ error: { key: 'outcome_not_allowed' } });
    const listed = await vitality.get<InsurerOutcomesResponse>(listPath(hannahMeeting));
    const unchanged = listed.body.outcomesForMeeting.filter(
      (o) => o.internalOutcomeId === id || o.internalOutcomeId === exId,
    );
    expect(unchanged.map((o) => [o.decision, o.calculated, o.rules.map((r) => r.questionAnswered)])).toEqual([
      [null, false, [null, null]],
      [null, false, [null, null]],
    ]);
  });

  it("answers 404 for another meeting's outcome and for none", async () => {
    const id = await chosenConsultant(aishaMeeting);
    for (const path of [decisionPath(id, hannahMeeting), decisionPath(UNKNOWN, hannahMeeting)]) {
      const missing = await vitality.request('PATCH', path, { decision: null, rule_answers: [] });
      expect(missing.status, path).toBe(404);
    }
    expect((await vitality.request('PATCH', selfPayPath(id, hannahMeeting), { is_self_pay: true })).status).toBe(404);
    expect((await vitality.request('DELETE', deletePath(id, hannahMeeting))).status).toBe(404);
    const [stored] = await storedOutcomes(aishaMeeting).then((rows) => rows.filter((o) => o.internalOutcomeId === id));
    expect(stored).toMatchObject({ selfPay: false });
  });
});

describe('self-pay and deleting', () => {
  it('toggles self-pay, audited', async () => {
    const id = await chosenConsultant();
    const on = await vitality.request<InsurerOutcomeResponse>('PATCH', selfPayPath(id, hannahMeeting), {
      is_self_pay: true,
    });
    expect(on.status).toBe(200);
    expect(on.body.outcome.selfPay).toBe(true);
    await expectAudited(on, 'insurer_outcome.self_pay', 'success', hannah);
    const off = await vitality.request<InsurerOutcomeResponse>('PATCH', selfPayPath(id, hannahMeeting), {
      is_self_pay: false,
    });
    expect(off.body.outcome.selfPay).toBe(false);
    expect((await vitality.request('PATCH', selfPayPath(id, hannahMeeting), { is_self_pay: 'yes' })).status).toBe(400);
  });

  it('deletes an outcome with its answers, audited; a second delete is 404', async () => {
    const id = await chosenConsultant();
    await answer(vitality, id, hannahMeeting, { [moratorium.ruleId]: false });
    const deleted = await vitality.request('DELETE', deletePath(id, hannahMeeting));
    expect(deleted.status).toBe(204);
    await expectAudited(deleted, 'insurer_outcome.delete', 'success', hannah);
    const listed = await vitality.get<InsurerOutcomesResponse>(listPath(hannahMeeting));
    expect(listed.body.outcomesForMeeting.map((o) => o.internalOutcomeId)).not.toContain(id);
    expect((await vitality.request('DELETE', deletePath(id, hannahMeeting))).status).toBe(404);
  });
});

/** Every route, for a meeting and an outcome id. */
const everyRoute = (meetingId: string, outcomeId: string) => [
  { method: 'GET', path: listPath(meetingId) },
  {
    method: 'POST',
    path: listPath(meetingId),
    body: { requestId: randomUUID(), section: 'HISTORY_OF_PRESENTING_COMPLAINT', name: 'Suspected Cancer' },
  },
  { method: 'PATCH', path: decisionPath(outcomeId, meetingId), body: { decision: null, rule_answers: [] } },
  { method: 'PATCH', path: selfPayPath(outcomeId, meetingId), body: { is_self_pay: true } },
  { method: 'DELETE', path: deletePath(outcomeId, meetingId) },
];

describe('who may reach them', () => {
  it('answers clinicians without the care relationship as for a missing meeting, the denial audited', async () => {
    const id = await chosenConsultant();
    for (const client of [gbGp, seDoctor]) {
      for (const route of everyRoute(hannahMeeting, id)) {
        const foreign = await client.request(route.method, route.path, route.body);
        const missing = await client.request(route.method, route.path.replaceAll(hannahMeeting, UNKNOWN), route.body);
        expect(foreign.status, route.path).toBe(404);
        expect(foreign.text).toBe(missing.text);
        expect(await auditRowsOf(t, foreign)).toEqual([
          expect.objectContaining({ outcome: 'denied', patientId: hannah }),
        ]);
      }
    }
    const [stored] = (await storedOutcomes(hannahMeeting)).filter((o) => o.internalOutcomeId === id);
    expect(stored).toMatchObject({ selfPay: false });
  });

  it('refuses a GB GP outside the insurer partnership with his own meeting (403), the refusal audited', async () => {
    const oliver = DEMO_EPS.enabledPatientId;
    const meetingId = DEMO_EPS.enabledMeetingId;
    for (const route of everyRoute(meetingId, UNKNOWN)) {
      const refused = await gbGp.request(route.method, route.path, route.body);
      expect(refused.status, `${route.method} ${route.path}`).toBe(403);
      expect(await auditRowsOf(t, refused)).toEqual([
        expect.objectContaining({ outcome: 'denied', patientId: oliver }),
      ]);
    }
    expect(await storedOutcomes(meetingId)).toEqual([]);
  });
});

describe('with the insurer down', () => {
  it('answers 503 insurer_unavailable, keeps nothing, audits the failure, and works again once it is back', async () => {
    const id = await chosenConsultant(aishaMeeting);
    const before = await storedOutcomes(aishaMeeting);
    const faults = '/api/dev/faults/insurer';
    expect((await vitality.request('PUT', faults, { fault: 'insurer_unavailable' })).status).toBe(200);
    try {
      const actions = [
        'insurer_outcome.read',
        'insurer_outcome.choose',
        'insurer_outcome.decide',
        'insurer_outcome.self_pay',
        'insurer_outcome.delete',
      ];
      const routes = everyRoute(aishaMeeting, id);
      for (const [index, route] of routes.entries()) {
        const down = await vitality.request(route.method, route.path, route.body);
        expect(down.status, `${route.method} ${route.path}`).toBe(503);
        expect(down.body).toMatchObject({ error: { key: 'insurer_unavailable' } });
        await expectAudited(down, actions[index]!, 'failure', aisha);
      }
    } finally {
      expect((await vitality.request('PUT', faults, { fault: null })).body).toEqual({ fault: null });
    }
    expect(await storedOutcomes(aishaMeeting)).toEqual(before);
    expect((await vitality.get(listPath(aishaMeeting))).status).toBe(200);
  });
});
