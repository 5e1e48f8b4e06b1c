import type { ActionName, ActionPanelEventBody } from '@konsult/domain';
import { apiCommand } from '../../../lib/api-client';

/**
 * Fire-and-forget POST /api/meeting/{id}/action-panel-events, or /api/patient/{patientId}/action-panel-events in the
 * meetingless view (seed 000 §2: opening and closing a panel fire analytics events). Failures are ignored: analytics
 * never stands between the clinician and the patient.
 */
export function sendActionPanelEvent(
  where: { meetingId: string | null; patientId: string },
  action: ActionName,
  event: ActionPanelEventBody['event'],
): void {
  const body: ActionPanelEventBody = { action, event, occurredAt: Date.now() };
  const path =
    where.meetingId === null
      ? `/api/patient/${encodeURIComponent(where.patientId)}`
      : `/api/meeting/${encodeURIComponent(where.meetingId)}`;
  apiCommand(`${path}/action-panel-events`, {
    body,
    redirectOnUnauthorized: false,
  }).catch(() => undefined);
}
