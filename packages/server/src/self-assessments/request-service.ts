import { randomUUID } from 'node:crypto';
import {
  type AnswerSelfAssessmentBody,
  bandOf,
  ERROR_KEYS,
  type Locale,
  type PatientQuestionnaire,
  QUESTIONNAIRES,
  questionnaireText,
  scoreAnswers,
  type SelfAssessmentType,
  type SendSelfAssessmentsBody,
  type SentSelfAssessment,
  toSurveyQuestions,
} from '@konsult/domain';
import { isUuid } from '../platform/access';
import { audit, auditRefused, auditSuccess, auditSuccessWithin } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { AppError, conflict, forbidden, notFound } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';
import type { Principal } from '../platform/principal';
import { answerRequest, findRequest, insertRequest, meetingRequests, openRequests, openTypes } from './request-repo';

/**
 * Self-assessments sent from a meeting (se-self-assessment; seed 002 §3, §7; issue 18): the clinician sends
 * questionnaire types, the patient answers them on the meeting's link page, and the server scores the answers and
 * stores them as survey responses, which the record pane's self-assessment list shows.
 */

type MeetingRequests = Awaited<ReturnType<typeof meetingRequests>>;

/**
 * The action's definition (domain se-self-assessment.action.ts): any clinician of a Swedish pool. The questionnaires
 * and their scoring are the Swedish ones, so the care relationship alone is not enough.
 */
export function maySendSelfAssessments(clinician: Principal): boolean {
  return clinician.pool.country === 'SE';
}

function toSent({ request, sentByName, score }: MeetingRequests[number]): SentSelfAssessment {
  const { formName, maxScore } = QUESTIONNAIRES[request.type];
  return {
    id: request.id,
    type: request.type,
    formName,
    state: request.state,
    sentAt: request.sentAt.getTime(),
    sentBy: sentByName,
    answeredAt: request.answeredAt?.getTime() ?? null,
    score: request.state === 'ANSWERED' ? score : null,
    maxScore,
    band: request.state === 'ANSWERED' && score !== null ? bandOf(request.type, score) : null,
  };
}

/** The meeting's questionnaires for the taken-actions section and the panel, oldest first. */
export async function sentSelfAssessments(db: Db, meetingId: string): Promise<SentSelfAssessment[]> {
  return (await meetingRequests(db, meetingId)).map(toSent);
}

export async function listSelfAssessmentRequests({
  db,
  request,
  access,
}: RequestContext<MeetingAccess>): Promise<SentSelfAssessment[]> {
  const assessments = await sentSelfAssessments(db, access.meetingId);
  await auditSuccess(db, request, 'self_assessments.requests_read');
  return assessments;
}

const TYPE_NAMES: Record<SelfAssessmentType, string> = {
  ANXIETY: 'anxiety (GAD-7)',
  DEPRESSION: 'depression (PHQ-9)',
  STRESS: 'stress (SMBQ)',
  WORK_AND_SOCIAL_ADJUSTMENT: 'work and social adjustment (WSAS)',
};

function alreadySent(types: readonly SelfAssessmentType[]): AppError {
  const names = types.map((type) => TYPE_NAMES[type]).join(', ');
  return new AppError(
    409,
    'self_assessment_already_sent',
    `The patient has not yet answered the ${names} questionnaire already sent in this meeting.`,
    types.map((type) => ({ path: 'types', code: type, message: `${TYPE_NAMES[type]} is waiting for an answer` })),
  );
}

/**
 * Sends the questionnaires, all or none: a type the patient has not yet answered in this meeting is refused (409
 * self_assessment_already_sent, naming each such type), so that the patient is never asked the same thing twice.
 * A clinician outside Sweden is refused (403, audited as denied).
 */
export async function sendSelfAssessments(
  ctx: RequestContext<MeetingAccess>,
  body: SendSelfAssessmentsBody,
  now: Date,
): Promise<SentSelfAssessment[]> {
  const { db, request, principal, access } = ctx;
  if (!maySendSelfAssessments(principal)) {
    await auditRefused(ctx, 'self_assessments.send', 'denied', { type: 'meeting', id: access.meetingId });
    throw forbidden('Only clinicians in Sweden send self-assessments.');
  }
  const waiting = await openTypes(db, access.meetingId, body.types);
  if (waiting.length > 0) {
    await audit(db, request, {
      action: 'self_assessments.send',
      outcome: 'denied',
      patientId: access.patientId,
      resourceType: 'meeting',
      resourceId: access.meetingId,
    });
    throw alreadySent(waiting);
  }
  await db.transaction(async (tx) => {
    for (const type of body.types) {
      const id = randomUUID();
      const row = { id, meetingId: access.meetingId, patientId: access.patientId, sentBy: principal.id, type };
      // Another send of the same type got in between the check and here: nothing of this one is kept.
      if (!(await insertRequest(tx, { ...row, state: 'SENT', sentAt: now }))) throw alreadySent([type]);
      await auditSuccessWithin(tx, request, 'self_assessments.send', { type: 'self-assessment-request', id });
    }
  });
  return sentSelfAssessments(db, access.meetingId);
}

// ——— The patient, through the meeting's link ———

/** The meeting and patient of the link, already checked and its use audited (requirePatientLink). */
export type PatientLinkAccess = { meetingId: string; patientId: string };

/** What the patient has still to answer, in the page's language. */
export async function patientQuestionnaires(
  db: Db,
  link: PatientLinkAccess,
  language: Locale,
): Promise<PatientQuestionnaire[]> {
  return (await openRequests(db, link.meetingId)).map((row) => {
    const { minPoints } = QUESTIONNAIRES[row.type];
    const text = questionnaireText(row.type, language);
    return {
      id: row.id,
      type: row.type,
      title: text.title,
      instructions: text.instructions,
      items: [...text.items],
      options: text.scale.map((label, k) => ({ points: minPoints + k, label })),
    };
  });
}

/**
 * The patient's answers: scored here (never a score from the client), stored as a survey response in the words the
 * patient read, and the request marked ANSWERED. An unanswered item or a point off the scale is a 400 naming each
 * item (answers.N); a questionnaire answered already is a 409.
 */
export async function answerSelfAssessment(
  db: Db,
  link: PatientLinkAccess,
  id: string,
  body: AnswerSelfAssessmentBody,
  now: Date,
): Promise<{ id: string; state: 'ANSWERED' }> {
  const row = isUuid(id) ? await findRequest(db, link.meetingId, id) : null;
  if (!row) throw notFound();
  if (row.state !== 'SENT') throw answeredAlready();
  const scored = scoreAnswers(row.type, body.answers);
  if (!scored.ok) {
    throw new AppError(
      400,
      ERROR_KEYS.invalidInput,
      'Answer every question before you send.',
      scored.issues.map(({ item, code }) => ({
        path: `answers.${item}`,
        code,
        message: code === 'unanswered' ? 'Not answered' : 'Not one of the answer options',
      })),
    );
  }
  await db.transaction(async (tx) => {
    const stored = await answerRequest(tx, row.id, {
      id: randomUUID(),
      patientId: link.patientId,
      formName: QUESTIONNAIRES[row.type].formName,
      questions: toSurveyQuestions(row.type, body.language, scored.items),
      score: scored.score,
      createdAt: now,
    });
    if (!stored) throw answeredAlready();
  });
  return { id: row.id, state: 'ANSWERED' };
}

const answeredAlready = () =>
  conflict('self_assessment_already_answered', 'This questionnaire has already been answered. Thank you.');
