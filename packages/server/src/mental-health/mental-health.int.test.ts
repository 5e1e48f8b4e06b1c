import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FinishMeetingResponse, MentalHealthScore, MentalHealthScoreBody } from '@konsult/domain';
import { demoMeetingId } from '../demo/demo-ids';
import { meetings, mentalHealthScores } from '../platform/db/schema';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import type { TestClient } from '../test/client';
import { useTestApp } from '../test/file-app';
import { writeCompleteNote } from '../test/forms';
import { mentalHealthActions } from './action';

/**
 * The UK mental-health score (issue 19; seed 002 §3, §5). Sam (gb.psychologist) scores PHQ-9 and GAD-7 item by item
 * in today's mental-health meeting and ticks his impressions: saved with its totals and bands, read back as saved,
 * replaced when saved again. A total that disagrees with its items or lies outside 0–27 / 0–21, an unanswered item,
 * no impression, and "other" without a description are refused at their fields (422) and nothing is kept. The
 * meeting does not end without the score (409 missing_fields names it) and ends once it is saved. James (gb.gp)
 * scores his own mental-health meeting, but has no care relationship with Sam's patient (404, audited), and his
 * ordinary meeting neither asks for the score nor takes one.
 */

const t = useTestApp();
const sam = t.signedIn('gb.psychologist');
const james = t.signedIn('gb.gp');
const base = '/api/uk/mental-health-score/meeting';
const meetingId = demoMeetingId('gb.psychologist', 'today-current');
const missingId = '00000000-0000-4000-8000-000000000000';

const score = (change: Partial<MentalHealthScoreBody> = {}): MentalHealthScoreBody => ({
  phq9Items: [2, 2, 1, 2, 1, 2, 1, 1, 0],
  gad7Items: [2, 2, 2, 1, 1, 1, 0],
  phq9: 12,
  gad7: 9,
  clinicalImpressionDepression: true,
  clinicalImpressionAnxiety: true,
  clinicalImpressionStress: false,
  clinicalImpressionOther: false,
  clinicalImpressionDescription: null,
  ...change,
});

const save = (client: TestClient, body: unknown, id = meetingId) =>
  client.request<MentalHealthScore>('PUT', `${base}/${id}`, body);
const read = (client: TestClient, id = meetingId) => client.get<{ score: MentalHealthScore | null }>(`${base}/${id}`);
const finish = (client: TestClient, id = meetingId) =>
  client.post<FinishMeetingResponse>(`/api/meeting/doctor/meeting/${id}/finish`, { status: 'COMPLETED', sign: false });
const stored = async (id = meetingId) =>
  t.database.db.select().from(mentalHealthScores).where(eq(mentalHealthScores.meetingId, id));
const issuePaths = (answer: { body: unknown }) =>
  ((answer.body as { error?: { issues?: { path: string }[] } }).error?.issues ?? []).map((issue) => issue.path);

describe('the UK mental health score', () => {
  it('is null until saved', async () => {
    const answer = await read(sam);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ score: null });
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({
        action: 'mental_health_score.read',
        outcome: 'success',
        resourceType: 'mental_health_score',
        resourceId: meetingId,
      }),
    ]);
  });

  it('refuses a score that breaks its rules at each field, and keeps nothing', async () => {
    const refused = async (body: unknown) => {
      const answer = await save(sam, body);
      expect(answer.status).toBe(422);
      return answer.body as unknown as { error: { key: string; issues: { path: string; code: string }[] } };
    };
    expect((await refused(score({ phq9: 28 }))).error).toMatchObject({
      key: 'invalid_mental_health_score',
      issues: [{ path: 'body.phq9', code: 'out_of_bounds' }],
    });
    expect((await refused(score({ gad7: 22 }))).error.issues).toEqual([
      expect.objectContaining({ path: 'body.gad7', code: 'out_of_bounds' }),
    ]);
    expect((await refused(score({ phq9: -1 }))).error.issues).toEqual([
      expect.objectContaining({ path: 'body.phq9', code: 'out_of_bounds' }),
    ]);
    expect((await refused(score({ gad7: 8.5 }))).error.issues).toEqual([
      expect.objectContaining({ path: 'body.gad7', code: 'out_of_bounds' }),
    ]);
    expect((await refused(score({ phq9: 13 }))).error.issues).toEqual([
      expect.objectContaining({ path: 'body.phq9', code: 'total_mismatch', message: expect.stringMatching(/sum/) }),
    ]);
    expect((await refused(score({ phq9Items: [2, 2, 1, 2, 1, 2, 1, 1, null], phq9: 12 }))).error.issues).toEqual([
      expect.objectContaining({ path: 'body.phq9Items.8', code: 'required' }),
    ]);
    expect((await refused(score({ gad7Items: [2, 2, 2, 1, 1, 1, 4], gad7: 13 }))).error.issues).toEqual([
      expect.objectContaining({ path: 'body.gad7Items.6', code: 'invalid_answer' }),
    ]);
    expect(
      (await refused(score({ clinicalImpressionDepression: false, clinicalImpressionAnxiety: false }))).error.issues,
    ).toEqual([expect.objectContaining({ path: 'body.clinicalImpressions', code: 'no_impression' })]);
    expect(
      (await refused(score({ clinicalImpressionOther: true, clinicalImpressionDescription: ' ' }))).error.issues,
    ).toEqual([expect.objectContaining({ path: 'body.clinicalImpressionDescription', code: 'required' })]);
    // A shape that is not a score at all (an impression left out) is a 400.
    const { clinicalImpressionStress: _left, ...withoutStress } = score();
    expect((await save(sam, withoutStress)).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('does not let the meeting end without the score: 409 missing_fields names it', async () => {
    await writeCompleteNote(sam, meetingId);
    const refused = await finish(sam);
    expect(refused.status).toBe(409);
    expect(issuePaths(refused)).toContain('mental-health-score');
  });

  it('saves the score with its totals and bands, audited, and reads it back', async () => {
    const body = score({ clinicalImpressionOther: true, clinicalImpressionDescription: 'Adjustment disorder' });
    const saved = await save(sam, body);
    expect(saved.status).toBe(200);
    const [meeting] = await t.database.db.select().from(meetings).where(eq(meetings.id, meetingId));
    expect(saved.body).toMatchObject({
      meetingId,
      patientId: meeting!.patientId,
      phq9Items: body.phq9Items,
      gad7Items: body.gad7Items,
      phq9: 12,
      phq9Band: 'moderate',
      gad7: 9,
      gad7Band: 'mild',
      clinicalImpressionDepression: true,
      clinicalImpressionAnxiety: true,
      clinicalImpressionStress: false,
      clinicalImpressionOther: true,
      clinicalImpressionDescription: 'Adjustment disorder',
    });
    expect(await auditRowsOf(t, saved)).toEqual([
      expect.objectContaining({
        action: 'mental_health_score.save',
        outcome: 'success',
        patientId: meeting!.patientId,
        resourceId: meetingId,
      }),
    ]);
    expect((await read(sam)).body.score).toEqual(saved.body);
  });

  it('replaces the score when saved again: the maxima 27 and 21 are severe', async () => {
    const saved = await save(
      sam,
      score({ phq9Items: Array(9).fill(3), phq9: 27, gad7Items: Array(7).fill(3), gad7: 21 }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ phq9: 27, phq9Band: 'severe', gad7: 21, gad7Band: 'severe' });
    expect(saved.body.clinicalImpressionDescription).toBeNull();
    expect(await stored()).toHaveLength(1);
  });

  it('no longer stops the meeting from ending once saved', async () => {
    const answer = await finish(sam);
    expect(issuePaths(answer)).not.toContain('mental-health-score');
  });

  it('answers 404 to a clinician without a care relationship, as for a meeting that does not exist', async () => {
    await expectDeniedAsMissing(t, await read(james), await read(james, missingId), {
      action: 'mental_health_score.read',
      resourceId: meetingId,
    });
    await expectDeniedAsMissing(t, await save(james, score()), await save(james, score(), missingId), {
      action: 'mental_health_score.save',
      resourceId: meetingId,
    });
  });
});

describe("a GP's meetings", () => {
  it('in a mental-health meeting, the GP saves the score too', async () => {
    const id = demoMeetingId('gb.gp', 'today-mental-health');
    await writeCompleteNote(james, id);
    expect(issuePaths(await finish(james, id))).toContain('mental-health-score');
    const saved = await save(james, score({ clinicalImpressionAnxiety: false }), id);
    expect(saved.status).toBe(200);
    expect(saved.body.phq9Band).toBe('moderate');
  });

  it('in an ordinary meeting, the score is neither required to finish nor taken', async () => {
    const id = demoMeetingId('gb.gp', 'today-current');
    await writeCompleteNote(james, id);
    expect(issuePaths(await finish(james, id))).not.toContain('mental-health-score');
    const refused = await save(james, score(), demoMeetingId('gb.gp', 'today-next'));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { key: 'mental_health_score_not_applicable' } });
    expect(await stored(demoMeetingId('gb.gp', 'today-next'))).toEqual([]);
  });
});

describe('finishing with only the score between the clinician and the end of the meeting', () => {
  // Only this module is registered, so what the UK end-of-meeting checkboxes ask does not stand in the way.
  const only = useTestApp({}, { actionModules: [mentalHealthActions] });
  const psychologist = only.signedIn('gb.psychologist');
  const id = demoMeetingId('gb.psychologist', 'today-next');

  it('is refused without the score, and ends once it is saved', async () => {
    await writeCompleteNote(psychologist, id);
    const refused = await finish(psychologist, id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: {
        key: 'missing_fields',
        issues: [{ path: 'mental-health-score', code: 'required', message: 'Mental health score' }],
      },
    });
    expect((await save(psychologist, score(), id)).status).toBe(200);
    const finished = await finish(psychologist, id);
    expect(finished.status).toBe(200);
    expect(finished.body.status).toBe('COMPLETED');
  });
});
