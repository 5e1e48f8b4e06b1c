import { eq } from 'drizzle-orm';
import { taskDueAt, type UkTaskType, type UkTaskUrgency } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { clinicians, meetings, ukClinicianCheckboxes, ukTasks } from '../platform/db/schema';
import { demoMeetingId, type MeetingSlot } from './demo-ids';

type DemoTask = { id: string; slot: MeetingSlot; type: UkTaskType; urgency: UkTaskUrgency; note: string };

/**
 * The GB primary-care practice's work queue (issue 19): gb.gp published a task in last week's meeting that is now
 * overdue, and one in this morning's completed meeting that is not yet due. Both meetings were finished with the
 * end-of-meeting boxes ticked.
 */
const TASKS: readonly DemoTask[] = [
  {
    id: '7a5c0000-0000-4000-8000-000000000001',
    slot: 'past-week',
    type: 'NHS_REFERRAL',
    urgency: 'ROUTINE',
    note: 'Routine dermatology referral for the changing naevus on the left shoulder; photos attached to the record.',
  },
  {
    id: '7a5c0000-0000-4000-8000-000000000002',
    slot: 'today-completed',
    type: 'NHS_FIT_NOTE',
    urgency: 'ROUTINE',
    note: 'Fit note for two weeks from today: lower back pain, may be fit for amended duties.',
  },
];

export async function seedDemoUkTasks(tx: Db, now: Date): Promise<void> {
  for (const task of TASKS) {
    const meetingId = demoMeetingId('gb.gp', task.slot);
    const [meeting] = await tx
      .select({
        patientId: meetings.patientId,
        clinicianId: meetings.clinicianId,
        poolId: clinicians.poolId,
        start: meetings.scheduledStartTime,
        end: meetings.actualEndTime,
      })
      .from(meetings)
      .innerJoin(clinicians, eq(clinicians.id, meetings.clinicianId))
      .where(eq(meetings.id, meetingId));
    if (!meeting) continue;
    // Published as the meeting ended (never after `now`).
    const publishedAt = new Date(Math.min((meeting.end ?? meeting.start).getTime(), now.getTime()));
    const due = taskDueAt(task.type, publishedAt.getTime());
    await tx.insert(ukTasks).values({
      id: task.id,
      meetingId,
      patientId: meeting.patientId,
      clinicianId: meeting.clinicianId,
      poolId: meeting.poolId,
      type: task.type,
      note: task.note,
      urgency: task.urgency,
      status: 'PUBLISHED',
      documentLink: null,
      createdAt: publishedAt,
      updatedAt: publishedAt,
      publishedAt,
      dueAt: due === null ? null : new Date(due),
    });
    await tx
      .insert(ukClinicianCheckboxes)
      .values({
        meetingId,
        clearInstructions: true,
        correctDocuments: true,
        noPrescriptionsConfirmation: true,
        updatedBy: meeting.clinicianId,
        updatedAt: publishedAt,
      })
      .onConflictDoNothing();
  }
}
