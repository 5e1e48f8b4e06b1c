import type { ActionPanelEventBody } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { actionPanelEvents } from '../platform/db/schema';

export async function insertActionPanelEvent(
  db: Db,
  row: { meetingId: string | null; patientId: string; clinicianId: string } & ActionPanelEventBody,
): Promise<void> {
  await db.insert(actionPanelEvents).values({
    meetingId: row.meetingId,
    patientId: row.patientId,
    clinicianId: row.clinicianId,
    action: row.action,
    event: row.event,
    occurredAt: new Date(row.occurredAt),
  });
}
