import {
  gad7Band,
  MENTAL_HEALTH_SCORE_ERROR_KEYS,
  MENTAL_HEALTH_SCORE_FIELD,
  mentalHealthScoreApplies,
  mentalHealthScoreProblems,
  phq9Band,
  type MentalHealthProblem,
  type MentalHealthScore,
  type MentalHealthScoreBody,
  type MentalHealthScoreResponse,
  type MissingField,
} from '@konsult/domain';
import type { FinishingMeeting } from '../actions/action-module';
import { auditRefused, auditSuccess, auditSuccessWithin } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { AppError } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';
import { findMentalHealthScore, meetingActivity, upsertMentalHealthScore, type MentalHealthScoreRow } from './repo';

/**
 * The UK mental-health score (issue 19; seed 002 §3, §5): read and saved through the meeting (the care relationship
 * is checked before these run: 404 and an audited denial without one). Saving checks the domain's rules (422 per
 * field) and recomputes the totals from the items: a total that disagrees with its items, or lies outside PHQ-9
 * 0–27 / GAD-7 0–21, is refused. The score belongs to British mental-health meetings held by a psychologist or a GP;
 * elsewhere saving is refused (409).
 */

const PROBLEM_MESSAGES: Record<MentalHealthProblem['code'], string> = {
  required: 'Required.',
  invalid_answer: 'Each item is answered 0, 1, 2 or 3.',
  out_of_bounds: 'Out of bounds: PHQ-9 is 0 to 27, GAD-7 is 0 to 21.',
  total_mismatch: 'The total is not the sum of the items.',
  no_impression: 'Tick at least one clinical impression.',
};

const AUDITED = (meetingId: string) => ({ type: 'mental_health_score', id: meetingId });

export function toMentalHealthScore(row: MentalHealthScoreRow): MentalHealthScore {
  return {
    meetingId: row.meetingId,
    patientId: row.patientId,
    clinicianId: row.clinicianId,
    phq9Items: row.phq9Items,
    gad7Items: row.gad7Items,
    phq9: row.phq9,
    gad7: row.gad7,
    phq9Band: phq9Band(row.phq9),
    gad7Band: gad7Band(row.gad7),
    clinicalImpressionDepression: row.clinicalImpressionDepression,
    clinicalImpressionAnxiety: row.clinicalImpressionAnxiety,
    clinicalImpressionStress: row.clinicalImpressionStress,
    clinicalImpressionOther: row.clinicalImpressionOther,
    clinicalImpressionDescription: row.clinicalImpressionDescription,
    updatedAt: row.updatedAt.getTime(),
  };
}

export async function getMentalHealthScore(ctx: RequestContext<MeetingAccess>): Promise<MentalHealthScoreResponse> {
  const row = await findMentalHealthScore(ctx.db, ctx.access.meetingId);
  await auditSuccess(ctx.db, ctx.request, 'mental_health_score.read', AUDITED(ctx.access.meetingId));
  return { score: row ? toMentalHealthScore(row) : null };
}

export async function saveMentalHealthScore(
  ctx: RequestContext<MeetingAccess>,
  body: MentalHealthScoreBody,
  now: Date,
): Promise<MentalHealthScore> {
  const { db, request, principal, access } = ctx;
  const meeting = await meetingActivity(db, access.meetingId);
  if (!meeting) throw new Error(`meeting ${access.meetingId} of an established access is missing`);
  const applies = mentalHealthScoreApplies({
    country: principal.pool.country,
    activityType: meeting.activityType,
    profession: principal.profession,
  });
  if (!applies) {
    await auditRefused(ctx, 'mental_health_score.save', 'denied', AUDITED(access.meetingId));
    throw new AppError(
      409,
      MENTAL_HEALTH_SCORE_ERROR_KEYS.notApplicable,
      'The UK mental health score is for British mental-health meetings held by a psychologist or a GP.',
    );
  }
  const problems = mentalHealthScoreProblems(body);
  if (problems.length > 0) {
    throw new AppError(
      422,
      MENTAL_HEALTH_SCORE_ERROR_KEYS.invalid,
      'The mental health score is not complete.',
      problems.map((p) => ({ path: `body.${p.path}`, code: p.code, message: PROBLEM_MESSAGES[p.code] })),
    );
  }
  const description = body.clinicalImpressionDescription?.trim() || null;
  const row = await db.transaction(async (tx) => {
    const saved = await upsertMentalHealthScore(tx, {
      meetingId: access.meetingId,
      patientId: access.patientId,
      clinicianId: principal.id,
      phq9Items: body.phq9Items as number[],
      gad7Items: body.gad7Items as number[],
      phq9: body.phq9,
      gad7: body.gad7,
      clinicalImpressionDepression: body.clinicalImpressionDepression,
      clinicalImpressionAnxiety: body.clinicalImpressionAnxiety,
      clinicalImpressionStress: body.clinicalImpressionStress,
      clinicalImpressionOther: body.clinicalImpressionOther,
      // Kept only with "other": a description left over from unticking it is not the clinician's impression.
      clinicalImpressionDescription: body.clinicalImpressionOther ? description : null,
      updatedAt: now,
    });
    await auditSuccessWithin(tx, request, 'mental_health_score.save', AUDITED(access.meetingId));
    return saved;
  });
  return toMentalHealthScore(row);
}

/**
 * Seed 002 §5: where the score applies, the meeting ends only with a complete score saved (409 missing_fields names
 * `mental-health-score`).
 */
export async function missingMentalHealthScore(db: Db, meeting: FinishingMeeting): Promise<MissingField[]> {
  const applies = mentalHealthScoreApplies({
    country: meeting.clinician.country,
    activityType: meeting.activityType,
    profession: meeting.clinician.profession,
  });
  if (!applies) return [];
  const row = await findMentalHealthScore(db, meeting.id);
  if (row && mentalHealthScoreProblems(row).length === 0) return [];
  return [
    { name: MENTAL_HEALTH_SCORE_FIELD, label: 'PHQ-9, GAD-7 and clinical impressions', section: 'Mental health score' },
  ];
}
