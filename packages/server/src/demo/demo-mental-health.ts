import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { meetings, mentalHealthScores } from '../platform/db/schema';
import { demoClinicianId, demoMeetingId } from './demo-ids';

/**
 * A UK mental-health score to find in gb.psychologist's meeting of last week (issue 19): PHQ-9 14 (moderate) and
 * GAD-7 11 (moderate), with depression and anxiety as the clinical impressions, saved as the meeting ended.
 */
export async function seedDemoMentalHealthScores(tx: Db, now: Date): Promise<void> {
  const meetingId = demoMeetingId('gb.psychologist', 'past-week');
  const [meeting] = await tx
    .select({ patientId: meetings.patientId, start: meetings.scheduledStartTime })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  if (!meeting) return;
  await tx.insert(mentalHealthScores).values({
    meetingId,
    patientId: meeting.patientId,
    clinicianId: demoClinicianId('gb.psychologist'),
    phq9Items: [2, 2, 2, 2, 1, 2, 2, 1, 0],
    gad7Items: [2, 2, 2, 1, 1, 2, 1],
    phq9: 14,
    gad7: 11,
    clinicalImpressionDepression: true,
    clinicalImpressionAnxiety: true,
    clinicalImpressionStress: false,
    clinicalImpressionOther: false,
    clinicalImpressionDescription: null,
    updatedAt: new Date(Math.min(meeting.start.getTime() + 45 * 60_000, now.getTime())),
  });
}
