import type { ActionName, ActionPanelEventBody } from '@konsult/domain';
import { apiCommand } from '../../../lib/api-client';

/**
 * Fire-and-forget POST /api/meeting/{id}/action-panel-events (seed 000 §2: opening and closing a panel fire
 * analytics events). Failures are ignored: analytics never stands between the clinician and the patient.
 */
export function sendActionPanelEvent(
  meetingId: string,
  action: ActionName,
  event: ActionPanelEventBody['event'],
): void {
  const body: ActionPanelEventBody = { action, event, occurredAt: Date.now() };
  apiCommand(`/api/meeting/${encodeURIComponent(meetingId)}/action-panel-events`, {
    body,
    redirectOnUnauthorized: false,
  }).catch(() => undefined);
}
