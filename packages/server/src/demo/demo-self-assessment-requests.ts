import { eq } from 'drizzle-orm';
import { QUESTIONNAIRES, scoreAnswers, type SelfAssessmentType, toSurveyQuestions } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { meetings, selfAssessmentRequests, selfAssessmentResponses } from '../platform/db/schema';
import { demoMeetingId } from './demo-ids';

/**
 * Questionnaires sent from a meeting (issue 18): in se.psychologist's meeting of last week, Fredrik sent Karin the
 * depression (PHQ-9) and work and social adjustment (WSAS) questionnaires, and she answered both that evening on her
 * link page, in Swedish. They show in that meeting's taken actions and, scored, in her self-assessment list.
 */
const SENT: { type: SelfAssessmentType; answers: number[]; requestId: string; responseId: string }[] = [
  {
    type: 'DEPRESSION',
    answers: [2, 1, 2, 2, 1, 1, 1, 0, 0],
    requestId: '5a5e0000-0000-4000-8000-000000000001',
    responseId: '5a5e0000-0000-4000-8000-000000000101',
  },
  {
    type: 'WORK_AND_SOCIAL_ADJUSTMENT',
    answers: [5, 3, 4, 2, 3],
    requestId: '5a5e0000-0000-4000-8000-000000000002',
    responseId: '5a5e0000-0000-4000-8000-000000000102',
  },
];

export async function seedDemoSelfAssessmentRequests(tx: Db): Promise<void> {
  const meetingId = demoMeetingId('se.psychologist', 'past-week');
  const [meeting] = await tx
    .select({ patientId: meetings.patientId, clinicianId: meetings.clinicianId, start: meetings.scheduledStartTime })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  if (!meeting?.clinicianId) return;
  const sentAt = new Date(meeting.start.getTime() + 25 * 60_000);
  const answeredAt = new Date(meeting.start.getTime() + 8 * 3_600_000);
  for (const { type, answers, requestId, responseId } of SENT) {
    const scored = scoreAnswers(type, answers);
    if (!scored.ok) throw new Error(`demo ${type} answers are incomplete`);
    await tx.insert(selfAssessmentResponses).values({
      id: responseId,
      patientId: meeting.patientId,
      formName: QUESTIONNAIRES[type].formName,
      questions: toSurveyQuestions(type, 'sv', scored.items),
      score: scored.score,
      createdAt: answeredAt,
    });
    await tx.insert(selfAssessmentRequests).values({
      id: requestId,
      meetingId,
      patientId: meeting.patientId,
      sentBy: meeting.clinicianId,
      type,
      state: 'ANSWERED',
      responseId,
      sentAt,
      answeredAt,
    });
  }
}
